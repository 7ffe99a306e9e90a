import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { CART_KEY } from '../../src/api/cart/get-cart';
import { ordersQueryOptions } from '../../src/api/orders/get-orders';
import { orderQueryOptions } from '../../src/api/orders/get-order';
import { announceCartChange } from '../../src/ui/cart/cart-sync';

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

    const refreshed = announceCartChange(client);
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
    await announceCartChange(client);
    expect(client.getQueryState(list.queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(order.queryKey)?.isInvalidated).toBe(false);
  });
});
