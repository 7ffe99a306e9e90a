import { pageQueryOptions } from '../../core/queries/page-query';
import { usePageQuery } from '../../core/queries/use-page-query';
import { PERSONAL } from '../../core/queries/personal-data';
import { cartsPath } from '../cart/cart-owner';
import { CART_KEY } from '../cart/get-cart';
import { commerceRequest } from '../http/commerce-client';
import { QuotePreviewSchema, type QuotePreview } from './quote.schema';

/** What a quote of the current cart would get if created now, so the create dialog can warn. */
export function getQuotePreview(signal?: AbortSignal): Promise<QuotePreview> {
  return commerceRequest(`${cartsPath('current', 'current')}/quote-preview`, {
    schema: QuotePreviewSchema,
    signal,
  });
}

/** Under the cart's key: a cart change anywhere (cart-sync) asks again. */
export function quotePreviewQueryOptions(userId: string | undefined) {
  return pageQueryOptions({
    queryKey: [CART_KEY, 'quote-preview', userId],
    meta: PERSONAL,
    queryFn: ({ signal }) => getQuotePreview(signal),
    enabled: Boolean(userId),
  });
}

export function useQuotePreview(userId: string | undefined) {
  return usePageQuery(quotePreviewQueryOptions(userId));
}
