import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_KEY } from '../../api/cart/get-cart';
import { ordersQueryOptions } from '../../api/orders/get-orders';
import { orderQueryOptions } from '../../api/orders/get-order';
import { resetSharedInstances } from '../../core/platform/shared-instance';
import { announceCartChange, listenForCartChanges } from './cart-sync';
import { createPageQueries } from '../../core/queries/page-queries';

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
    const queries = createPageQueries();
    const answers = ['before the add', 'after the add'];
    let release: (() => void) | undefined;
    const cart = {
      queryKey: [CART_KEY, 'anonymous', 'guid-1'],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        new Promise<string>((resolve, reject) => {
          const answer = answers.shift() ?? 'again';
          // The first read hangs until released: it is on its way when the add finishes.
          if (answer === 'before the add') release = () => resolve(answer);
          else resolve(answer);
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    };
    const watch = queries.observe(cart, () => undefined);
    expect(watch.state().isFetching).toBe(true);

    const refreshed = announceCartChange(queries);
    release?.();
    await refreshed;
    expect(queries.peek(cart).data).toBe('after the add');
    watch.close();
  });

  it('refreshes the order history (Place order is a cart change), not an order already read', async () => {
    const queries = createPageQueries();
    const list = ordersQueryOptions('u-1001', { page: 0 });
    const order = orderQueryOptions('u-1001', 'W09000016');
    // Any answer: only whether each is read again matters.
    const reads = { list: 0, order: 0 };
    const counted = <T>(options: { queryKey: readonly unknown[] }, name: keyof typeof reads) => ({
      ...options,
      queryFn: () => ((reads[name] += 1), Promise.resolve({} as T)),
    });
    await queries.fetch(counted(list, 'list'));
    await queries.fetch(counted(order, 'order'));
    await announceCartChange(queries);
    await queries.fetch(counted(list, 'list'));
    await queries.fetch(counted(order, 'order'));
    expect(reads).toEqual({ list: 2, order: 1 });
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
    const queries = createPageQueries();
    const invalidate = vi.spyOn(queries, 'invalidate');
    listenForCartChanges(queries);
    listenForCartChanges(queries);
    await otherTabSays({ type: 'cart-changed' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: [CART_KEY] });
    expect(
      invalidate.mock.calls.filter(
        ([filter]) => 'queryKey' in filter && filter.queryKey[0] === CART_KEY,
      ),
    ).toHaveLength(1);
  });

  it('stops listening once the shared core is reset (the channel is closed, not left open)', async () => {
    const queries = createPageQueries();
    const invalidate = vi.spyOn(queries, 'invalidate');
    listenForCartChanges(queries);
    resetSharedInstances();
    await otherTabSays({ type: 'cart-changed' });
    expect(invalidate).not.toHaveBeenCalled();
  });
});
