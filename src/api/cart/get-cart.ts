import { getCore } from '../../core/core';
import { importAgain } from '../../core/element/import-again';
import type { Cart } from './cart.schema';
import type { CartOwner, CartRef } from './cart-owner';
import type * as ReadCart from './read-cart';
import { PERSONAL } from '../../core/queries/personal-data';
import { pageQueryOptions } from '../../core/queries/page-query';

export const CART_KEY = 'cart';

type CartReads = typeof ReadCart;
let reads: Promise<CartReads> | undefined;

/** The reads' code (read-cart.ts), loaded once (again after a failure); asked for early too. */
export function loadCartReads(): Promise<CartReads> {
  reads ??= importAgain(() => import('./read-cart')).catch((error: unknown) => {
    reads = undefined;
    throw error;
  });
  return reads;
}

export async function fetchCart(owner: CartRef, signal?: AbortSignal): Promise<Cart | null> {
  if (owner.cartId === null) return null;
  const { readCart } = await loadCartReads();
  return readCart({ userId: owner.userId, cartId: owner.cartId }, signal);
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
