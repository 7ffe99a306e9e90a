import type { Cart } from '../cart/cart.schema';
import { fetchCart } from '../cart/get-cart';
import { ApiError } from '../http/api-error';
import { datedSince } from '../http/attempts-in-doubt';
import { commerceRequest } from '../http/commerce-client';
import { fieldsOf } from '../http/occ-fields';
import { quotePath } from './get-quote';
import { OccQuoteCartSchema } from './occ-quote.schema';

/** The quote's `cartId` and `updatedTime` only: what follows OCC's CHECKOUT action. */
const QUOTE_CART_FIELDS = fieldsOf(OccQuoteCartSchema);

function readQuoteCart(code: string) {
  const query = new URLSearchParams({ fields: QUOTE_CART_FIELDS });
  return commerceRequest(`${quotePath(code)}?${query}`, { schema: OccQuoteCartSchema });
}

/** The cart OCC's CHECKOUT made, named by the quote (CHECKOUT answers no body); none: `parse`. */
export async function quoteCheckoutCart(code: string): Promise<Cart> {
  const { cartId } = await readQuoteCart(code);
  const cart = cartId ? await fetchCart({ userId: 'current', cartId }) : null;
  if (!cart) throw new ApiError('parse', `Quote ${code} names no cart after its checkout`, 200);
  return cart;
}

/** A lost checkout's cart: the quote's, if changed since the attempt (`updatedTime`) and there. */
export async function cartCheckedOutSince(code: string, sentAt: number): Promise<Cart | undefined> {
  try {
    const { cartId, updatedTime } = await readQuoteCart(code);
    if (!cartId || updatedTime === undefined || !datedSince(updatedTime, sentAt)) return undefined;
    return (await fetchCart({ userId: 'current', cartId })) ?? undefined;
  } catch {
    // Not found out: the checkout is sent again, as it would have been.
    return undefined;
  }
}
