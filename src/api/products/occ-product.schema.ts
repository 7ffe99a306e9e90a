import * as v from 'valibot';
import { OccProductRefSchema } from './occ-product-ref.schema';
import { PriceSchema, PurchaseRestrictionSchema, StockLevelStatusSchema } from './product.schema';

/**
 * The product as SAP Commerce's OCC v2 sends it (ProductWsDTO, ImageWsDTO, PriceWsDTO,
 * StockWsDTO), read only by product-converter.ts; the product a cart entry carries is
 * occ-product-ref.schema.ts (loaded on every page that reads a cart). Besides OCC's `code`, `name`, `price`, `stock`
 * and `images`, the fields are the store's own attributes, which a SAP Commerce project adds to
 * ProductWsDTO as extension attributes under our names.
 */

/** PriceWsDTO: its `priceType` (BUY, or FROM for a base product's lowest variant) is not read. */
export const OccPriceSchema = PriceSchema;

/**
 * StockWsDTO. `stockLevelStatus` is an open list (SAP's inStock, lowStock, outOfStock; a project
 * may add its own, such as a backorder): one our list does not know reads as `outOfStock`, so
 * nothing promises stock the platform did not confirm. `stockLevel` is left out for a
 * force-in-stock product.
 */
export const OccStockSchema = v.object({
  stockLevelStatus: v.fallback(StockLevelStatusSchema, 'outOfStock'),
  stockLevel: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});
export type OccStock = v.InferOutput<typeof OccStockSchema>;

/** GET products/{productCode}: one product priced for the base site (and the shopper). */
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
