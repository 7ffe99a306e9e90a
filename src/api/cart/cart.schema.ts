import * as v from 'valibot';
import { isApiError } from '../http/api-error';
import { matchesCommerceError, type CommerceErrorCode } from '../http/occ-errors';
import {
  PriceSchema,
  ProductSummarySchema,
  PurchaseRestrictionSchema,
} from '../products/product.schema';
import { TrainingDetailsWireSchema, type TrainingDetailsBody } from './training-details.schema';

/**
 * Our cart as the widgets see it (OCC's wire shapes are occ-cart.schema.ts; cart-converter.ts maps
 * them), the bodies we send, and the cart's OCC error codes. `userId` is `anonymous` (carts
 * addressed by guid), `current` or the user's id.
 */

// ---------------------------------------------------------------------------------------------
// Promotions (spec section 4)

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

/** A promotion code applied to the cart (OCC VoucherWsDTO, trimmed). */
export const AppliedVoucherSchema = v.object({
  code: v.pipe(v.string(), v.minLength(1)),
  name: v.string(),
  description: v.optional(v.string()),
  /** Percentage off, when the code is a percentage discount. */
  value: v.optional(v.number()),
  /** What the code takes off this cart. */
  appliedValue: v.optional(PriceSchema),
});
export type AppliedVoucher = v.InferOutput<typeof AppliedVoucherSchema>;

// ---------------------------------------------------------------------------------------------
// Cart

/** Spec section 3 cart entry, plus what the widgets need to show and re-validate it. */
export const CartEntrySchema = v.object({
  /** Position in the cart, from 0; entries are renumbered when one is removed (as OCC does). */
  entryNumber: v.pipe(v.number(), v.integer(), v.minValue(0)),
  product: ProductSummarySchema,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Unit price before discounts. */
  basePrice: PriceSchema,
  /** basePrice × quantity: the line value before discounts (totalDiscounts beside it). */
  totalPrice: PriceSchema,
  /** What the promotions take off this entry (0 when notDiscountable). */
  totalDiscounts: PriceSchema,
  notDiscountable: v.boolean(),
  /**
   * When the entry ships: `inStock` (now), or the estimated ship date (ISO date) of a product not
   * yet released. Entries with different values ship separately (spec section 9). Optional: a
   * platform that does not say is taken as `inStock`. Any other string is kept and shown as it is
   * (a plain string check: every valibot action used anywhere lands in the runtime chunk).
   */
  availability: v.optional(v.string()),
  /**
   * Set when the cart's (signed-in) owner may not buy this product: an anonymous cart may hold it,
   * and the rule applies once the buyer is known (merge, restore, sign-in).
   */
  restriction: v.optional(PurchaseRestrictionSchema),
  /**
   * An online training's details (product.training). Missing on a training entry: the shopper has
   * not given them yet, and the cart cannot go to checkout (src/rules/cart/checkout-blockers.ts).
   */
  trainingDetails: v.optional(TrainingDetailsWireSchema),
});
export type CartEntry = v.InferOutput<typeof CartEntrySchema>;

/** Insufficient stock reduced a quantity (spec section 8): what was asked and what was granted. */
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
  /** Sum of the entries' quantities. */
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
  /** Set by save (spec section 3: name, optional description); kept after a restore. */
  name: v.optional(v.string()),
  description: v.optional(v.string()),
  /** ISO date-time; present exactly when the cart is a saved cart. */
  saveTime: v.optional(v.string()),
});
export type Cart = v.InferOutput<typeof CartSchema>;

// ---------------------------------------------------------------------------------------------
// Entry changes

/**
 * Outcome of adding or updating an entry (OCC CartModificationWsDTO). Anything but `success`
 * means the cart holds less than was asked: `lowStock` (stock reduced the quantity, the cart also
 * carries a stock notice), `noStock` (nothing added), `maxOrderQuantityExceeded` (capped at the
 * product's maximum).
 */
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
  /** The entry afterwards; absent when nothing is in the cart for this product. */
  entry: v.optional(CartEntrySchema),
});
export type CartModification = v.InferOutput<typeof CartModificationSchema>;

/** POST carts/{cartId}/entries body. */
export interface AddEntryBody {
  product: { code: string };
  quantity?: number;
  /** An online training's details (signed-in shoppers only; may follow later, see CART_ERRORS). */
  trainingDetails?: TrainingDetailsBody;
}

/**
 * POST carts/{cartId}/entries body for several lines at once (OCC's multi-entry add): all lines are
 * added or, when one is refused, none.
 */
export interface AddEntriesBody {
  orderEntries: AddEntryBody[];
}

/** PATCH carts/{cartId}/entries/{entryNumber} body; quantity 0 removes the entry. */
export interface UpdateEntryBody {
  quantity: number;
}

// ---------------------------------------------------------------------------------------------
// Errors

/**
 * The `type` / `reason` pairs the cart endpoints answer with. Widgets pick their message from these
 * (spec section 8); `message` is technical text for logs.
 */
export const CART_ERRORS = {
  /** 401: no or expired bearer on a non-anonymous user id. */
  invalidToken: { type: 'InvalidTokenError' },
  /** 403: another user's id, or a saved-cart operation as anonymous. */
  forbidden: { type: 'ForbiddenError' },
  /** 400: unknown or missing X-Site-Id / baseSiteId. */
  unknownBaseSite: { type: 'InvalidResourceError', reason: 'unknownBaseSite' },
  /** 400 (OCC answers a missing cart so): no such cart for this user, or the anonymous guid was taken over at sign-in. */
  cartNotFound: { type: 'CartError', reason: 'notFound' },
  /** 400: restore of a cart that is not saved. */
  cartNotSaved: { type: 'CartError', reason: 'notSaved' },
  /**
   * 400: a merge's carts: the anonymous `oldCartId` is gone ("Cart is not anonymous"), or
   * `toMergeCartGuid` is not this user's ("Cart is not current user's cart"); `subject` names
   * which (isMergeSourceGone).
   */
  cannotRestore: { type: 'CartError', reason: 'cannotRestore' },
  /** 400 (as OCC): no entry with that number. */
  entryNotFound: { type: 'CartEntryError', reason: 'notFound' },
  /** 400, on add and on product lookup: no product with that code or ISBN (OCC names no reason). */
  unknownProduct: { type: 'UnknownIdentifierError' },
  notBuyableOnline: { type: 'CartEntryError', reason: 'notBuyableOnline' },
  /** The resulting quantity is under the product's minimum order quantity. */
  minOrderQuantity: { type: 'CartEntryError', reason: 'minOrderQuantity' },
  qualificationLevel: { type: 'CartEntryError', reason: 'qualificationLevel' },
  /** aimswebPlus products need an organisation account. */
  accountType: { type: 'CartEntryError', reason: 'accountType' },
  /** Quantity missing, not an integer, or not positive (0 allowed on update: it removes). */
  invalidQuantity: { type: 'ValidationError', reason: 'invalidQuantity' },
  /** A body or query that is not what the endpoint takes. */
  invalidBody: { type: 'ValidationError', reason: 'invalid' },
  /** Save: name missing, not alphanumeric, too long; description too long. */
  saveCartNameMissing: { type: 'ValidationError', reason: 'missing', subject: 'saveCartName' },
  saveCartNameInvalid: { type: 'ValidationError', reason: 'invalid', subject: 'saveCartName' },
  saveCartNameTooLong: { type: 'ValidationError', reason: 'tooLong', subject: 'saveCartName' },
  saveCartDescriptionTooLong: {
    type: 'ValidationError',
    reason: 'tooLong',
    subject: 'saveCartDescription',
  },
  /**
   * Promotion codes (spec section 8): OCC's coupon engine names the cause only in `message`
   * (src/rules/cart/promotion-errors.ts reads it). `coupon.not.applicable` is the store's own:
   * OCC applies a code whose conditions are not met and gives nothing off.
   */
  voucherInvalid: { type: 'VoucherOperationError', message: 'coupon.invalid.code.provided' },
  voucherInactive: { type: 'VoucherOperationError', message: 'coupon.not.active.expired' },
  voucherRedeemed: { type: 'VoucherOperationError', message: 'coupon.already.redeemed' },
  voucherAlreadyApplied: { type: 'VoucherOperationError', message: 'coupon.already.exists.cart' },
  voucherNotApplicable: { type: 'VoucherOperationError', message: 'coupon.not.applicable' },
  /** DELETE of a code that is not on the cart. */
  voucherNotApplied: { type: 'VoucherOperationError', message: 'coupon.invalid.code.provided' },
  /**
   * Online training (spec section 6: dates and participants need login): a visitor's cart may not
   * hold one (403); details that break a rule are refused with the field as `subject` and the
   * rule's message key as `message` (training-details.schema.ts); details for a product that is
   * not a training are refused too. A signed-in shopper may add a training without its details
   * (quick order does): the entry then waits for them, and checkout with it.
   */
  trainingNeedsLogin: { type: 'ForbiddenError', reason: 'trainingNeedsLogin' },
  trainingDetailsInvalid: { type: 'ValidationError', reason: 'trainingDetails' },
  notTraining: { type: 'CartEntryError', reason: 'notTraining' },
} as const satisfies Record<string, CommerceErrorCode>;
export type CartErrorKey = keyof typeof CART_ERRORS;

/** True when an OCC error body carries this cart error. */
export function isCartError(info: unknown, key: CartErrorKey): boolean {
  return matchesCommerceError(info, CART_ERRORS[key]);
}

/**
 * The platform answered `CartError` `notFound`: the cart is gone (taken over, restored, ordered,
 * deleted). OCC answers it with 400; a gateway that maps it to 404 means the same.
 */
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
