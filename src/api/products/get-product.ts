import { getCore } from '../../core/core';
import { isCartError } from '../cart/cart.schema';
import { isApiError } from '../http/api-error';
import { commerceRequest } from '../http/commerce-client';
import { ProductSchema, type Product } from './product.schema';
import { PERSONAL } from '../../core/personal-data';
import { pageQueryOptions } from '../../core/queries/page-query';

/** The first key segment of every product lookup. */
export const PRODUCT_KEY = 'product';

/**
 * GET products/{codeOrIsbn}: the product priced for the site (with the signed-in shopper's
 * restriction, if any), or null when no product has that code or ISBN.
 */
export async function fetchProduct(key: string, signal?: AbortSignal): Promise<Product | null> {
  const query = new URLSearchParams({ lang: getCore().store.site.language });
  try {
    return await commerceRequest(`/products/${encodeURIComponent(key)}?${query}`, {
      schema: ProductSchema,
      signal,
    });
  } catch (error) {
    // OCC: 400 UnknownIdentifierError (a gateway mapping it to 404 means the same).
    const refused = isApiError(error) && (error.status === 400 || error.status === 404);
    if (refused && isCartError(error.info, 'unknownProduct')) return null;
    throw error;
  }
}

/**
 * One lookup per normalised code and shopper. A product's answer does not change while the page
 * is open, so it is never refetched on focus or mount: retyping a code the page has seen costs no
 * request. A failure is not retried behind the shopper's back (they get a "try again" instead).
 */
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
