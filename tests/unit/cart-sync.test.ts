import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { CART_KEY } from '../../src/api/cart/get-cart';
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
});
