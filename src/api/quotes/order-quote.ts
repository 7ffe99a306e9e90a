import type { Cart } from '../cart/cart.schema';
import { requestCart } from '../cart/cart-request';
import { quotePath } from './get-quote';

/**
 * POST …/quotes/{code}/cart: the quote's entries, at the quote's prices, with its delivery
 * address, delivery method and billing address, become the shopper's current cart, ready for the
 * checkout; the order placed from it marks the quote ORDERED. A non-empty current cart is kept as
 * a saved cart, never wiped. Refused: `expired` (400), `ordered` (409), `notFound` (404).
 * `requestId`: the same on a retry of the same click, so one cart is made.
 */
export function orderQuote(code: string, requestId: string): Promise<Cart> {
  return requestCart(`${quotePath(code)}/cart`, { method: 'POST', requestId });
}

/**
 * POST …/quotes/{code}/reorder: an expired quote's entries in a new current cart at today's
 * prices (the shopper may then create a new quote from it). `notExpired` (400) for a quote that
 * can still be ordered as it is.
 */
export function reorderExpiredQuote(code: string, requestId: string): Promise<Cart> {
  return requestCart(`${quotePath(code)}/reorder`, { method: 'POST', requestId });
}
