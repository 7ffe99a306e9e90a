import * as v from 'valibot';
import { isApiError } from '../http/api-error';
import { matchesCommerceError, type CommerceErrorCode } from '../http/occ-errors';
import {
  PriceSchema,
  ProductSummarySchema,
  PurchaseRestrictionSchema,
} from '../products/product.schema';
import { TrainingDetailsWireSchema, type TrainingDetailsBody } from './training-details.schema';

/** Our cart, its bodies and its OCC error codes (the wire shapes: occ-cart.schema.ts). */

/** University adoption pricing (UAP) on the cart. */
export const UapStatusSchema = v.picklist(['UAP_APPLIED', 'UAP_LIMIT_REACHED', 'UAP_EXPIRED']);
export type UapStatus = v.InferOutput<typeof UapStatusSchema>;

/** Organisation-level discount (OLD) of the signed-in shopper's organisation. */
export const OrgDiscountStatusSchema = v.picklist([
  'OLD_APPLIED',
  'OLD_EXPIRED',
  'OLD_NOT_STARTED',
]);
export type OrgDiscountStatus = v.InferOutput<typeof OrgDiscountStatusSchema>;

export const AppliedVoucherSchema = v.object({
  code: v.pipe(v.string(), v.minLength(1)),
  name: v.string(),
  description: v.optional(v.string()),
  /** Percentage off, when the code is a percentage discount. */
  value: v.optional(v.number()),
  appliedValue: v.optional(PriceSchema),
});
export type AppliedVoucher = v.InferOutput<typeof AppliedVoucherSchema>;

export const CartEntrySchema = v.object({
  /** From 0; renumbered when an entry is removed, as OCC does. */
  entryNumber: v.pipe(v.number(), v.integer(), v.minValue(0)),
  product: ProductSummarySchema,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  basePrice: PriceSchema,
  /** basePrice × quantity, before discounts. */
  totalPrice: PriceSchema,
  /** What the promotions take off this entry (0 when notDiscountable). */
  totalDiscounts: PriceSchema,
  notDiscountable: v.boolean(),
  /** `inStock` or an unreleased product's ISO ship date (ships apart); no valibot action: size. */
  availability: v.optional(v.string()),
  /** The owner may not buy this product; applies once the buyer is known (merge, sign-in). */
  restriction: v.optional(PurchaseRestrictionSchema),
  /** Missing on a training entry until the shopper gives them; checkout waits for them. */
  trainingDetails: v.optional(TrainingDetailsWireSchema),
});
export type CartEntry = v.InferOutput<typeof CartEntrySchema>;

export const StockNoticeSchema = v.object({
  productCode: v.string(),
  requested: v.pipe(v.number(), v.integer(), v.minValue(0)),
  granted: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type StockNotice = v.InferOutput<typeof StockNoticeSchema>;

export const CartUserSchema = v.object({
  /** `anonymous` or the owner's user id. */
  uid: v.string(),
  accountType: v.optional(v.picklist(['ORGANIZATION', 'PERSONAL'])),
  qualificationLevel: v.optional(v.picklist(['A', 'AB', 'ABC'])),
});
export type CartUser = v.InferOutput<typeof CartUserSchema>;

export const CartSchema = v.object({
  /** Cart number; the id of a signed-in shopper's cart. */
  code: v.pipe(v.string(), v.minLength(1)),
  /** The id of an anonymous cart, and what a merge names. */
  guid: v.pipe(v.string(), v.minLength(1)),
  user: CartUserSchema,
  entries: v.array(CartEntrySchema),
  /** Number of entries (OCC totalItems). */
  totalItems: v.pipe(v.number(), v.integer(), v.minValue(0)),
  totalUnitCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Sum of the entries' totalPrice: before discounts. */
  subTotal: PriceSchema,
  /** Sum of the entries' totalDiscounts (organisation discount, UAP and promotion codes). */
  totalDiscounts: PriceSchema,
  /** subTotal − totalDiscounts. No delivery or tax in a cart. */
  totalPrice: PriceSchema,
  appliedVouchers: v.array(AppliedVoucherSchema),
  uapStatus: v.optional(UapStatusSchema),
  uapLabel: v.optional(v.string()),
  orgDiscountStatus: v.optional(OrgDiscountStatusSchema),
  orgDiscountLabel: v.optional(v.string()),
  stockNotices: v.array(StockNoticeSchema),
  name: v.optional(v.string()),
  description: v.optional(v.string()),
  /** ISO date-time; present exactly when the cart is a saved cart. */
  saveTime: v.optional(v.string()),
});
export type Cart = v.InferOutput<typeof CartSchema>;

/** Anything but `success` means the cart holds less than was asked (OCC CartModificationWsDTO). */
export const CartModificationStatusSchema = v.picklist([
  'success',
  'lowStock',
  'noStock',
  'maxOrderQuantityExceeded',
]);
export type CartModificationStatus = v.InferOutput<typeof CartModificationStatusSchema>;

export const CartModificationSchema = v.object({
  statusCode: CartModificationStatusSchema,
  statusMessage: v.optional(v.string()),
  /** What this request changed the entry's quantity by (negative when an update lowered it). */
  quantityAdded: v.pipe(v.number(), v.integer()),
  /** The entry's quantity afterwards (0 when it is not in the cart). */
  quantity: v.pipe(v.number(), v.integer(), v.minValue(0)),
  entry: v.optional(CartEntrySchema),
});
export type CartModification = v.InferOutput<typeof CartModificationSchema>;

export interface AddEntryBody {
  product: { code: string };
  quantity?: number;
  /** Signed-in shoppers only; may follow later. */
  trainingDetails?: TrainingDetailsBody;
}

/** Several lines at once: all are added or, when one is refused, none. */
export interface AddEntriesBody {
  orderEntries: AddEntryBody[];
}

/** Quantity 0 removes the entry. */
export interface UpdateEntryBody {
  quantity: number;
}

export const CART_ERRORS = {
  invalidToken: { type: 'InvalidTokenError' },
  forbidden: { type: 'ForbiddenError' },
  unknownBaseSite: { type: 'InvalidResourceError', reason: 'unknownBaseSite' },
  /** Also when the anonymous guid was taken over at sign-in. */
  cartNotFound: { type: 'CartError', reason: 'notFound' },
  cartNotSaved: { type: 'CartError', reason: 'notSaved' },
  /** A merge's cart is gone or not this user's; `subject` names which. */
  cannotRestore: { type: 'CartError', reason: 'cannotRestore' },
  entryNotFound: { type: 'CartEntryError', reason: 'notFound' },
  unknownProduct: { type: 'UnknownIdentifierError' },
  notBuyableOnline: { type: 'CartEntryError', reason: 'notBuyableOnline' },
  minOrderQuantity: { type: 'CartEntryError', reason: 'minOrderQuantity' },
  qualificationLevel: { type: 'CartEntryError', reason: 'qualificationLevel' },
  /** aimswebPlus products need an organisation account. */
  accountType: { type: 'CartEntryError', reason: 'accountType' },
  /** Missing, not an integer, or not positive (0 allowed on update: it removes). */
  invalidQuantity: { type: 'ValidationError', reason: 'invalidQuantity' },
  invalidBody: { type: 'ValidationError', reason: 'invalid' },
  saveCartNameMissing: { type: 'ValidationError', reason: 'missing', subject: 'saveCartName' },
  saveCartNameInvalid: { type: 'ValidationError', reason: 'invalid', subject: 'saveCartName' },
  saveCartNameTooLong: { type: 'ValidationError', reason: 'tooLong', subject: 'saveCartName' },
  saveCartDescriptionTooLong: {
    type: 'ValidationError',
    reason: 'tooLong',
    subject: 'saveCartDescription',
  },
  /** OCC names the cause only in `message`; `coupon.not.applicable` is the store's own. */
  voucherInvalid: { type: 'VoucherOperationError', message: 'coupon.invalid.code.provided' },
  voucherInactive: { type: 'VoucherOperationError', message: 'coupon.not.active.expired' },
  voucherRedeemed: { type: 'VoucherOperationError', message: 'coupon.already.redeemed' },
  voucherAlreadyApplied: { type: 'VoucherOperationError', message: 'coupon.already.exists.cart' },
  voucherNotApplicable: { type: 'VoucherOperationError', message: 'coupon.not.applicable' },
  voucherNotApplied: { type: 'VoucherOperationError', message: 'coupon.invalid.code.provided' },
  /** A visitor's cart may not hold a training; refused details name the field as `subject`. */
  trainingNeedsLogin: { type: 'ForbiddenError', reason: 'trainingNeedsLogin' },
  trainingDetailsInvalid: { type: 'ValidationError', reason: 'trainingDetails' },
  notTraining: { type: 'CartEntryError', reason: 'notTraining' },
} as const satisfies Record<string, CommerceErrorCode>;
export type CartErrorKey = keyof typeof CART_ERRORS;

export function isCartError(info: unknown, key: CartErrorKey): boolean {
  return matchesCommerceError(info, CART_ERRORS[key]);
}

/** The cart is gone. OCC answers 400; a gateway that maps it to 404 means the same. */
export function isCartNotFound(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.status === 400 || error.status === 404) &&
    isCartError(error.info, 'cartNotFound')
  );
}

/** A merge refused because its anonymous cart (`guid`) is gone: merged already, or expired. */
export function isMergeSourceGone(error: unknown, guid: string): boolean {
  return (
    isApiError(error) &&
    matchesCommerceError(error.info, { ...CART_ERRORS.cannotRestore, subject: guid })
  );
}
