import { useEffect } from 'react';
import type { CartOwner } from '../../api/cart/cart-owner';
import type { Cart } from '../../api/cart/cart.schema';
import { cartQueryOptions, loadCartReads } from '../../api/cart/get-cart';
import { useCore } from '../../core/react/core-context';
import { usePageQuery } from '../../core/queries/use-page-query';
import { listenForCartChanges } from './cart-sync';
import { useCartOwner } from './use-cart-owner';

export type ActiveCartState =
  /** The session check or the first read is under way. */
  | { status: 'loading'; owner: CartOwner | undefined; cart: undefined }
  /** `cart` null: nothing in the cart yet (no cart created). */
  | { status: 'ready'; owner: CartOwner; cart: Cart | null; refreshing: boolean }
  /** The read failed; `cart` keeps the last one read, if any, so nothing vanishes on a blip. */
  | { status: 'error'; owner: CartOwner; cart: Cart | null; error: unknown; retry: () => void };

const WAITING: CartOwner = { userId: 'anonymous', cartId: null };

/** The shopper's active cart, shared by every widget on the page and followed across tabs. */
export function useActiveCart(): ActiveCartState {
  const owner = useCartOwner();
  const { queries } = useCore();
  useEffect(() => listenForCartChanges(queries), [queries]);
  const checking = owner === undefined;
  useEffect(() => {
    // A session being checked is most likely a shopper with a cart: its reads' code comes beside
    // the check, not after it. A visitor without a cart never loads it.
    if (checking) loadCartReads().catch(() => undefined);
  }, [checking]);
  const query = usePageQuery({
    ...cartQueryOptions(owner ?? WAITING),
    enabled: owner !== undefined,
  });
  if (owner === undefined || query.isPending) {
    return { status: 'loading', owner, cart: undefined };
  }
  if (query.isError) {
    return {
      status: 'error',
      owner,
      cart: query.data ?? null,
      error: query.error,
      retry: () => void query.refetch(),
    };
  }
  // Read (status success): the cart, or null for none.
  return { status: 'ready', owner, cart: query.data ?? null, refreshing: query.isFetching };
}
