import * as v from 'valibot';
import { ProductImageSchema, ProductSummarySchema } from './product.schema';

// ImageWsDTO's `imageType`, `altText` and `galleryIndex` are not read: valibot's objects let fields they do not name through unchecked, and drop them.
export const OccImageSchema = ProductImageSchema;
export type OccImage = v.InferOutput<typeof OccImageSchema>;

/**
 * The product a cart entry carries. OCC's `purchasable` (approved and priced) is not the store's
 * rule, `buyableOnline`, and is not read. A flag the platform leaves out (a null extension
 * attribute) is false; a missing minimum is one.
 */
export const OccProductRefSchema = v.object({
  ...ProductSummarySchema.entries,
  aimsweb: v.optional(v.boolean(), false),
  digital: v.optional(v.boolean(), false),
  minOrderQuantity: v.optional(ProductSummarySchema.entries.minOrderQuantity, 1),
  images: v.optional(v.array(OccImageSchema)),
});
export type OccProductRef = v.InferOutput<typeof OccProductRefSchema>;
