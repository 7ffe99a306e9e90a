import * as v from 'valibot';
import {
  PaginationSchema,
  PriceSchema,
  ProductSummarySchema,
  PurchaseRestrictionSchema,
} from './product.schema';

/**
 * The product as SAP Commerce's OCC v2 sends it (ProductWsDTO, ImageWsDTO, PriceWsDTO,
 * StockWsDTO), read only by product-converter.ts. Besides OCC's `code`, `name`, `price`, `stock`
 * and `images`, the fields are the store's own attributes, which a SAP Commerce project adds to
 * ProductWsDTO as extension attributes under our names.
 */

/** ImageWsDTO: `imageType` (PRIMARY, GALLERY), `altText` and `galleryIndex` are not read. */
export const OccImageSchema = v.object({
  format: v.string(),
  url: v.string(),
  imageType: v.optional(v.string()),
  altText: v.optional(v.string()),
  galleryIndex: v.optional(v.number()),
});
export type OccImage = v.InferOutput<typeof OccImageSchema>;

/** PriceWsDTO; `priceType` (BUY, or FROM for a base product's lowest variant) is not read. */
export const OccPriceSchema = v.object({
  ...PriceSchema.entries,
  priceType: v.optional(v.string()),
});

/**
 * StockWsDTO. `stockLevelStatus` is an open list (SAP's inStock, lowStock, outOfStock; a project
 * may add its own); `stockLevel` is left out for a force-in-stock product.
 */
export const OccStockSchema = v.object({
  stockLevelStatus: v.string(),
  stockLevel: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});
export type OccStock = v.InferOutput<typeof OccStockSchema>;

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
  purchasable: v.optional(v.boolean()),
});
export type OccProductRef = v.InferOutput<typeof OccProductRefSchema>;

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
