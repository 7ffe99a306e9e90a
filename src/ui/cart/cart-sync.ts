import { CART_KEY } from '../../api/cart/get-cart';
import { SAVED_CARTS_KEY } from '../../api/cart/saved-carts';
import { ORDER_LIST_KEY } from '../../api/orders/orders-key';
import type { QueryEngine } from '../../core/queries/query-engine';
import { sharedInstance, type ClosedOnReset } from '../../core/platform/shared-instance';

/**
 * Keeps every cart widget current. In this tab all widgets read one query cache, so refreshing the
 * cart queries after a change updates them all; other tabs hear of the change on a
 * BroadcastChannel and refresh theirs (their anonymous guid and tokens are shared through
 * localStorage, so they read the same cart).
 */
const CHANNEL_NAME = 'store-widgets.cart';

interface CartChangedMessage {
  type: 'cart-changed';
  /** The order that consumed the cart, when placing it was the change. */
  orderCode?: string;
}

interface CartChannel extends ClosedOnReset {
  channel: BroadcastChannel;
  /** The page caches that already listen (one per page), so each gets one listener. */
  listening: WeakSet<QueryEngine>;
}

/**
 * The page's one channel, a shared instance like the core: two copies of our code on one page (the
 * CDN loader beside a bundled entry, or two releases) share one query client, and listen for it
 * once, not once per copy. The tests' reset closes the channel with its listeners.
 */
function cartChannel(): CartChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  return sharedInstance<CartChannel>('cart-channel', () => {
    const channel = new BroadcastChannel(CHANNEL_NAME);
    return { channel, listening: new WeakSet(), closeOnReset: () => channel.close() };
  });
}

async function refresh(queries: QueryEngine): Promise<unknown> {
  // A first read still on its way (a new cart's, started when the first add created the cart) may
  // have left before the change: TanStack would hand its answer to the refresh instead of asking
  // again, and the mini-cart would show the cart empty for minutes. So reads in flight are cancelled
  // first, then every cart query is read again. The order history too: Place order is a cart
  // change, and the new order must be in the list at once.
  const keys = [[CART_KEY], [SAVED_CARTS_KEY], ORDER_LIST_KEY];
  await Promise.all(keys.map((queryKey) => queries.cancel({ queryKey })));
  return Promise.all(keys.map((queryKey) => queries.invalidate({ queryKey })));
}

/**
 * After a change: refresh this tab's cart queries and tell the other tabs. `orderCode`: the change
 * was Place order, and the cart became this order (other tabs' checkouts show it rather than
 * finding the cart empty).
 */
export function announceCartChange(queries: QueryEngine, orderCode?: string): Promise<unknown> {
  tellOtherTabsCartChanged(orderCode);
  return refresh(queries);
}

/**
 * Tells the other tabs the cart (or a choice kept on it, such as the checkout's) changed, without
 * reading it again here: the caller already holds the new state.
 */
export function tellOtherTabsCartChanged(orderCode?: string): void {
  const message: CartChangedMessage = { type: 'cart-changed', ...(orderCode ? { orderCode } : {}) };
  cartChannel()?.channel.postMessage(message);
}

/**
 * Hears another tab's order of the cart. The listener runs in the same task as the message, before
 * the cart refresh it also starts can answer, so a checkout hears it before it sees the cart empty.
 */
export function subscribeCartOrdered(listener: (orderCode: string) => void): () => void {
  const open = cartChannel()?.channel;
  if (!open) return () => undefined;
  const onMessage = (event: MessageEvent<unknown>) => {
    const data = event.data as Partial<CartChangedMessage> | null;
    if (data?.type === 'cart-changed' && typeof data.orderCode === 'string' && data.orderCode) {
      listener(data.orderCode);
    }
  };
  open.addEventListener('message', onMessage);
  return () => open.removeEventListener('message', onMessage);
}

/** Listens for other tabs' changes; once per page cache (one per page), however many widgets ask. */
export function listenForCartChanges(queries: QueryEngine): void {
  const shared = cartChannel();
  if (!shared || shared.listening.has(queries)) return;
  shared.listening.add(queries);
  shared.channel.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as Partial<CartChangedMessage> | null;
    if (data?.type === 'cart-changed') void refresh(queries);
  });
}
