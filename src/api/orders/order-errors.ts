import { commerceErrorKey, type CommerceErrorCode } from '../http/occ-errors';
import { isApiError } from '../http/api-error';

/**
 * Refusals of place order (OCC error bodies). Payment declines are 402 with the provider's reason;
 * the sanctions screening's decline is 403 and charges nothing.
 *
 * A file of its own, apart from the order's schema (order.schema.ts): the invoice payment reads a
 * payment's refusal as the checkout does, and needs none of the order's shape (its schemas stay off that
 * page).
 */
export const ORDER_ERRORS = {
  /** 400 (OCC's): no current cart; after Place order, the order may have consumed it. */
  cartNotFound: { type: 'CartError', reason: 'notFound' },
  /**
   * 400: a checkout step is not done, or the terms are not accepted. `subject`: the checkout
   * widget's step id (`account`, `qualified-user`, `qglobal`, `aimsweb`, `shipping-address`,
   * `shipping-method`, `billing-address`; `review` for the terms; `cart` for an empty cart).
   */
  checkoutIncomplete: { type: 'CheckoutError', reason: 'incomplete' },
  invalid: { type: 'ValidationError', reason: 'invalid' },
  declined: { type: 'PaymentError', reason: 'declined' },
  insufficientFunds: { type: 'PaymentError', reason: 'insufficientFunds' },
  expiredCard: { type: 'PaymentError', reason: 'expiredCard' },
  incorrectSecurityCode: { type: 'PaymentError', reason: 'incorrectSecurityCode' },
  processingError: { type: 'PaymentError', reason: 'processingError' },
  /** The token is unknown, used or expired: tokenise again. */
  invalidToken: { type: 'PaymentError', reason: 'invalidToken' },
  /** 403: the sanctions screening declined the order; nothing was charged. */
  sanctionsBlocked: { type: 'SanctionsError', reason: 'blocked' },
  /** 400: purchase order not allowed for this account (personal, or no previous order). */
  purchaseOrderNotAllowed: { type: 'PaymentError', reason: 'purchaseOrderNotAllowed' },
  /**
   * 400: the reCAPTCHA token does not verify (unknown, used or expired). The platform checks one
   * only when the request carries it: the checkout-recaptcha flag is the page's.
   */
  captchaFailed: { type: 'CaptchaError', reason: 'failed' },
  /**
   * 400: the cart was made from a quote that has expired since: nothing is ordered,
   * the cart stays. `subject`: the quote's code.
   */
  quoteExpired: { type: 'QuoteError', reason: 'expired' },
  /**
   * 400 (OCC's): the order read: no such order of this shopper (anyone else's is unknown too).
   * get-order.ts reads it as a 404.
   */
  unknownOrder: { type: 'UnknownIdentifierError' },
  /** 404: the store's order status lookup and reorder: no such order (or not this email's). */
  orderNotFound: { type: 'OrderError', reason: 'notFound' },
  /** 400: a query value of the order list is not valid (subject: its name). */
  invalidQuery: { type: 'ValidationError', reason: 'invalidQuery' },
} as const satisfies Record<string, CommerceErrorCode>;
export type OrderErrorKey = keyof typeof ORDER_ERRORS;

export function orderErrorOf(error: unknown): OrderErrorKey | undefined {
  if (!isApiError(error) || error.kind !== 'http') return undefined;
  return commerceErrorKey(error.info, ORDER_ERRORS);
}
