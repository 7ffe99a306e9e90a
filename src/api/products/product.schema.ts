import * as v from 'valibot';

/** Our product models, as the widgets read them (OCC's: occ-product.schema.ts). */

/** An amount in the base site's currency, as OCC's PriceWsDTO. */
export const PriceSchema = v.object({
  value: v.number(),
  currencyIso: v.pipe(v.string(), v.length(3)),
  formattedValue: v.string(),
});
export type Price = v.InferOutput<typeof PriceSchema>;

/** C is highest. */
export const ProductQualificationLevelSchema = v.picklist(['A', 'B', 'C']);
export type ProductQualificationLevel = v.InferOutput<typeof ProductQualificationLevelSchema>;

/** Why the signed-in shopper may not buy a product (not buyable online: `buyableOnline`). */
export const PurchaseRestrictionReasonSchema = v.picklist(['qualificationLevel', 'accountType']);
export type PurchaseRestrictionReason = v.InferOutput<typeof PurchaseRestrictionReasonSchema>;

export const PurchaseRestrictionSchema = v.object({
  reason: PurchaseRestrictionReasonSchema,
  message: v.string(),
});
export type PurchaseRestriction = v.InferOutput<typeof PurchaseRestrictionSchema>;

/** OCC's ImageWsDTO; `url` is relative to the commerce API's origin. */
export const ProductImageSchema = v.object({ format: v.string(), url: v.string() });
export type ProductImage = v.InferOutput<typeof ProductImageSchema>;

export const ProductSummarySchema = v.object({
  code: v.pipe(v.string(), v.minLength(1)),
  isbn13: v.string(),
  name: v.string(),
  programName: v.string(),
  qualificationLevel: ProductQualificationLevelSchema,
  aimsweb: v.boolean(),
  /** The order needs a Q-global account. */
  qglobal: v.optional(v.boolean()),
  /** Needs a signed-in shopper and its details on the cart entry. */
  training: v.optional(v.boolean()),
  digital: v.boolean(),
  /** Shown only with the image-capability flag. */
  images: v.optional(v.array(ProductImageSchema)),
  /** Another publisher makes and supports it (shown only with the third-party-program flag). */
  thirdPartyProgram: v.optional(v.object({ publisher: v.string() })),
  buyableOnline: v.boolean(),
  minOrderQuantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  maxOrderQuantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type ProductSummary = v.InferOutput<typeof ProductSummarySchema>;

export const StockLevelStatusSchema = v.picklist(['inStock', 'lowStock', 'outOfStock']);
export type StockLevelStatus = v.InferOutput<typeof StockLevelStatusSchema>;

export const ProductSchema = v.object({
  ...ProductSummarySchema.entries,
  format: v.string(),
  discountable: v.boolean(),
  price: PriceSchema,
  stock: v.object({
    stockLevelStatus: StockLevelStatusSchema,
    stockLevel: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
  restriction: v.optional(PurchaseRestrictionSchema),
});
export type Product = v.InferOutput<typeof ProductSchema>;

export const PaginationSchema = v.object({
  currentPage: v.pipe(v.number(), v.integer(), v.minValue(0)),
  pageSize: v.pipe(v.number(), v.integer(), v.minValue(1)),
  totalPages: v.pipe(v.number(), v.integer(), v.minValue(0)),
  totalResults: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type Pagination = v.InferOutput<typeof PaginationSchema>;

export const PRODUCT_SEARCH_MAX_RESULTS = 20;
