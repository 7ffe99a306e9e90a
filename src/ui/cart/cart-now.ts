import type { CartOwner } from '../../api/cart/cart-owner';
import { cartQueryOptions } from '../../api/cart/get-cart';
import type { Core } from '../../core/core';
import { cartFingerprint } from '../../rules/cart/ordered-items';

/** The signed-in shopper's cart, as every checkout read names it. */
const SHOPPERS_CART: CartOwner = { userId: 'current', cartId: 'current' };

/** The cart read again against what the page shows: the same, other items, or no cart at all. */
export type CartNow = 'shown' | 'changed' | 'gone';

/**
 * Reads the cart again and says whether it still matches `shown` (its cartFingerprint): OCC keeps
 * no cart version, so this catches a cart changed in another browser before a choice counts.
 * The read goes through the caller's core (its page's queries).
 */
export async function cartNow({ queries }: Pick<Core, 'queries'>, shown: string): Promise<CartNow> {
  const cart = await queries.fetch({
    ...cartQueryOptions(SHOPPERS_CART),
    staleTime: 0,
  });
  if (cart === null) return 'gone';
  return cartFingerprint(cart) === shown ? 'shown' : 'changed';
}
