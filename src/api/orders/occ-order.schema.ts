import * as v from 'valibot';
import { AddressSchema } from '../addresses/address.schema';
import { OccOrderEntrySchema, OccVoucherSchema } from '../cart/occ-cart.schema';
import { DeliveryModeSchema } from '../checkout/delivery-and-totals.schema';
import { PriceSchema } from '../products/product.schema';

// An order as OCC v2 sends it, read only by order-converter.ts; totals as on OCC's cart. Fields
// OrderWsDTO lacks are the store's extension attributes.

/** The cart's entry, plus what the order adds (all store attributes). */
export const OccOrderedEntrySchema = v.object({
  ...OccOrderEntrySchema.entries,
  seats: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  estimatedRelease: v.optional(v.string()),
  estimatedToShip: v.optional(v.string()),
  accessCodes: v.optional(v.array(v.string()), []),
  extraProcessing: v.optional(v.boolean(), false),
});
export type OccOrderedEntry = v.InferOutput<typeof OccOrderedEntrySchema>;

const OccOrderCardSchema = v.object({
  cardNumber: v.pipe(v.string(), v.regex(/\d{4}$/)),
  cardType: v.optional(v.object({ code: v.string(), name: v.optional(v.string()) })),
  billingAddress: v.optional(AddressSchema),
});

const NameSchema = v.object({ uid: v.optional(v.string()), name: v.optional(v.string(), '') });

export const OccOrderSchema = v.object({
  code: v.pipe(v.string(), v.minLength(1)),
  created: v.string(),
  /** SAP's OrderStatus code: an open list (occ-order-status.ts reads any value). */
  status: v.optional(v.string(), ''),
  deliveryStatus: v.optional(v.string()),
  /** Prices without tax (tax added on top) when true. */
  net: v.optional(v.boolean()),
  /** The customer, even when an agent placed it. */
  user: v.optional(NameSchema),
  /** Store: the customer service member who placed it, if one did. */
  placedBy: v.optional(NameSchema),
  customerAccount: v.object({ name: v.string(), accountNumber: v.optional(v.string()) }),
  qualifiedUser: v.optional(v.object({ name: v.string(), email: v.string() }), {
    name: '',
    email: '',
  }),
  qglobalAccountNumber: v.optional(v.string()),
  qglobalAccountNew: v.optional(v.boolean(), false),
  aimswebAccountNumber: v.optional(v.string()),
  invoiceNumber: v.optional(v.string()),
  paymentInfo: v.optional(OccOrderCardSchema),
  paymentType: v.optional(v.object({ code: v.string() })),
  purchaseOrderNumber: v.optional(v.string()),
  /** Store: whatever the payment (OCC keeps one on a card only). */
  billingAddress: AddressSchema,
  deliveryAddress: v.optional(AddressSchema),
  deliveryMode: v.optional(DeliveryModeSchema),
  appliedVouchers: v.optional(v.array(OccVoucherSchema), []),
  /** Store: university adoption pricing taken off (already among the discounts). */
  uapDiscount: v.optional(PriceSchema),
  subTotal: PriceSchema,
  totalDiscounts: v.optional(PriceSchema),
  productDiscounts: v.optional(PriceSchema),
  orderDiscounts: v.optional(PriceSchema),
  deliveryCost: v.optional(PriceSchema),
  totalTax: v.optional(PriceSchema),
  /** Store: VAT apart from sales tax (part of `totalTax`). */
  totalVat: v.optional(PriceSchema),
  totalPrice: PriceSchema,
  totalPriceWithTax: v.optional(PriceSchema),
  entries: v.optional(v.array(OccOrderedEntrySchema), []),
});
export type OccOrder = v.InferOutput<typeof OccOrderSchema>;
export type OccOrderWire = v.InferInput<typeof OccOrderSchema>;
