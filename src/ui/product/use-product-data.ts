import type { Snapshot } from 'valtio/vanilla';
import { productQueryOptions } from '../../api/products/get-product';
import type { Product } from '../../api/products/product.schema';
import { usePageQuery } from '../../core/queries/use-page-query';
import { useStoreSelector } from '../../core/react/use-store';
import { activeEmulation } from '../../core/store/emulation';
import type { StoreState } from '../../core/store/store';
import { useStartedSession } from '../session/use-started-session';

const selectCustomer = (state: Snapshot<StoreState>) => activeEmulation(state)?.customerId;

/**
 * Whose prices and restrictions the platform answers with: the signed-in shopper, or the
 * customer an agent acts for. A new shopper or customer is a new key, so every element showing
 * the product reads it again for them; undefined for a visitor.
 */
export function useProductShopper(): { loading: boolean; shopper: string | undefined } {
  const session = useStartedSession();
  const customer = useStoreSelector(selectCustomer);
  const user = session.user?.id;
  const shopper = user === undefined ? undefined : customer ? `${user}>${customer}` : user;
  return { loading: session.loading, shopper };
}

export type ProductData =
  | { status: 'loading' }
  | { status: 'ready'; product: Product }
  | { status: 'missing' }
  | { status: 'failed' };

/**
 * The product of `code` for the current shopper, from the page's cache: every element showing
 * one product for one shopper shares one request (the key of `<store-add-to-cart>` and the quick
 * order too). Waits for the session, so a signed-in shopper never reads the visitor's price first.
 */
export function useProductData(code: string | undefined): ProductData {
  const { loading, shopper } = useProductShopper();
  const read = usePageQuery({
    ...productQueryOptions(code ?? '', shopper),
    enabled: code !== undefined && !loading,
    // A visitor's answer holds while the signed-in read runs (never the other way round: the
    // account's prices are not shown to whoever is next).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === code && previousQuery?.queryKey[2] === 'anonymous'
        ? previous
        : undefined,
  });
  if (read.isError) return { status: 'failed' };
  if (read.data === null) return { status: 'missing' };
  if (read.data === undefined) return { status: 'loading' };
  return { status: 'ready', product: read.data };
}
