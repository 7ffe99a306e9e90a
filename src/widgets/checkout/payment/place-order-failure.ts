import type { OrderErrorKey } from '../../../api/orders/order-errors';
import { isStepId, type StepId } from '../flow/checkout-steps';
import type { PaymentStepMessageKey } from './payment-step.messages';
import type { PlaceOutcome } from './use-place-order';

export type FailureAction =
  /** The cart changed since the summary (another tab): the checkout restarts (part 1's message). */
  | { kind: 'restart' }
  /** A step is not done after all: the shopper goes back to it. */
  | { kind: 'step'; step: StepId }
  | { kind: 'message'; key: PaymentStepMessageKey }
  /** The card or its details were refused: the payment fields' own message (src/ui/payment). */
  | { kind: 'declined' }
  /** The sanctions screening declined it: the message invoice payments share (src/ui/payment). */
  | { kind: 'sanctions' };

const PAYMENT_DETAILS: ReadonlySet<OrderErrorKey> = new Set([
  'declined',
  'insufficientFunds',
  'expiredCard',
  'incorrectSecurityCode',
  'invalidToken',
]);

/**
 * What a failed Place order tells the shopper (spec section 8): a card the bank refused, 'Please
 * check your payment details are correct or provide a different payment method.'; a saved card's
 * security code, the saved-card details check; the provider's processing error, that the order
 * could not be completed (try later or contact customer service); the sanctions check's decline,
 * with no charge; a cart from a quote that has expired since, the quote's own message; a failure whose outcome is unknown (network, timeout, 5xx), 'Error during place
 * order.' (Place order again sends the same attempt); anything else, 'An error occurred.'.
 */
export function failureMessage(
  outcome: Extract<PlaceOutcome, { kind: 'failed' }>,
  { savedCard }: { savedCard: boolean },
): FailureAction {
  const { reason, subject } = outcome;
  if (reason === undefined) return { kind: 'message', key: 'placeOrderError' };
  if (reason === 'cartModified') return { kind: 'restart' };
  if (reason === 'checkoutIncomplete' && isStepId(subject)) return { kind: 'step', step: subject };
  if (reason === 'incorrectSecurityCode' && savedCard)
    return { kind: 'message', key: 'savedCardCheck' };
  if (PAYMENT_DETAILS.has(reason)) return { kind: 'declined' };
  if (reason === 'processingError') return { kind: 'message', key: 'orderNotCompleted' };
  if (reason === 'sanctionsBlocked') return { kind: 'sanctions' };
  if (reason === 'captchaFailed') return { kind: 'message', key: 'captchaFailed' };
  if (reason === 'purchaseOrderNotAllowed') return { kind: 'message', key: 'poNoPreviousOrder' };
  if (reason === 'quoteExpired') return { kind: 'message', key: 'quoteExpired' };
  return { kind: 'message', key: 'genericError' };
}
