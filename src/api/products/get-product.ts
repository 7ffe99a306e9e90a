import { getCore } from '../../core/core';
import { isCartError } from '../cart/cart.schema';
import { isApiError } from '../http/api-error';
import { commerceRequest } from '../http/commerce-client';
import { OccProductSchema } from './occ-product.schema';
import { PRODUCT_FIELDS, toProduct } from './product-converter';
import type { Product } from './product.schema';
import { PERSONAL } from '../../core/queries/personal-data';
import { pageQueryOptions } from '../../core/queries/page-query';

export const PRODUCT_KEY = 'product';

/** Null when no product has that code or ISBN (the ISBN lookup is the store's, on OCC's call). */
export async function fetchProduct(key: string, signal?: AbortSignal): Promise<Product | null> {
  const query = new URLSearchParams({
    fields: PRODUCT_FIELDS,
    lang: getCore().store.site.language,
  });
  try {
    const occ = await commerceRequest(`/products/${encodeURIComponent(key)}?${query}`, {
      schema: OccProductSchema,
      signal,
    });
    return toProduct(occ);
  } catch (error) {
    // OCC answers 400; a gateway mapping it to 404 means the same.
    const refused = isApiError(error) && (error.status === 400 || error.status === 404);
    if (refused && isCartError(error.info, 'unknownProduct')) return null;
    throw error;
  }
}

/** A product does not change while the page is open: never refetched, a failure not retried. */
export function productQueryOptions(key: string, userId: string | undefined) {
  const { locale } = getCore().store.site;
  return pageQueryOptions({
    queryKey: [PRODUCT_KEY, key, userId ?? 'anonymous', locale],
    meta: userId === undefined ? undefined : PERSONAL,
    queryFn: ({ signal }) => fetchProduct(key, signal),
    staleTime: Infinity,
    retry: false,
  });
}
