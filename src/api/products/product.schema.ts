import * as v from 'valibot';

/**
 * Our product models, as the widgets read them. The platform sends OCC's ProductWsDTO
 * (occ-product.schema.ts), which product-converter.ts turns into these; prices, pagination and
 * the restriction are the same on both sides.
 */

/** An amount in the base site's currency, as OCC's PriceWsDTO. */
export const PriceSchema = v.object({
  value: v.number(),
  currencyIso: v.pipe(v.string(), v.length(3)),
  formattedValue: v.string(),
});
export type Price = v.InferOutput<typeof PriceSchema>;

/** Qualification level a product needs (spec section 6: A, B, C with C highest). */
export const ProductQualificationLevelSchema = v.picklist(['A', 'B', 'C']);
export type ProductQualificationLevel = v.InferOutput<typeof ProductQualificationLevelSchema>;

/**
 * Why the signed-in shopper may not buy a product (spec section 6). `qualificationLevel`: level A
 * buys A, AB buys A and B, ABC buys all; `accountType`: only organisation accounts buy aimswebPlus.
 * Not-buyable-online products carry `buyableOnline: false` instead.
 */
export const PurchaseRestrictionReasonSchema = v.picklist(['qualificationLevel', 'accountType']);
export type PurchaseRestrictionReason = v.InferOutput<typeof PurchaseRestrictionReasonSchema>;

export const PurchaseRestrictionSchema = v.object({
  reason: PurchaseRestrictionReasonSchema,
  /** Technical text for logs; widgets show their own wording. */
  message: v.string(),
});
export type PurchaseRestriction = v.InferOutput<typeof PurchaseRestrictionSchema>;

/**
 * One of a product's pictures, as OCC's ImageWsDTO: `format` says its size (`thumbnail` in lists);
 * `url` is the platform's media path, relative to the commerce API's origin as OCC gives it.
 */
export const ProductImageSchema = v.object({ format: v.string(), url: v.string() });
export type ProductImage = v.InferOutput<typeof ProductImageSchema>;

/** The product fields a cart entry carries. */
export const ProductSummarySchema = v.object({
  code: v.pipe(v.string(), v.minLength(1)),
  isbn13: v.string(),
  name: v.string(),
  programName: v.string(),
  qualificationLevel: ProductQualificationLevelSchema,
  aimsweb: v.boolean(),
  /** A Q-global product (score reports, scoring subscriptions): the order needs a Q-global account. */
  qglobal: v.optional(v.boolean()),
  /**
   * An online training: it needs a signed-in shopper and its details (two preferred dates, contact
   * details, participants) on the cart entry, and extra processing once ordered.
   */
  training: v.optional(v.boolean()),
  digital: v.boolean(),
  /** Shown only with the image-capability flag. */
  images: v.optional(v.array(ProductImageSchema)),
  /**
   * A product another publisher makes and supports, which the store sells under a third-party
   * program (shown only with the third-party-program flag).
   */
  thirdPartyProgram: v.optional(v.object({ publisher: v.string() })),
  buyableOnline: v.boolean(),
  minOrderQuantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  maxOrderQuantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type ProductSummary = v.InferOutput<typeof ProductSummarySchema>;

export const StockLevelStatusSchema = v.picklist(['inStock', 'lowStock', 'outOfStock']);
export type StockLevelStatus = v.InferOutput<typeof StockLevelStatusSchema>;

/** One product, priced for the request's base site (product-converter.ts says how its stock is read). */
export const ProductSchema = v.object({
  ...ProductSummarySchema.entries,
  format: v.string(),
  discountable: v.boolean(),
  price: PriceSchema,
  stock: v.object({
    stockLevelStatus: StockLevelStatusSchema,
    stockLevel: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
  /** Present only when a shopper is signed in and may not buy this product. */
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

/** Most products a search returns. */
export const PRODUCT_SEARCH_MAX_RESULTS = 20;
