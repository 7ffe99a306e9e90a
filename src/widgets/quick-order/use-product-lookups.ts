import { useQueryClient } from '../../core/queries/use-query';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import type { CartUser } from '../../api/cart/cart.schema';
import { lookupKeys, type ProductLookup } from '../../rules/cart/quick-order-rows';
import { PRODUCT_KEY, productQueryOptions } from '../../api/products/get-product';
import type { Product } from '../../api/products/product.schema';
import { useActiveCart } from '../../ui/cart/use-active-cart';
import type { RowState } from './quick-order-state';

/**
 * The quick order's cache subscriptions (product lookups of settled rows, the cart for the shopper's
 * level), in a memoised child so a keystroke never re-runs them.
 */

export interface ProductLookups {
  /** What the cache knows about a normalised entry. */
  read: (key: string) => ProductLookup<Product> | undefined;
  retry: (key: string) => void;
}

/** The normalised entries to look up: each row's settled entry, when it can be a code. */
export function settledKeys(rows: readonly RowState[]): string {
  // A string, so a keystroke that settles nothing keeps the same list of queries.
  return lookupKeys(rows.map((row) => ({ entry: row.settledEntry }))).join('\n');
}

export interface WatchedState {
  /** Changes whenever a lookup answers (the form then reads the cache again). */
  lookups: string;
  /** The signed-in shopper as their cart describes them; undefined without a cart. */
  cartUser: CartUser | undefined;
}

interface WatchersProps {
  keys: string;
  userId: string | undefined;
  /** False while the session check runs: a lookup is per shopper. */
  enabled: boolean;
  signedIn: boolean;
  onChange: (state: WatchedState) => void;
}

/**
 * Runs the lookups and follows the cart. Lookups go straight through the cache: `useQueries` would
 * put the multi-query observer into the runtime every page downloads.
 */
export const QuickOrderWatchers = memo(function QuickOrderWatchers({
  keys,
  userId,
  enabled,
  signedIn,
  onChange,
}: WatchersProps) {
  const queryClient = useQueryClient();
  const [lookups, setLookups] = useState('');
  useEffect(() => {
    if (!enabled || keys === '') {
      setLookups('');
      return undefined;
    }
    const wanted = keys.split('\n');
    const watched = new Set(wanted);
    const options = (key: string) => productQueryOptions(key, userId);
    const report = () =>
      setLookups(
        wanted
          .map((key) => {
            const state = queryClient.getQueryState(options(key).queryKey);
            return state
              ? `${state.status}:${state.fetchStatus}:${state.dataUpdatedAt}:${state.errorUpdatedAt}`
              : '-';
          })
          .join(),
      );
    const stop = queryClient.getQueryCache().subscribe((event) => {
      const [kind, key, user] = event.query.queryKey;
      if (kind === PRODUCT_KEY && typeof key === 'string' && watched.has(key)) {
        if (user === (userId ?? 'anonymous')) report();
      }
    });
    // Only what was never asked: an answered lookup is final, a failed one waits for "Try again".
    for (const key of wanted) {
      if (!queryClient.getQueryState(options(key).queryKey)) {
        void queryClient.prefetchQuery(options(key));
      }
    }
    report();
    return stop;
  }, [keys, userId, enabled, queryClient]);
  const activeCart = useActiveCart();
  const cart = activeCart.cart;
  const cartUser = signedIn && cart && cart.user.uid !== 'anonymous' ? cart.user : undefined;
  useEffect(() => onChange({ lookups, cartUser }), [lookups, cartUser, onChange]);
  return null;
});

/** Reads lookups from the cache (memoised until a lookup answers), and retries one. */
export function useProductLookups(userId: string | undefined, version: string): ProductLookups {
  const queryClient = useQueryClient();

  const read = useMemo(() => {
    // A keystroke re-validates every row: read each key from the cache once per version.
    const seen = new Map<string, ProductLookup<Product> | undefined>();
    return (key: string): ProductLookup<Product> | undefined => {
      if (seen.has(key)) return seen.get(key);
      const state = queryClient.getQueryState<Product | null>(
        productQueryOptions(key, userId).queryKey,
      );
      let lookup: ProductLookup<Product> | undefined;
      if (!state) lookup = undefined;
      else if (state.status === 'success') {
        lookup = state.data ? { status: 'found', product: state.data } : { status: 'notFound' };
      } else if (state.status === 'error' && state.fetchStatus === 'idle') {
        lookup = { status: 'failed' };
      } else {
        lookup = { status: 'pending' };
      }
      // Only answered lookups are kept: a pending one may answer before the next version.
      if (lookup && lookup.status !== 'pending') seen.set(key, lookup);
      return lookup;
    };
    // `version` changes whenever a watched lookup does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, userId, version]);

  const retry = useCallback(
    (key: string) => {
      // The lookup has no observer: fetch it again outright (a failure stays in the cache).
      void queryClient
        .fetchQuery({ ...productQueryOptions(key, userId), staleTime: 0 })
        .catch(() => {});
    },
    [queryClient, userId],
  );

  return { read, retry };
}

export function useWatchedState(): [WatchedState, (state: WatchedState) => void] {
  const [state, setState] = useState<WatchedState>({ lookups: '', cartUser: undefined });
  const update = useCallback(
    (next: WatchedState) =>
      setState((previous) =>
        previous.lookups === next.lookups && previous.cartUser === next.cartUser ? previous : next,
      ),
    [],
  );
  return [state, update];
}
