import type { Cart } from '../cart/cart.schema';
import { requestCart } from '../cart/cart-request';
import { fetchCart } from '../cart/get-cart';
import { AttemptsInDoubt } from '../http/attempts-in-doubt';
import { orderedItems } from '../../rules/cart/ordered-items';
import { getQuote, quotePath } from './get-quote';

const attempts = new AttemptsInDoubt();

/**
 * The cart a lost reorder made: the shopper's current cart, if it holds exactly the quote's items
 * (a reorder makes a new cart of them, keeping the cart it replaces as a saved cart).
 */
async function cartOfQuoteItems(code: string): Promise<Cart | undefined> {
  try {
    const [quote, cart] = await Promise.all([
      getQuote(code),
      fetchCart({ userId: 'current', cartId: 'current' }),
    ]);
    return cart && orderedItems(cart.entries) === orderedItems(quote.entries) ? cart : undefined;
  } catch {
    // Not found out: the reorder is sent again, as it would have been.
    return undefined;
  }
}

/**
 * The store's `POST …/quotes/{code}/reorder`: an expired quote's entries in a new current cart at
 * today's prices (a non-empty current cart is kept as a saved cart); `notExpired` (400) otherwise.
 * A retry with the click's `requestId` first takes a cart that already holds the quote's items
 * (docs/decisions/retries-without-replay.md).
 */
export async function reorderExpiredQuote(code: string, requestId: string): Promise<Cart> {
  return attempts.run(
    requestId,
    () => cartOfQuoteItems(code),
    () => requestCart(`${quotePath(code)}/reorder`, { method: 'POST', requestId }),
  );
}
