import { getCore } from '../../core/core';
import { normalizeEntry } from '../../rules/cart/isbn';
import type { Cart, CartEntry } from './cart.schema';
import type { CartOwner } from './cart-owner';
import { cartQueryOptions, fetchCart } from './get-cart';

// Retries of adds and removals whose answer was lost: OCC applies a request every time, so the
// cart is read first and only what is missing is sent.

export function entryFor(cart: Cart | null, code: string): CartEntry | undefined {
  const wanted = normalizeEntry(code);
  return cart?.entries.find(
    (entry) => entry.product.code.toUpperCase() === wanted || entry.product.isbn13 === wanted,
  );
}

/** The cart's quantities before an add whose answer may be lost, by request id. */
const addsInDoubt = new Map<string, Cart | null>();

/** The page's own read when it has one, else a read now (none for a visitor without a cart). */
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

export function gainedSince(before: Cart | null, now: Cart | null, code: string): number {
  const held = entryFor(now, code)?.quantity ?? 0;
  const had = entryFor(before, code)?.quantity ?? 0;
  return Math.max(0, held - had);
}

/** The product each removal's entry held, by request id. */
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
