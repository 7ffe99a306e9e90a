import { CART_KEY } from '../../api/cart/get-cart';
import { SAVED_CARTS_KEY } from '../../api/cart/saved-carts-key';
import { ORDER_LIST_KEY } from '../../api/orders/orders-key';
import type { QueryEngine } from '../../core/queries/query-engine';
import { sharedInstance, type ClosedOnReset } from '../../core/platform/shared-instance';

// Keeps every cart widget current: one query cache in this tab, a BroadcastChannel to the others.
const CHANNEL_NAME = 'store-widgets.cart';

interface CartChangedMessage {
  type: 'cart-changed';
  orderCode?: string;
}

interface CartChannel extends ClosedOnReset {
  channel: BroadcastChannel;
  listening: WeakSet<QueryEngine>;
}

// Shared like the core: two copies of our code on one page listen once, not once per copy.
function cartChannel(): CartChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  return sharedInstance<CartChannel>('cart-channel', () => {
    const channel = new BroadcastChannel(CHANNEL_NAME);
    return { channel, listening: new WeakSet(), closeOnReset: () => channel.close() };
  });
}

async function refresh(queries: QueryEngine): Promise<unknown> {
  // A read in flight may predate the change, and the cache would hand its stale answer to the
  // refresh: cancel first. The order list too, as Place order is a cart change.
  // Read again after the widgets have rendered what caused it (a placed order's confirmation no
  // longer watches the checkout): whoever waits on a cancelled read gets the new one.
  const keys = [[CART_KEY], [SAVED_CARTS_KEY], ORDER_LIST_KEY];
  await Promise.all(keys.map((queryKey) => queries.cancel({ queryKey })));
  return Promise.all(keys.map((queryKey) => queries.invalidate({ queryKey })));
}

/** Refreshes this tab's cart queries and tells the other tabs (`orderCode`: Place order). */
export function announceCartChange(queries: QueryEngine, orderCode?: string): Promise<unknown> {
  tellOtherTabsCartChanged(orderCode);
  return refresh(queries);
}

/** Tells only the other tabs: the caller already holds the new state. */
export function tellOtherTabsCartChanged(orderCode?: string): void {
  const message: CartChangedMessage = { type: 'cart-changed', ...(orderCode ? { orderCode } : {}) };
  cartChannel()?.channel.postMessage(message);
}

/** Runs in the message's task, so a checkout hears of the order before it sees the cart empty. */
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

/** Listens for other tabs' changes once per page cache, however many widgets ask. */
export function listenForCartChanges(queries: QueryEngine): void {
  const shared = cartChannel();
  if (!shared || shared.listening.has(queries)) return;
  shared.listening.add(queries);
  shared.channel.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as Partial<CartChangedMessage> | null;
    if (data?.type === 'cart-changed') void refresh(queries);
  });
}
