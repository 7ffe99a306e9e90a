import { getCore } from '../../core/core';
import { isCartNotFound, type Cart } from './cart.schema';
import { requestCart } from './cart-request';
import { cartsPath, clearAnonymousGuid, type CartOwner, type CartRef } from './cart-owner';
import { PERSONAL } from '../../core/queries/personal-data';
import { pageQueryOptions } from '../../core/queries/page-query';

export const CART_KEY = 'cart';

export async function fetchCart(owner: CartRef, signal?: AbortSignal): Promise<Cart | null> {
  if (owner.cartId === null) return null;
  try {
    return await requestCart(cartsPath(owner.userId, owner.cartId), { signal });
  } catch (error) {
    if (isCartNotFound(error)) {
      // Expired, or taken over at sign-in.
      if (owner.userId === 'anonymous') clearAnonymousGuid(owner.cartId);
      return null;
    }
    throw error;
  }
}

/** No cart, or a gone one, reads null rather than an error. */
export function cartQueryOptions(owner: CartOwner) {
  const { locale } = getCore().store.site;
  return pageQueryOptions({
    queryKey: [CART_KEY, owner.userId, owner.cartId, locale],
    meta: owner.userId === 'anonymous' ? undefined : PERSONAL,
    queryFn: ({ signal }) => fetchCart(owner, signal),
  });
}

/** How old a cart read may be for a step that follows it at once. */
const RECENT_CART_MS = 10_000;

/** A recent read of the page's, or one now, shared: one GET per sign-in, not one per step. */
export function recentCart(owner: CartOwner): Promise<Cart | null> {
  return getCore().queries.fetch({
    ...cartQueryOptions(owner),
    staleTime: RECENT_CART_MS,
  });
}
