/**
 * The one way a widget tells the page it changed the cart: `store-cart-updated` on the widget's
 * element, with what changed line by line, from every widget that changes it (add to cart, quick
 * order, the cart page, saved carts, reorder, quotes, the merge after sign-in). An integrator who
 * listens for cart changes hears all of them, in one shape.
 */
import { useCallback, useContext } from 'react';
import type { Cart, CartModification } from '../../api/cart/cart.schema';
import { WidgetHostContext } from '../../core/element/widget-host-context';
import { emit, type CartUpdateAction, type StoreEventMap } from '../../core/events/events';

export type CartUpdatedEntry = StoreEventMap['store-cart-updated']['entries'][number];

/** Fires the event from `element`; nothing when the change touched no product. */
export function emitCartUpdated(
  element: EventTarget,
  tag: string,
  action: CartUpdateAction,
  entries: readonly CartUpdatedEntry[],
): void {
  const changed = entries.filter((entry) => entry.quantityAdded !== 0);
  // A merge names no line: it is still a change to tell.
  if (changed.length === 0 && action !== 'merged') return;
  emit(element, 'store-cart-updated', { tag, action, entries: changed });
}

/**
 * What an add put in the cart: the quantity actually added per line (after stock and limits).
 * `requested`: the code asked for, or one per line in order, for a line the platform names no
 * entry for (nothing added).
 */
export function entriesOfModifications(
  modifications: readonly CartModification[],
  requested: string | readonly string[],
): CartUpdatedEntry[] {
  return modifications.map((m, index) => ({
    productCode:
      m.entry?.product.code ?? (typeof requested === 'string' ? requested : requested[index]) ?? '',
    quantityAdded: m.quantityAdded,
  }));
}

/** Every line of a cart that a change made the active one (a restored cart, a quote's). */
export function entriesOfCart(cart: Pick<Cart, 'entries'> | null): CartUpdatedEntry[] {
  return (cart?.entries ?? []).map((entry) => ({
    productCode: entry.product.code,
    quantityAdded: entry.quantity,
  }));
}

/**
 * `store-cart-updated` from the widget this runs in. Outside a widget element (a component
 * rendered on its own in a test or a story) there is no page to tell, and it does nothing.
 */
export function useCartUpdated(): (
  action: CartUpdateAction,
  entries: readonly CartUpdatedEntry[],
) => void {
  const host = useContext(WidgetHostContext);
  return useCallback(
    (action, entries) => {
      if (host) emitCartUpdated(host.element, host.tag, action, entries);
    },
    [host],
  );
}
