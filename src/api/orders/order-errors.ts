import { commerceErrorKey, type CommerceErrorCode } from '../http/occ-errors';
import { isApiError } from '../http/api-error';

/** Refusals of place order and the order reads; apart, so the invoice payment loads no schema. */
export const ORDER_ERRORS = {
  /** After Place order, the order may have consumed the cart. */
  cartNotFound: { type: 'CartError', reason: 'notFound' },
  /** `subject`: the checkout widget's step id (`review`: the terms, `cart`: an empty cart). */
  checkoutIncomplete: { type: 'CheckoutError', reason: 'incomplete' },
  invalid: { type: 'ValidationError', reason: 'invalid' },
  declined: { type: 'PaymentError', reason: 'declined' },
  insufficientFunds: { type: 'PaymentError', reason: 'insufficientFunds' },
  expiredCard: { type: 'PaymentError', reason: 'expiredCard' },
  incorrectSecurityCode: { type: 'PaymentError', reason: 'incorrectSecurityCode' },
  processingError: { type: 'PaymentError', reason: 'processingError' },
  invalidToken: { type: 'PaymentError', reason: 'invalidToken' },
  /** Nothing was charged. */
  sanctionsBlocked: { type: 'SanctionsError', reason: 'blocked' },
  /** Personal accounts, or no previous order. */
  purchaseOrderNotAllowed: { type: 'PaymentError', reason: 'purchaseOrderNotAllowed' },
  /** The platform checks a token only when the request carries one: the flag is the page's. */
  captchaFailed: { type: 'CaptchaError', reason: 'failed' },
  /** The cart's quote has expired since; the cart stays. `subject`: the quote's code. */
  quoteExpired: { type: 'QuoteError', reason: 'expired' },
  /** OCC's answer for an order not this shopper's; get-order.ts reads it as a 404. */
  unknownOrder: { type: 'UnknownIdentifierError' },
  /** The status lookup and reorder: no such order (or not this email's). */
  orderNotFound: { type: 'OrderError', reason: 'notFound' },
  invalidQuery: { type: 'ValidationError', reason: 'invalidQuery' },
} as const satisfies Record<string, CommerceErrorCode>;
export type OrderErrorKey = keyof typeof ORDER_ERRORS;

export function orderErrorOf(error: unknown): OrderErrorKey | undefined {
  if (!isApiError(error) || error.kind !== 'http') return undefined;
  return commerceErrorKey(error.info, ORDER_ERRORS);
}
