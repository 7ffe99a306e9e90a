// The one way a widget tells the page it changed the cart: `store-cart-updated`, line by line.
import { useCallback, useContext } from 'react';
import type { Cart, CartModification } from '../../api/cart/cart.schema';
import { WidgetHostContext } from '../../core/element/widget-host-context';
import { emit, type CartUpdateAction, type StoreEventMap } from '../../core/events/events';

export type CartUpdatedEntry = StoreEventMap['store-cart-updated']['entries'][number];

const LINELESS = new Set<CartUpdateAction>(['merged', 'promotion-applied', 'promotion-removed']);

/** Fires the event from `element`; nothing when a change of lines touched no product. */
export function emitCartUpdated(
  element: EventTarget,
  tag: string,
  action: CartUpdateAction,
  entries: readonly CartUpdatedEntry[],
): void {
  const changed = entries.filter((entry) => entry.quantityAdded !== 0);
  // A merge or a promotion names no line: it is still a change to tell.
  if (changed.length === 0 && !LINELESS.has(action)) return;
  emit(element, 'store-cart-updated', { tag, action, entries: changed });
}

/** The quantity actually added per line (after stock and limits). */
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

export function entriesOfCart(cart: Pick<Cart, 'entries'> | null): CartUpdatedEntry[] {
  return (cart?.entries ?? []).map((entry) => ({
    productCode: entry.product.code,
    quantityAdded: entry.quantity,
  }));
}

/** Fires from the widget this runs in; outside one (a test, a story) it does nothing. */
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
