import * as v from 'valibot';
import { AddressSchema } from '../addresses/address.schema';
import { OccOrderEntrySchema } from '../cart/occ-cart.schema';
import { DeliveryModeSchema } from '../checkout/delivery-and-totals.schema';
import { OccDateTimeSchema } from '../http/occ-date-time';
import { PriceSchema } from '../products/product.schema';
import { EarlyExpirySchema, PaginationSchema } from './quote.schema';

// A quote as OCC v2 sends it, read only by quote-converter.ts. OCC keeps addresses, delivery and
// tax on the quote's cart; the store sends them on the quote as extension attributes.

export const OccQuoteSummarySchema = v.object({
  /** Numeric by default; the store's have a `Q` prefix. */
  code: v.pipe(v.string(), v.minLength(1)),
  creationTime: OccDateTimeSchema,
  /** Set when the seller makes the offer: a draft has none. */
  expirationTime: v.optional(OccDateTimeSchema),
  /** SAP's QuoteState: an open list (occ-quote-state.ts reads any value). */
  state: v.string(),
  totalPrice: PriceSchema,
  totalPriceWithTax: v.optional(PriceSchema),
  earlyExpiry: v.optional(EarlyExpirySchema),
});
export type OccQuoteSummary = v.InferOutput<typeof OccQuoteSummarySchema>;
export type OccQuoteSummaryWire = v.InferInput<typeof OccQuoteSummarySchema>;

export const OccQuoteListSchema = v.object({
  quotes: v.optional(v.array(OccQuoteSummarySchema), []),
  pagination: PaginationSchema,
});

/** The seller's proposal PDF (AttachmentWsDTO). */
export const OccQuoteAttachmentSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  filename: v.optional(v.string()),
});

/** What ordering a quote reads after OCC's CHECKOUT action: the cart it made. */
export const OccQuoteCartSchema = v.object({
  cartId: v.optional(v.pipe(v.string(), v.minLength(1))),
  updatedTime: v.optional(OccDateTimeSchema),
});

export const OccQuoteSchema = v.object({
  ...OccQuoteSummarySchema.entries,
  sapAttachments: v.optional(v.array(OccQuoteAttachmentSchema), []),
  entries: v.optional(v.array(OccOrderEntrySchema), []),
  /** The seller's discount, apart from the product and order promotions. */
  quoteDiscounts: v.optional(PriceSchema),
  productDiscounts: v.optional(PriceSchema),
  orderDiscounts: v.optional(PriceSchema),
  deliveryCost: v.optional(PriceSchema),
  /** Store: every tax, the VAT included (as an order's). */
  totalTax: v.optional(PriceSchema),
  /** Store: VAT apart from sales tax (part of `totalTax`). */
  totalVat: v.optional(PriceSchema),
  deliveryAddress: AddressSchema,
  deliveryMode: DeliveryModeSchema,
  billingAddress: AddressSchema,
  /** Store: the checkout's customer account, else the shopper. */
  customerAccount: v.object({ name: v.string(), accountNumber: v.optional(v.string()) }),
  /** Store: the order placed from it. */
  orderCode: v.optional(v.string()),
});
export type OccQuote = v.InferOutput<typeof OccQuoteSchema>;
export type OccQuoteWire = v.InferInput<typeof OccQuoteSchema>;
