import type { Cart, CartEntry, CartModification } from '../../api/cart/cart.schema';
import type { CartOwner } from '../../api/cart/cart-owner';
import type { Core } from '../../core/core';
import { importAgain } from '../../core/element/import-again';
import { logWarning } from '../../core/platform/log';
import type * as CartAnalytics from './cart-analytics';

// The cart's data layer pushes (cart-analytics.ts) load when the first one is due, not with the
// widgets that push them: most pages with add to cart never push. A writer fetches them when its add starts
// (prefetchCartAnalytics), so the push is ready when the cart answers. Pushes keep their order:
// each waits for the same load, in the order it was asked for.

let loading: Promise<typeof CartAnalytics> | undefined;

function loadCartAnalytics(): Promise<typeof CartAnalytics> {
  loading ??= importAgain(() => import('./cart-analytics')).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Fetches the pushes ahead, as an add starts; a failure is left to the push. */
export function prefetchCartAnalytics(): void {
  loadCartAnalytics().catch(() => undefined);
}

function track(push: (analytics: typeof CartAnalytics) => unknown): Promise<void> {
  return loadCartAnalytics()
    .then(push)
    .then(
      () => undefined,
      (error: unknown) => logWarning('a cart analytics event could not be pushed', error),
    );
}

/** `add_to_cart` with the quantity added (cart-analytics.ts). */
export const trackAdded = (
  core: Pick<Core, 'queries'>,
  modifications: readonly CartModification[],
  owner: CartOwner | undefined,
): Promise<void> => track((analytics) => analytics.trackAdded(core, modifications, owner));

/** `remove_from_cart` with the entry as it was before it was removed. */
export const trackRemoved = (entry: CartEntry, cart: Cart | null | undefined): void =>
  void track((analytics) => analytics.trackRemoved(entry, cart));

/** `view_cart` with the cart's lines. */
export const trackCartView = (cart: Cart): void =>
  void track((analytics) => analytics.trackCartView(cart));
