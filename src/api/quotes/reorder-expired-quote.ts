import type { Cart } from '../cart/cart.schema';
import { requestCart } from '../cart/cart-request';
import { fetchCart } from '../cart/get-cart';
import { AttemptsInDoubt } from '../http/attempts-in-doubt';
import { orderedItems } from '../../rules/cart/ordered-items';
import { getQuote, quotePath } from './get-quote';

const attempts = new AttemptsInDoubt();

/** The cart a lost reorder made: the current cart, if it holds exactly the quote's items. */
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

/** An expired quote's entries in a new cart at today's prices (the old cart is saved). */
export async function reorderExpiredQuote(code: string, requestId: string): Promise<Cart> {
  return attempts.run(
    requestId,
    () => cartOfQuoteItems(code),
    () => requestCart(`${quotePath(code)}/reorder`, { method: 'POST', requestId }),
  );
}
