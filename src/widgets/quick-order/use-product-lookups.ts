import { useCore } from '../../core/react/core-context';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import type { CartUser } from '../../api/cart/cart.schema';
import { lookupKeys, type ProductLookup } from '../../rules/cart/quick-order-rows';
import { productQueryOptions } from '../../api/products/get-product';
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
 * Runs the lookups and follows the cart. Each settled entry's lookup is a watch on the page's cache
 * (`core.queries`).
 */
export const QuickOrderWatchers = memo(function QuickOrderWatchers({
  keys,
  userId,
  enabled,
  signedIn,
  onChange,
}: WatchersProps) {
  const { queries } = useCore();
  const [lookups, setLookups] = useState(0);
  useEffect(() => {
    if (!enabled || keys === '') return undefined;
    const changed = () => setLookups((version) => version + 1);
    // Only what was never asked is read: an answered lookup is final (`staleTime: Infinity`), a
    // failed one waits for "Try again" (`retryOnMount: false`).
    const watches = keys
      .split('\n')
      .map((key) => queries.observe(lookupOptions(key, userId), changed));
    changed();
    return () => {
      for (const watch of watches) watch.close();
    };
  }, [keys, userId, enabled, queries]);
  const activeCart = useActiveCart();
  const cart = activeCart.cart;
  const cartUser = signedIn && cart && cart.user.uid !== 'anonymous' ? cart.user : undefined;
  useEffect(() => onChange({ lookups: String(lookups), cartUser }), [lookups, cartUser, onChange]);
  return null;
});

const lookupOptions = (key: string, userId: string | undefined) => ({
  ...productQueryOptions(key, userId),
  retryOnMount: false,
});

/** Reads lookups from the cache (memoised until a lookup answers), and retries one. */
export function useProductLookups(userId: string | undefined, version: string): ProductLookups {
  const { queries } = useCore();

  const read = useMemo(() => {
    // A keystroke re-validates every row: read each key from the cache once per version.
    const seen = new Map<string, ProductLookup<Product> | undefined>();
    return (key: string): ProductLookup<Product> | undefined => {
      if (seen.has(key)) return seen.get(key);
      const state = queries.peek(lookupOptions(key, userId));
      let lookup: ProductLookup<Product>;
      if (state.status === 'success') {
        lookup = state.data ? { status: 'found', product: state.data } : { status: 'notFound' };
      } else if (state.status === 'error' && !state.isFetching) {
        lookup = { status: 'failed' };
      } else {
        lookup = { status: 'pending' };
      }
      // Only answered lookups are kept: a pending one may answer before the next version.
      if (lookup.status !== 'pending') seen.set(key, lookup);
      return lookup;
    };
    // `version` changes whenever a watched lookup does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queries, userId, version]);

  const retry = useCallback(
    (key: string) => {
      // Read again outright, whatever the cache holds (a failure stays in it).
      void queries.fetch({ ...lookupOptions(key, userId), staleTime: 0 }).catch(() => {});
    },
    [queries, userId],
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
