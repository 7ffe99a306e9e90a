/** One type for the event, the sign-out and the logout redirect. */
export type SignOutReason = 'user' | 'idle' | 'timeout' | 'other-tab' | 'session-ended';

export type CartUpdateAction =
  | 'added'
  | 'updated'
  | 'removed'
  | 'restored'
  | 'reordered'
  | 'quote-ordered'
  | 'merged'
  | 'promotion-applied'
  | 'promotion-removed';

export type SessionAction = 'sign-in' | 'sign-out';

/** What a session operation's `result` resolves with; it never rejects. */
export type SessionOutcome =
  { status: 'succeeded' } | { status: 'failed'; code: string; message: string };

/** Bubbling, composed CustomEvents: a page can listen on `document`. */
export interface StoreEventMap {
  /** A widget rendered for the first time. */
  'store-widget-loaded': { tag: string };
  /** A widget failed (`load`: its code; `render`: it broke) and shows a notice instead. */
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
  /** A widget changed the cart in this tab; a lowered or removed quantity is negative. */
  'store-cart-updated': {
    tag: string;
    action: CartUpdateAction;
    entries: { productCode: string; quantityAdded: number }[];
  };
  /**
   * A cart operation starts (before its request): `requested` is the change asked per line (a
   * lowered or removed quantity is negative); `result` settles once with what it did and never
   * rejects. `store-cart-updated` (when the cart changed) or `store-cart-error` follows.
   */
  'store-cart-update-started': {
    tag: string;
    action: CartUpdateAction;
    requested: { productCode: string; quantity: number }[];
    result: Promise<
      | { status: 'succeeded'; entries: { productCode: string; quantityAdded: number }[] }
      | { status: 'failed'; code: string; message: string }
    >;
  };
  /** A cart operation failed: `message` is what the widget shows, `code` a stable machine code. */
  'store-cart-error': { tag: string; action: CartUpdateAction; code: string; message: string };
  /**
   * A session operation starts: a sign-in attempt in a sign-in form (from its first submit until
   * signed in, refused, or `cancelled` by closing the form) or a sign-out. `store-signed-in`,
   * `store-signed-out` or `store-session-error` follows.
   */
  'store-session-update-started': {
    action: SessionAction;
    result: Promise<SessionOutcome>;
  };
  /** A session operation failed: `message` is what the widget shows, `code` a machine code. */
  'store-session-error': { action: SessionAction; code: string; message: string };
}
export type StoreEventName = keyof StoreEventMap;

type StoreCustomEvents = { [K in StoreEventName]: CustomEvent<StoreEventMap[K]> };

declare global {
  // Types the events for integrators' `document.addEventListener`.
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
