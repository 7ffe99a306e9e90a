import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_KEY } from '../../api/cart/get-cart';
import { ordersQueryOptions } from '../../api/orders/get-orders';
import { orderQueryOptions } from '../../api/orders/get-order';
import { resetSharedInstances } from '../../core/platform/shared-instance';
import { announceCartChange, listenForCartChanges } from './cart-sync';
import { tanstackEngine } from '../../core/queries/tanstack-engine';

const globals = globalThis as Record<string, unknown>;

// A valid page configuration: the order queries' keys hold the site's language.
beforeEach(() => {
  globals.storeWidgetsConfig = { platformKey: 'pk', host: 'www.assessments.com' };
});

afterEach(() => {
  delete globals.storeWidgetsConfig;
});

describe('announceCartChange', () => {
  it('reads a cart again whose first read left before the change (it is not reused)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 300_000 } } });
    const answers = ['before the add', 'after the add'];
    let release: (() => void) | undefined;
    const observer = new QueryObserver(client, {
      queryKey: [CART_KEY, 'anonymous', 'guid-1'],
      queryFn: ({ signal }) =>
        new Promise<string>((resolve, reject) => {
          const answer = answers.shift() ?? 'again';
          // The first read hangs until released: it is on its way when the add finishes.
          if (answer === 'before the add') release = () => resolve(answer);
          else resolve(answer);
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await Promise.resolve();
    expect(observer.getCurrentResult().fetchStatus).toBe('fetching');

    const refreshed = announceCartChange(tanstackEngine(client).engine);
    release?.();
    await refreshed;
    expect(client.getQueryData([CART_KEY, 'anonymous', 'guid-1'])).toBe('after the add');
    unsubscribe();
  });

  it('refreshes the order history (Place order is a cart change), not an order already read', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 300_000 } } });
    const list = ordersQueryOptions('u-1001', { page: 0 });
    const order = orderQueryOptions('u-1001', 'W09000016');
    client.setQueryData(list.queryKey, {
      orders: [],
      pagination: { currentPage: 0, pageSize: 10, totalPages: 0, totalResults: 0 },
    });
    // Any value: only whether it is read again matters.
    client.setQueryData(order.queryKey, {} as never);
    await announceCartChange(tanstackEngine(client).engine);
    expect(client.getQueryState(list.queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(order.queryKey)?.isInvalidated).toBe(false);
  });
});

describe('listenForCartChanges', () => {
  const otherTabSays = async (message: unknown) => {
    const otherTab = new BroadcastChannel('store-widgets.cart');
    otherTab.postMessage(message);
    otherTab.close();
    // The message arrives in a later task; the refresh it starts, in microtasks after it.
    await new Promise((resolve) => setTimeout(resolve, 50));
  };

  it('refreshes the page’s cart once per change of another tab, however many widgets listen', async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const queries = tanstackEngine(client).engine;
    listenForCartChanges(queries);
    listenForCartChanges(queries);
    await otherTabSays({ type: 'cart-changed' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: [CART_KEY] });
    expect(
      invalidate.mock.calls.filter(([filters]) => filters?.queryKey?.[0] === CART_KEY),
    ).toHaveLength(1);
  });

  it('stops listening once the shared core is reset (the channel is closed, not left open)', async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    listenForCartChanges(tanstackEngine(client).engine);
    resetSharedInstances();
    await otherTabSays({ type: 'cart-changed' });
    expect(invalidate).not.toHaveBeenCalled();
  });
});
