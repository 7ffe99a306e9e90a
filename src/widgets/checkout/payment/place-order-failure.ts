import type { OrderErrorKey } from '../../../api/orders/order-errors';
import { isStepId, type StepId } from '../flow/checkout-steps';
import type { PaymentStepMessageKey } from './payment-step.messages';
import type { PlaceOutcome } from './use-place-order';

export type FailureAction =
  /** The cart changed elsewhere: the checkout restarts. */
  | { kind: 'restart' }
  | { kind: 'step'; step: StepId }
  | { kind: 'message'; key: PaymentStepMessageKey }
  /** The payment fields' own message (src/ui/payment). */
  | { kind: 'declined' }
  /** The message invoice payments share (src/ui/payment). */
  | { kind: 'sanctions' };

const PAYMENT_DETAILS: ReadonlySet<OrderErrorKey> = new Set([
  'declined',
  'insufficientFunds',
  'expiredCard',
  'incorrectSecurityCode',
  'invalidToken',
]);

/** What a failed Place order tells the shopper (spec section 8). */
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
