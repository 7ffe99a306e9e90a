import * as v from 'valibot';
import { OccProductSchema } from './occ-product.schema';
import { PaginationSchema } from './product.schema';

// Apart from occ-product.schema.ts: no widget searches, so no page ships it.

/** The fake backend's product search (no facets or sorts). */
export const OccProductSearchPageSchema = v.object({
  freeTextSearch: v.optional(v.string(), ''),
  products: v.optional(v.array(OccProductSchema), []),
  pagination: PaginationSchema,
});
export type OccProductSearchPage = v.InferOutput<typeof OccProductSearchPageSchema>;
