import * as v from 'valibot';
import { ProductImageSchema, ProductSummarySchema } from './product.schema';

export const OccImageSchema = ProductImageSchema;
export type OccImage = v.InferOutput<typeof OccImageSchema>;

/** The product a cart entry carries. OCC's `purchasable` is not the store's `buyableOnline`. */
export const OccProductRefSchema = v.object({
  ...ProductSummarySchema.entries,
  aimsweb: v.optional(v.boolean(), false),
  digital: v.optional(v.boolean(), false),
  minOrderQuantity: v.optional(ProductSummarySchema.entries.minOrderQuantity, 1),
  images: v.optional(v.array(OccImageSchema)),
});
export type OccProductRef = v.InferOutput<typeof OccProductRefSchema>;
