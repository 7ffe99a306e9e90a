import * as v from 'valibot';
import { OccProductSchema } from './occ-product.schema';
import { PaginationSchema } from './product.schema';

// Apart from occ-product.schema.ts: no widget searches, so no page ships it.

/**
 * GET products/search (ProductSearchPageWsDTO without facets and sorts): the fake backend's
 * search, which no widget calls; code, ISBN or name contains the query, at most 20 results.
 */
export const OccProductSearchPageSchema = v.object({
  freeTextSearch: v.optional(v.string(), ''),
  products: v.optional(v.array(OccProductSchema), []),
  pagination: PaginationSchema,
});
export type OccProductSearchPage = v.InferOutput<typeof OccProductSearchPageSchema>;
