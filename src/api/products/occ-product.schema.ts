import * as v from 'valibot';
import { OccProductRefSchema } from './occ-product-ref.schema';
import { PriceSchema, PurchaseRestrictionSchema, StockLevelStatusSchema } from './product.schema';

// The product as OCC v2 sends it, read only by product-converter.ts (a cart entry's product:
// occ-product-ref.schema.ts). Beyond OCC's own fields, the store's extension attributes.

/** Its `priceType` is not read. */
export const OccPriceSchema = PriceSchema;

/** `stockLevelStatus` is an open list: an unknown one is `outOfStock`, promising no stock. */
export const OccStockSchema = v.object({
  stockLevelStatus: v.fallback(StockLevelStatusSchema, 'outOfStock'),
  stockLevel: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});
export type OccStock = v.InferOutput<typeof OccStockSchema>;

export const OccProductSchema = v.object({
  ...OccProductRefSchema.entries,
  format: v.string(),
  discountable: v.boolean(),
  price: OccPriceSchema,
  stock: OccStockSchema,
  /** Store: present only when a shopper is signed in and may not buy this product. */
  restriction: v.optional(PurchaseRestrictionSchema),
});
export type OccProduct = v.InferOutput<typeof OccProductSchema>;
