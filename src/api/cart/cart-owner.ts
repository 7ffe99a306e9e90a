import { getCore } from '../../core/core';
import { readItem, removeItem, writeItem } from '../../core/platform/storage';

export const ANONYMOUS_GUID_KEY = 'store-widgets.cart.anonymous-guid';

/** A UUID or SAP hex guid; anything else is discarded. */
const GUID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{7,63}$/;

/** Whose cart the widgets show; a visitor's guid is null until the first add creates the cart. */
export type CartOwner =
  { userId: 'anonymous'; cartId: string | null } | { userId: 'current'; cartId: 'current' };

/** An owner, or one of the signed-in shopper's carts by code (saved carts). */
export type CartRef = CartOwner | { userId: 'current'; cartId: string };

/** The guid when localStorage refused it; null while storage works, so other tabs' changes win. */
let pageGuid: string | null = null;

export function readAnonymousGuid(): string | null {
  const value = pageGuid ?? readItem(ANONYMOUS_GUID_KEY);
  if (value === null) return null;
  if (GUID_PATTERN.test(value)) return value;
  clearAnonymousGuid();
  return null;
}

const guidListeners = new Set<() => void>();

/** Calls `listener` whenever the anonymous guid changes, in this tab or another. */
export function subscribeAnonymousGuid(listener: () => void): () => void {
  if (guidListeners.size === 0) globalThis.addEventListener?.('storage', onStorage);
  guidListeners.add(listener);
  return () => {
    guidListeners.delete(listener);
    if (guidListeners.size === 0) globalThis.removeEventListener?.('storage', onStorage);
  };
}

function onStorage(event: StorageEvent): void {
  if (event.key === ANONYMOUS_GUID_KEY || event.key === null) notifyGuidListeners();
}

function notifyGuidListeners(): void {
  for (const listener of [...guidListeners]) listener();
}

export function storeAnonymousGuid(guid: string): void {
  if (!GUID_PATTERN.test(guid)) return;
  // Quota or disabled storage: the cart lives for this page.
  pageGuid = writeItem(ANONYMOUS_GUID_KEY, guid) ? null : guid;
  notifyGuidListeners();
}

/** With `guid`, only when that is the one stored. */
export function clearAnonymousGuid(guid?: string): void {
  if (guid !== undefined && readAnonymousGuid() !== guid) return;
  pageGuid = null;
  removeItem(ANONYMOUS_GUID_KEY);
  notifyGuidListeners();
}

export function cartOwner(): CartOwner {
  if (getCore().store.session.user) return { userId: 'current', cartId: 'current' };
  return { userId: 'anonymous', cartId: readAnonymousGuid() };
}

/** `/users/{userId}/carts[/{cartId}]`. */
export function cartsPath(userId: CartRef['userId'], cartId?: string): string {
  const base = `/users/${userId}/carts`;
  return cartId === undefined ? base : `${base}/${encodeURIComponent(cartId)}`;
}
