import * as v from 'valibot';
import { AddressSchema, type AddressInput } from '../addresses/address.schema';
import { AppliedVoucherSchema } from '../cart/cart.schema';
import { CheckoutTotalsSchema, DeliveryModeSchema } from '../checkout/delivery-and-totals.schema';
import { TrainingDetailsWireSchema } from '../cart/training-details.schema';
import { EntryBaseSchema } from './entry-base.schema';

// Wire shapes of payment and orders: ours, in OCC's style, as the spec shows none.

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
    /** Our brand when we know the platform's card type; else the platform's name for it. */
    brand: v.string(),
    last4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
    billingAddress: v.optional(AddressSchema),
  }),
  v.object({ type: v.literal('PURCHASE_ORDER'), poNumber: v.string() }),
  v.object({ type: v.literal('BANK_TRANSFER') }),
]);
export type OrderPayment = v.InferOutput<typeof OrderPaymentSchema>;
export type OrderPaymentWire = v.InferInput<typeof OrderPaymentSchema>;

export const OrderEntrySchema = v.object({
  ...EntryBaseSchema.entries,
  /** Seats of a digital licence (its quantity); absent for physical products. */
  seats: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** ISO date: a product not released yet. */
  estimatedRelease: v.optional(v.string()),
  /** ISO date: when a physical product is expected to leave the warehouse. */
  estimatedToShip: v.optional(v.string()),
  /** Single-use access codes of a digital product, one per unit. */
  accessCodes: v.optional(v.array(v.string()), []),
  /** Needs extra processing before it is delivered (online training). */
  extraProcessing: v.optional(v.boolean(), false),
  trainingDetails: v.optional(TrainingDetailsWireSchema),
});
export type OrderEntry = v.InferOutput<typeof OrderEntrySchema>;

/** Placing an order gives CONFIRMED or ON_HOLD; the order system sets the rest. */
export const ORDER_STATUSES = [
  'CONFIRMED',
  'ON_HOLD',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
] as const;
export const OrderStatusSchema = v.picklist(ORDER_STATUSES);
export type OrderStatus = v.InferOutput<typeof OrderStatusSchema>;

export const OrderSchema = v.object({
  /** The web reference number, until the order system assigns its own. */
  code: v.pipe(v.string(), v.minLength(1)),
  created: v.string(),
  status: OrderStatusSchema,
  placedBy: v.object({
    name: v.string(),
    customerService: v.optional(v.boolean(), false),
  }),
  customerAccount: v.object({ name: v.string(), accountNumber: v.optional(v.string()) }),
  qualifiedUser: v.object({ name: v.string(), email: v.string() }),
  qglobalAccountNumber: v.optional(v.string()),
  qglobalAccountNew: v.optional(v.boolean(), false),
  aimswebAccountNumber: v.optional(v.string()),
  payment: OrderPaymentSchema,
  /** Absent until the order system raises the invoice. */
  invoiceNumber: v.optional(v.string()),
  billingAddress: AddressSchema,
  deliveryAddress: v.optional(AddressSchema),
  deliveryMode: v.optional(DeliveryModeSchema),
  appliedVouchers: v.array(AppliedVoucherSchema),
  uapDiscount: v.optional(
    v.object({ value: v.number(), currencyIso: v.string(), formattedValue: v.string() }),
  ),
  totals: CheckoutTotalsSchema,
  entries: v.array(OrderEntrySchema),
});
export type Order = v.InferOutput<typeof OrderSchema>;
export type OrderWire = v.InferInput<typeof OrderSchema>;
