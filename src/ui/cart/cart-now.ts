import type { CartOwner } from '../../api/cart/cart-owner';
import { cartQueryOptions } from '../../api/cart/get-cart';
import type { Core } from '../../core/core';
import { cartFingerprint } from '../../rules/cart/ordered-items';

/** The signed-in shopper's cart, as every checkout read names it. */
const SHOPPERS_CART: CartOwner = { userId: 'current', cartId: 'current' };

/** The cart read again against what the page shows: the same, other items, or no cart at all. */
export type CartNow = 'shown' | 'changed' | 'gone';

/**
 * Reads the shopper's cart again (the page's cart widgets see the read too) and says whether it
 * still orders what the page shows (`shown`, its cartFingerprint). OCC keeps no cart version: this
 * is how a cart changed in another browser is caught before a choice, an order or a quote counts.
 * A cart gone may have become an order (another tab's): Place order finds out by sending. The read
 * goes through the page's queries, which the caller hands over (its widget's core).
 */
export async function cartNow({ queries }: Pick<Core, 'queries'>, shown: string): Promise<CartNow> {
  const cart = await queries.fetch({
    ...cartQueryOptions(SHOPPERS_CART),
    staleTime: 0,
  });
  if (cart === null) return 'gone';
  return cartFingerprint(cart) === shown ? 'shown' : 'changed';
}
