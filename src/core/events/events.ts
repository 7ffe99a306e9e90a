/**
 * Why a session ended: the shopper's own Sign out (`user`), idleness (`idle`), a token that could
 * not be renewed (`timeout`), another tab signing out (`other-tab`), or the platform ending it
 * (`session-ended`, a 401 from the customer check). One type for the event, the sign-out and the
 * logout redirect.
 */
export type SignOutReason = 'user' | 'idle' | 'timeout' | 'other-tab' | 'session-ended';

/** What a widget did to the cart (`store-cart-updated`'s `action`). */
export type CartUpdateAction =
  'added' | 'updated' | 'removed' | 'restored' | 'reordered' | 'quote-ordered' | 'merged';

/**
 * Events the widgets dispatch for the host page. All are `store-*` CustomEvents that bubble and
 * cross shadow boundaries (`composed`), so a page can listen on `document`.
 */
export interface StoreEventMap {
  /** A widget rendered for the first time. */
  'store-widget-loaded': { tag: string };
  /**
   * A widget failed and shows a notice instead; the rest of the page keeps working. `reason`:
   * `load`, its code could not be loaded (the notice has a Try again button); `render`, it broke
   * while rendering.
   */
  'store-widget-failed': { tag: string; message: string; reason: 'load' | 'render' };
  /** The shopper signed in (in this tab or another). */
  'store-signed-in': { userId: string };
  /** The shopper signed out; `reason` says why. */
  'store-signed-out': { reason: SignOutReason };
  /** A header menu was opened (by click or keyboard). */
  'store-menu-opened': { menuId: string };
  /** `<store-checkout>` shows a step (at load, and whenever the shopper moves). */
  'store-checkout-step-changed': { step: string };
  /** `<store-checkout>` placed an order (its confirmation follows). */
  'store-order-placed': { orderCode: string; status: 'CONFIRMED' | 'ON_HOLD' };
  /**
   * A widget changed the cart in this tab, fired on that widget. `action`: `added` (add to cart,
   * quick order), `updated` or `removed` (a line on the cart page), `restored` (a saved cart made
   * the active one), `reordered` (an order's products added again), `quote-ordered` (a quote
   * became the cart, or an expired quote's products did), `merged` (the cart a visitor filled
   * joined to the signed-in shopper's). `entries`: each product the change touched, with the
   * quantity it added (negative where a line was lowered or removed); for a merge, what the
   * visitor's lines added to the shopper's cart, as the platform took them (within each product's
   * limit and stock).
   */
  'store-cart-updated': {
    tag: string;
    action: CartUpdateAction;
    entries: { productCode: string; quantityAdded: number }[];
  };
}
export type StoreEventName = keyof StoreEventMap;

type StoreCustomEvents = { [K in StoreEventName]: CustomEvent<StoreEventMap[K]> };

declare global {
  // Lets `document.addEventListener('store-widget-loaded', e => e.detail.tag)` type-check for integrators.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends StoreCustomEvents {}
}

export function emit<K extends StoreEventName>(
  target: EventTarget,
  type: K,
  detail: StoreEventMap[K],
): boolean {
  return target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}
