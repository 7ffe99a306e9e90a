import { getCore } from '../../core/core';
import { normalizeEntry } from '../../rules/cart/isbn';
import type { Cart, CartEntry } from './cart.schema';
import type { CartOwner } from './cart-owner';
import { cartQueryOptions, fetchCart } from './get-cart';

/**
 * Retries that are safe without the platform's help: OCC applies a request every time it gets it,
 * so an add or a removal whose answer was lost may have happened. Before such a change is sent
 * again (the shopper's "Try again" reuses its request id), the cart is read and only what is
 * missing is sent.
 */

/** The entry of the cart that holds this code or ISBN, as the shopper typed it. */
export function entryFor(cart: Cart | null, code: string): CartEntry | undefined {
  const wanted = normalizeEntry(code);
  return cart?.entries.find(
    (entry) => entry.product.code.toUpperCase() === wanted || entry.product.isbn13 === wanted,
  );
}

/** What the cart held of each product before an add whose answer may be lost, by request id. */
const addsInDoubt = new Map<string, Cart | null>();

/**
 * The cart before an add: the page's own read when it has one (the mini-cart's), else nothing for
 * a visitor without a cart, else a read now (an embedding without a cart widget).
 */
export async function cartBeforeAdd(owner: CartOwner): Promise<Cart | null> {
  if (owner.cartId === null) return null;
  const cached = getCore().queries.peek(cartQueryOptions(owner)).data;
  return cached !== undefined ? cached : fetchCart(owner);
}

export function rememberAddInDoubt(requestId: string, before: Cart | null): void {
  addsInDoubt.set(requestId, before);
}

export function addInDoubt(requestId: string): { before: Cart | null } | undefined {
  return addsInDoubt.has(requestId) ? { before: addsInDoubt.get(requestId) ?? null } : undefined;
}

export function settleAdd(requestId: string): void {
  addsInDoubt.delete(requestId);
}

/** How many of `code` the cart gained since `before`. */
export function gainedSince(before: Cart | null, now: Cart | null, code: string): number {
  const held = entryFor(now, code)?.quantity ?? 0;
  const had = entryFor(before, code)?.quantity ?? 0;
  return Math.max(0, held - had);
}

/** Removals whose answer may be lost: the product the entry held, by request id. */
const removalsInDoubt = new Map<string, string>();

export function rememberRemovalInDoubt(requestId: string, productCode: string): void {
  removalsInDoubt.set(requestId, productCode);
}

export function removalInDoubt(requestId: string): string | undefined {
  return removalsInDoubt.get(requestId);
}

export function settleRemoval(requestId: string): void {
  removalsInDoubt.delete(requestId);
}
