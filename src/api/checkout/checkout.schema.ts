import * as v from 'valibot';
import {
  CustomerAccountSchema,
  QglobalAccountSchema,
  QualifiedUserSchema,
} from '../accounts/account.schema';
import { AddressSchema, type AddressInput } from '../addresses/address.schema';
import { commerceErrorKey, firstCommerceError, type CommerceErrorCode } from '../http/occ-errors';
import { isApiError } from '../http/api-error';
import { PriceSchema } from '../products/product.schema';

/**
 * Wire shapes of the checkout (spec sections 2-4). The spec shows none of the checkout's business
 * calls ("accounts, qualified users, payment, place order: not shown"). As in SAP Commerce, every
 * checkout choice lives on the server-side cart, so a reload, another tab or a sign-in later
 * resumes where the shopper was (Spartacus' checkout steps guard):
 *
 *   GET …/carts/current/checkout                → CheckoutState (store extension)
 *   PUT …/carts/current/addresses/delivery?addressId=, POST …/addresses/delivery,
 *       PUT …/carts/current/deliverymode?deliveryModeId=        (OCC, cart-delivery.ts)
 *   PUT …/carts/current/checkout/{choice}       CheckoutChoiceBodies[choice] (store extension)
 *   GET …/carts/current/deliverymodes?fields    → DeliveryModeList (OCC)
 *
 * Every PUT answers no body. There is no cart version on the wire (OCC has none): the checkout
 * compares what the cart orders itself (src/rules/cart/ordered-items.ts), so a cart changed
 * elsewhere restarts it and is never ordered unseen.
 */

/** A delivery mode of the platform (OCC DeliveryModeWsDTO). */
export const DeliveryModeSchema = v.object({
  code: v.pipe(v.string(), v.minLength(1)),
  name: v.string(),
  /** e.g. "10-15 business days". */
  description: v.string(),
  deliveryCost: PriceSchema,
});
export type DeliveryMode = v.InferOutput<typeof DeliveryModeSchema>;

/** OCC's DeliveryModeList: empty (or without `deliveryModes`) before a delivery address. */
export const DeliveryModeListSchema = v.object({
  deliveryModes: v.optional(v.array(DeliveryModeSchema), []),
});

/** What the delivery modes read asks OCC for: what DeliveryModeSchema reads. */
export const DELIVERY_MODE_FIELDS = 'code,name,description,deliveryCost(FULL)';

/** How the order's Q-global inventory is delivered (spec section 2: choose Q-global account). */
export const QglobalChoiceSchema = v.variant('mode', [
  /** One of the shopper's own Q-global accounts. */
  v.object({ mode: v.literal('EXISTING'), account: QglobalAccountSchema }),
  /** Another existing account, found by its number: the inventory is added to it. */
  v.object({ mode: v.literal('ADD_INVENTORY'), account: QglobalAccountSchema }),
  /** A new account, created with the order; the qualified user becomes its owner and administrator. */
  v.object({ mode: v.literal('NEW') }),
]);
export type QglobalChoice = v.InferOutput<typeof QglobalChoiceSchema>;

export const AimswebChoiceSchema = v.variant('mode', [
  v.object({ mode: v.literal('EXISTING'), accountNumber: v.string(), name: v.string() }),
  v.object({ mode: v.literal('NEW') }),
]);
export type AimswebChoice = v.InferOutput<typeof AimswebChoiceSchema>;

/** What the order will cost, with delivery and taxes (the cart's totals have neither). */
export const CheckoutTotalsSchema = v.object({
  subTotal: PriceSchema,
  totalDiscounts: PriceSchema,
  /** Missing until a delivery mode is chosen. */
  deliveryCost: v.optional(PriceSchema),
  /** Sales tax (0 for a tax-exempt organisation, and until a delivery address is known). */
  totalTax: PriceSchema,
  /** VAT, where the delivery country charges it; shown on its own line when the VAT flag is on. */
  totalVat: PriceSchema,
  /** subTotal − totalDiscounts + deliveryCost + totalTax + totalVat. */
  totalPrice: PriceSchema,
});
export type CheckoutTotals = v.InferOutput<typeof CheckoutTotalsSchema>;

/** Every choice made so far on the shopper's current cart, and what the cart requires. */
export const CheckoutStateSchema = v.object({
  cartCode: v.pipe(v.string(), v.minLength(1)),
  /** Steps only some carts need: Q-global products need a Q-global account, aimswebPlus products an aimswebPlus one. */
  requires: v.object({
    qglobalAccount: v.boolean(),
    aimswebAccount: v.boolean(),
    /**
     * Whether anything is shipped: false for a cart of online products only (access codes,
     * subscriptions, online training), which skips the shipping address and method.
     */
    shipping: v.optional(v.boolean(), true),
  }),
  customerAccount: v.optional(CustomerAccountSchema),
  /** The customer account was entered by number ("Account not listed"). */
  customerAccountNotListed: v.optional(v.boolean(), false),
  qualifiedUser: v.optional(QualifiedUserSchema),
  qglobalAccount: v.optional(QglobalChoiceSchema),
  aimswebAccount: v.optional(AimswebChoiceSchema),
  deliveryAddress: v.optional(AddressSchema),
  deliveryMode: v.optional(DeliveryModeSchema),
  billingAddress: v.optional(AddressSchema),
  /** The billing address follows the delivery address. */
  billingSameAsShipping: v.optional(v.boolean(), false),
  /** The terms were accepted on the order summary: the order may go on to payment. */
  termsAccepted: v.optional(v.boolean(), false),
  totals: CheckoutTotalsSchema,
});
export type CheckoutState = v.InferOutput<typeof CheckoutStateSchema>;
/** As the platform sends it (what the fake backend writes). */
export type CheckoutStateWire = v.InferInput<typeof CheckoutStateSchema>;

/**
 * What each checkout choice sends: `delivery-address` and `delivery-mode` as OCC's calls take them
 * (cart-delivery.ts), the others as the body of the extension's `PUT …/checkout/{choice}`.
 */
export interface CheckoutChoiceBodies {
  'customer-account':
    | { accountId: string }
    /** "Account not listed": a customer account number and the terms. */
    | { accountNumber: string; termsAccepted: boolean };
  'qualified-user': { userId: string };
  'qglobal-account':
    { mode: 'EXISTING' | 'ADD_INVENTORY'; accountNumber: string } | { mode: 'NEW' };
  'aimsweb-account':
    | { mode: 'EXISTING'; accountNumber: string; termsAccepted: boolean }
    | { mode: 'NEW'; termsAccepted: boolean };
  'delivery-address': { addressId: string } | { address: AddressInput; saveInAddressBook: boolean };
  'delivery-mode': { code: string };
  'billing-address':
    | { sameAsShipping: true }
    | { addressId: string }
    | { address: AddressInput; saveInAddressBook: boolean };
  /** The order summary's terms checkbox: every required choice must be made. */
  terms: { accepted: boolean };
}
export type CheckoutChoice = keyof CheckoutChoiceBodies;

// ---------------------------------------------------------------------------------------------
// Errors

/**
 * The checkout's refusals (OCC error bodies, as the cart's: `{ errors: [{ type, reason, subject,
 * message }] }`). Widgets pick their message from these; `message` is technical text for logs.
 * A field-level validation error names the field in `subject` (`line1`, `postalCode`, `email`, …).
 */
export const CHECKOUT_ERRORS = {
  /** 400 (as OCC): no current cart (placed, emptied, deleted). */
  cartNotFound: { type: 'CartError', reason: 'notFound' },
  /**
   * 400 (OCC's, SAP's CartsController and CartDeliveryTest): no address with that id in the
   * shopper's book, "Address given by id X is not valid" (`subject` the id, `subjectType` address).
   */
  addressNotFound: { type: 'CartAddressError', reason: 'notValid' },
  /** 400: a body the endpoint does not take, or a field that breaks its rule (subject: the field). */
  invalid: { type: 'ValidationError', reason: 'invalid' },
  /** 400: a required field is missing (subject: the field). */
  missing: { type: 'ValidationError', reason: 'missing' },
  /** 400: terms not accepted. */
  termsNotAccepted: { type: 'ValidationError', reason: 'termsNotAccepted' },
  /** 404: "Account not listed" with a number nobody has ('This account is not found'). */
  accountNotFound: { type: 'CheckoutError', reason: 'accountNotFound' },
  /** 400: the account has no billing address, so it cannot order (spec section 6). */
  accountNotValid: { type: 'CheckoutError', reason: 'accountNotValid' },
  /** 400: aimswebPlus products need an organisational account (spec section 6). */
  organisationRequired: { type: 'CheckoutError', reason: 'organisationRequired' },
  /** 400: a step that needs the customer account before it. */
  customerAccountMissing: { type: 'CheckoutError', reason: 'customerAccountMissing' },
  /** 404: nobody with that email in the organisation ('User not found in this organization'). */
  userNotFound: { type: 'CheckoutError', reason: 'userNotFound' },
  /** 400: the user's level does not cover every entry. */
  userNotQualified: { type: 'CheckoutError', reason: 'userNotQualified' },
  /** 400: a step that needs the qualified user before it (a new Q-global account's owner). */
  qualifiedUserMissing: { type: 'CheckoutError', reason: 'qualifiedUserMissing' },
  /** 404: no Q-global account with that number. */
  qglobalNotFound: { type: 'CheckoutError', reason: 'qglobalNotFound' },
  /** 403: the Q-global account is owned by another party. */
  qglobalNoAccess: { type: 'CheckoutError', reason: 'qglobalNoAccess' },
  /** 400: the cart holds no product that needs this account. */
  notRequired: { type: 'CheckoutError', reason: 'notRequired' },
  /** 404: no aimswebPlus account with that number in the organisation. */
  aimswebNotFound: { type: 'CheckoutError', reason: 'aimswebNotFound' },
  /**
   * 400 (OCC's, SAP's BaseCommerceController): "Address given by id X cannot be set as delivery
   * address in this cart". The store's reason is the names rule (a book address whose first or
   * last name breaks it).
   */
  addressNameInvalid: { type: 'CartAddressError', reason: 'cannotSet' },
  /** 400: no delivery address yet ('You must provide a delivery address…'). */
  deliveryAddressMissing: { type: 'CheckoutError', reason: 'deliveryAddressMissing' },
  /** 400: no delivery mode yet ('You must provide a delivery option…'). */
  deliveryModeMissing: { type: 'CheckoutError', reason: 'deliveryModeMissing' },
  /**
   * 400 (OCC's, SAP's CartsController): a delivery mode not offered for the cart's delivery
   * address (none is, before an address); OCC names no reason.
   */
  deliveryModeUnavailable: { type: 'UnsupportedDeliveryModeError' },
  /** 400: no billing address yet. */
  billingAddressMissing: { type: 'CheckoutError', reason: 'billingAddressMissing' },
} as const satisfies Record<string, CommerceErrorCode>;
export type CheckoutErrorKey = keyof typeof CHECKOUT_ERRORS;

/** The checkout error an ApiError carries, if it is one of CHECKOUT_ERRORS. */
export function checkoutErrorOf(error: unknown): CheckoutErrorKey | undefined {
  if (!isApiError(error) || error.kind !== 'http') return undefined;
  return commerceErrorKey(error.info, CHECKOUT_ERRORS);
}

/** The field a validation error names (`subject`), if any. */
export function checkoutErrorSubject(error: unknown): string | undefined {
  return isApiError(error) ? firstCommerceError(error.info)?.subject : undefined;
}
