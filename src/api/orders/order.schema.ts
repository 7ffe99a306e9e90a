import * as v from 'valibot';
import { AddressSchema, type AddressInput } from '../addresses/address.schema';
import { AppliedVoucherSchema } from '../cart/cart.schema';
import { CheckoutTotalsSchema, DeliveryModeSchema } from '../checkout/checkout.schema';
import { ProductSummarySchema } from '../products/product.schema';
import { TrainingDetailsWireSchema } from '../cart/training-details.schema';

/**
 * Wire shapes of payment and orders (spec sections 2-4, 8). The spec shows none of the
 * platform's fields ("Exact server-side data fields of orders and accounts: not shown"); these are
 * ours, in OCC's style.
 *
 *   POST …/users/current/carts/current/orders   Idempotency-Key: …     PlaceOrderBody → Order (201)
 *   GET  …/users/current/orders/{code}                                 → Order (404 for anyone else)
 *
 * Placing the order consumes the cart. Nothing is replayed (OCC replays nothing): a cart already
 * ordered (another tab, a retry after a lost answer) is gone, OCC's 400 CartError `notFound`, and
 * place-order.ts finds the order it became. There is no cart version: the checkout reads the cart
 * before a new attempt and restarts when its items changed (use-place-order.ts).
 */

/** A new card's billing address: the order's, the account's, one of the book, or a new one. */
export type CardBillingAddress =
  | { use: 'order' }
  | { use: 'account' }
  | { use: 'book'; addressId: string }
  | { use: 'new'; address: AddressInput; saveInAddressBook: boolean };

export type PaymentChoice =
  | {
      type: 'CARD';
      /** The provider's single-use token (CardToken.token). */
      token: string;
      cardHolder: { firstName: string; lastName: string };
      saveCard: boolean;
      billingAddress: CardBillingAddress;
    }
  | { type: 'SAVED_CARD'; cardId: string; securityCodeToken: string }
  | { type: 'PURCHASE_ORDER'; poNumber: string }
  | { type: 'BANK_TRANSFER' };

export interface PlaceOrderBody {
  payment: PaymentChoice;
  /** The fake reCAPTCHA's token, when the checkout-recaptcha flag is on. */
  captchaToken?: string;
  /** The ofac-screening flag: screen the parties against the sanctions lists first. */
  sanctionsScreening: boolean;
}

export const OrderPaymentSchema = v.variant('type', [
  v.object({
    type: v.literal('CARD'),
    /** Our brand when the platform's card type is one we know; else the platform's name for it. */
    brand: v.string(),
    last4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
    /** A new card's billing address when it is not the order's (OCC's paymentInfo.billingAddress). */
    billingAddress: v.optional(AddressSchema),
  }),
  v.object({ type: v.literal('PURCHASE_ORDER'), poNumber: v.string() }),
  v.object({ type: v.literal('BANK_TRANSFER') }),
]);
export type OrderPayment = v.InferOutput<typeof OrderPaymentSchema>;
export type OrderPaymentWire = v.InferInput<typeof OrderPaymentSchema>;

/** Spec section 3, ordered product. */
export const OrderEntrySchema = v.object({
  entryNumber: v.pipe(v.number(), v.integer(), v.minValue(0)),
  product: ProductSummarySchema,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Seats of a digital licence (its quantity); absent for physical products. */
  seats: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** ISO date: a product not released yet. */
  estimatedRelease: v.optional(v.string()),
  /** ISO date: when a physical product is expected to leave the warehouse. */
  estimatedToShip: v.optional(v.string()),
  /** Single-use access codes of a digital product, one per unit. */
  accessCodes: v.optional(v.array(v.string()), []),
  /** Needs extra processing before it is delivered (online training: dates and participants). */
  extraProcessing: v.optional(v.boolean(), false),
  /** An online training's details, as the cart entry carried them. */
  trainingDetails: v.optional(TrainingDetailsWireSchema),
  notDiscountable: v.boolean(),
  basePrice: v.object({ value: v.number(), currencyIso: v.string(), formattedValue: v.string() }),
  /** The line's value before discounts (as the cart's entries). */
  totalPrice: v.object({ value: v.number(), currencyIso: v.string(), formattedValue: v.string() }),
  /** The line's discounts (promotions, UAP); absent when none. */
  totalDiscounts: v.optional(
    v.object({ value: v.number(), currencyIso: v.string(), formattedValue: v.string() }),
  ),
});
export type OrderEntry = v.InferOutput<typeof OrderEntrySchema>;

/**
 * CONFIRMED: being processed; ON_HOLD: about 48 hours of checks, an email follows (spec section
 * 4); then SHIPPED, DELIVERED, or CANCELLED. Placing an order gives one of the first two; the
 * later ones are the order system's (the order history shows them).
 */
export const ORDER_STATUSES = [
  'CONFIRMED',
  'ON_HOLD',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
] as const;
export const OrderStatusSchema = v.picklist(ORDER_STATUSES);
export type OrderStatus = v.InferOutput<typeof OrderStatusSchema>;

/** Spec section 3, order: every label it lists. */
export const OrderSchema = v.object({
  /** The web reference number (temporary until the order system assigns its own). */
  code: v.pipe(v.string(), v.minLength(1)),
  /** ISO date-time. */
  created: v.string(),
  status: OrderStatusSchema,
  placedBy: v.object({
    name: v.string(),
    /** A customer service member placed it on the customer's behalf (spec section 6). */
    customerService: v.optional(v.boolean(), false),
  }),
  customerAccount: v.object({ name: v.string(), accountNumber: v.optional(v.string()) }),
  qualifiedUser: v.object({ name: v.string(), email: v.string() }),
  qglobalAccountNumber: v.optional(v.string()),
  /** "A new account" when the order creates one. */
  qglobalAccountNew: v.optional(v.boolean(), false),
  aimswebAccountNumber: v.optional(v.string()),
  payment: OrderPaymentSchema,
  /** The invoice the order system raised for it (spec section 3, "invoice"); absent until then. */
  invoiceNumber: v.optional(v.string()),
  billingAddress: AddressSchema,
  /** Absent for an order of online products only: nothing is shipped. */
  deliveryAddress: v.optional(AddressSchema),
  deliveryMode: v.optional(DeliveryModeSchema),
  /** Received promotions. */
  appliedVouchers: v.array(AppliedVoucherSchema),
  /** University adoption pricing taken off this order, when any. */
  uapDiscount: v.optional(
    v.object({ value: v.number(), currencyIso: v.string(), formattedValue: v.string() }),
  ),
  totals: CheckoutTotalsSchema,
  entries: v.array(OrderEntrySchema),
});
export type Order = v.InferOutput<typeof OrderSchema>;
/** As the platform sends it (what the fake backend writes). */
export type OrderWire = v.InferInput<typeof OrderSchema>;
