import { getCore } from '../../core/core';
import { isCartError } from '../cart/cart.schema';
import { isApiError } from '../http/api-error';
import { commerceRequest } from '../http/commerce-client';
import { OccProductSchema } from './occ-product.schema';
import { PRODUCT_FIELDS, toProduct } from './product-converter';
import type { Product } from './product.schema';
import { PERSONAL } from '../../core/queries/personal-data';
import { pageQueryOptions } from '../../core/queries/page-query';

/** The first key segment of every product lookup. */
export const PRODUCT_KEY = 'product';

/**
 * GET products/{codeOrIsbn}: OCC's ProductWsDTO with exactly the fields the converter reads, as
 * our product priced for the site (with the signed-in shopper's restriction, if any), or null
 * when no product has that code or ISBN. OCC takes a code only: the ISBN is the store's own
 * lookup on the same call (docs/commerce-api/occ-call-table.md, row 15).
 */
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
