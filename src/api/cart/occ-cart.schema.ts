import * as v from 'valibot';
import { OccProductRefSchema } from '../products/occ-product-ref.schema';
import {
  PaginationSchema,
  PriceSchema,
  PurchaseRestrictionSchema,
} from '../products/product.schema';
import {
  OrgDiscountStatusSchema,
  StockNoticeSchema,
  UapStatusSchema,
  CartUserSchema,
} from './cart.schema';
import { TrainingDetailsWireSchema } from './training-details.schema';

// The cart as OCC v2 sends it, read only by cart-converter.ts. OCC's totals are after discounts,
// unlike ours; "Store" marks the store's extension attributes.

export const OccVoucherSchema = v.object({
  code: v.pipe(v.string(), v.minLength(1)),
  voucherCode: v.optional(v.string()),
  name: v.optional(v.string()),
  description: v.optional(v.string()),
  value: v.optional(v.number()),
  appliedValue: v.optional(PriceSchema),
});
export type OccVoucher = v.InferOutput<typeof OccVoucherSchema>;

export const OccOrderEntrySchema = v.object({
  entryNumber: v.pipe(v.number(), v.integer(), v.minValue(0)),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  product: OccProductRefSchema,
  basePrice: PriceSchema,
  /** basePrice × quantity less this entry's product discounts. */
  totalPrice: PriceSchema,
  notDiscountable: v.optional(v.boolean(), false),
  /** Store: `inStock` or the estimated ship date (ISO date). */
  availability: v.optional(v.string()),
  /** Store: why the cart's owner may not buy it. */
  restriction: v.optional(PurchaseRestrictionSchema),
  trainingDetails: v.optional(TrainingDetailsWireSchema),
});
export type OccOrderEntry = v.InferOutput<typeof OccOrderEntrySchema>;

export const OccCartSchema = v.object({
  code: v.pipe(v.string(), v.minLength(1)),
  guid: v.pipe(v.string(), v.minLength(1)),
  /** OCC's PrincipalWsDTO; `accountType` and `qualificationLevel` are the store's. */
  user: v.optional(CartUserSchema, { uid: 'anonymous' }),
  /** OCC leaves `entries` out of an empty cart. */
  entries: v.optional(v.array(OccOrderEntrySchema), []),
  totalItems: v.pipe(v.number(), v.integer(), v.minValue(0)),
  totalUnitCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  subTotal: PriceSchema,
  totalDiscounts: v.optional(PriceSchema),
  productDiscounts: v.optional(PriceSchema),
  orderDiscounts: v.optional(PriceSchema),
  /** subTotal plus delivery (once a delivery mode is set). */
  totalPrice: PriceSchema,
  deliveryCost: v.optional(PriceSchema),
  appliedVouchers: v.optional(v.array(OccVoucherSchema), []),
  uapStatus: v.optional(UapStatusSchema),
  uapLabel: v.optional(v.string()),
  orgDiscountStatus: v.optional(OrgDiscountStatusSchema),
  orgDiscountLabel: v.optional(v.string()),
  /** Store: insufficient stock reduced these quantities. */
  stockNotices: v.optional(v.array(StockNoticeSchema), []),
  name: v.optional(v.string()),
  description: v.optional(v.string()),
  saveTime: v.optional(v.string()),
});
export type OccCart = v.InferOutput<typeof OccCartSchema>;

export const OccCartListSchema = v.object({
  carts: v.optional(v.array(OccCartSchema), []),
  pagination: v.optional(PaginationSchema),
});

export const OccSaveCartResultSchema = v.object({ savedCartData: OccCartSchema });

/** `statusCode` is an open list (add-ons add their own): the converter reads any value. */
export const OccCartModificationSchema = v.object({
  statusCode: v.string(),
  statusMessage: v.optional(v.string()),
  quantityAdded: v.optional(v.pipe(v.number(), v.integer()), 0),
  quantity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  entry: v.optional(OccOrderEntrySchema),
});
export type OccCartModification = v.InferOutput<typeof OccCartModificationSchema>;

export const OccCartModificationListSchema = v.object({
  cartModifications: v.optional(v.array(OccCartModificationSchema), []),
});
