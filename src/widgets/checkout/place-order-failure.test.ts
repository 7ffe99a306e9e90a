import { describe, expect, it } from 'vitest';
import { failureMessage } from './payment/place-order-failure';
import { paymentStepMessages } from './payment/payment-step.messages';

/**
 * Spec section 8's last cart and checkout message, 'An error occurred.': what a Place order
 * refusal the checkout has no other word for says (cartNotFound stands for any such refusal).
 */
describe('Place order refused for a reason without its own message', () => {
  it("says 'An error occurred.'", () => {
    const action = failureMessage(
      { kind: 'failed', reason: 'cartNotFound', subject: undefined, error: undefined },
      { savedCard: false },
    );
    expect(action).toEqual({ kind: 'message', key: 'genericError' });
    expect(paymentStepMessages.en.genericError).toBe('An error occurred.');
  });
});
