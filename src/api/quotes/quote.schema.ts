import * as v from 'valibot';
import { AddressSchema } from '../addresses/address.schema';
import { commerceErrorKey, type CommerceErrorCode } from '../http/occ-errors';
import { CheckoutTotalsSchema, DeliveryModeSchema } from '../checkout/delivery-and-totals.schema';
import { isApiError } from '../http/api-error';
import { EntryBaseSchema } from '../orders/entry-base.schema';
import { PriceSchema } from '../products/product.schema';

// Quotes as the widgets read them (OCC's shapes: occ-quote.schema.ts), and the calls' errors. A
// quote is valid through its expiration day in the site's time zone.

/** Our choice; the spec gives none. */
export const QUOTE_VALIDITY_DAYS = 90;
/** A pricing update or a discount end this many days out, or fewer, shortens the quote. */
export const EARLY_EXPIRY_WINDOW_DAYS = 60;

export const QuoteStateSchema = v.picklist(['ACTIVE', 'EXPIRED', 'ORDERED']);
export type QuoteState = v.InferOutput<typeof QuoteStateSchema>;

const IsoDateSchema = v.pipe(v.string(), v.isoDate());

/** Why a quote expires early, and on which day (ISO date, the site's calendar). */
export const EarlyExpirySchema = v.object({
  reason: v.picklist(['PRICING_UPDATE', 'ORGANISATION_DISCOUNT_END']),
  date: IsoDateSchema,
});
export type EarlyExpiry = v.InferOutput<typeof EarlyExpirySchema>;

/** The store's quote numbers have a `Q` prefix (a project setting); SAP's default works too. */
export const QUOTE_CODE_PATTERN = /^Q?\d{8}$/;

export const QuoteSummarySchema = v.object({
  code: v.pipe(v.string(), v.minLength(1)),
  created: v.string(),
  totalPrice: PriceSchema,
  /** The last day the quote may be ordered (ISO date), ending at midnight in `timeZone`. */
  expirationDate: IsoDateSchema,
  timeZone: v.string(),
  state: QuoteStateSchema,
  earlyExpiry: v.optional(EarlyExpirySchema),
});
export type QuoteSummary = v.InferOutput<typeof QuoteSummarySchema>;

/** OCC's paging metadata (PaginationWsDTO); `currentPage` counts from 0. */
export const PaginationSchema = v.object({
  currentPage: v.pipe(v.number(), v.integer(), v.minValue(0)),
  pageSize: v.pipe(v.number(), v.integer(), v.minValue(1)),
  totalPages: v.pipe(v.number(), v.integer(), v.minValue(0)),
  totalResults: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type Pagination = v.InferOutput<typeof PaginationSchema>;

export const QuoteListSchema = v.object({
  quotes: v.array(QuoteSummarySchema),
  pagination: PaginationSchema,
});
export type QuoteList = v.InferOutput<typeof QuoteListSchema>;

export const QuoteEntrySchema = EntryBaseSchema;
export type QuoteEntry = v.InferOutput<typeof QuoteEntrySchema>;

export const QuoteDetailsSchema = v.object({
  ...QuoteSummarySchema.entries,
  entries: v.array(QuoteEntrySchema),
  deliveryAddress: AddressSchema,
  deliveryMode: DeliveryModeSchema,
  billingAddress: AddressSchema,
  totals: CheckoutTotalsSchema,
  /** Whom it is for: the checkout's customer account, else the shopper. */
  customerAccount: v.object({ name: v.string(), accountNumber: v.optional(v.string()) }),
  orderCode: v.optional(v.string()),
  attachmentId: v.optional(v.string()),
});
export type QuoteDetails = v.InferOutput<typeof QuoteDetailsSchema>;

export const QuotePreviewSchema = v.object({
  expirationDate: IsoDateSchema,
  timeZone: v.string(),
  earlyExpiry: v.optional(EarlyExpirySchema),
});
export type QuotePreview = v.InferOutput<typeof QuotePreviewSchema>;
export type QuotePreviewWire = v.InferInput<typeof QuotePreviewSchema>;

export interface CreateQuoteBody {
  cartId: string;
}

/** Refusals of the quote endpoints; only the first missing checkout choice is answered. */
export const QUOTE_ERRORS = {
  deliveryAddressMissing: { type: 'QuoteError', reason: 'deliveryAddressMissing' },
  deliveryModeMissing: { type: 'QuoteError', reason: 'deliveryModeMissing' },
  billingAddressMissing: { type: 'QuoteError', reason: 'billingAddressMissing' },
  /** Also for anyone else's quote; as Spartacus expects (not confirmed against SAP's source). */
  notFound: { type: 'NotFoundError', message: 'Quote not found' },
  attachmentNotFound: { type: 'UnknownIdentifierError' },
  /** An expired quote cannot be ordered, only reordered at today's prices. */
  expired: { type: 'QuoteError', reason: 'expired' },
  ordered: { type: 'QuoteError', reason: 'ordered' },
  /** Online training is not ordered online. */
  trainingsNotOrderable: { type: 'QuoteError', reason: 'trainingsNotOrderable' },
  notExpired: { type: 'QuoteError', reason: 'notExpired' },
  cartNotFound: { type: 'CartError', reason: 'notFound' },
  cartEmpty: { type: 'QuoteError', reason: 'cartEmpty' },
  invalid: { type: 'ValidationError', reason: 'invalid' },
} as const satisfies Record<string, CommerceErrorCode>;
export type QuoteErrorKey = keyof typeof QUOTE_ERRORS;

export function quoteErrorOf(error: unknown): QuoteErrorKey | undefined {
  if (!isApiError(error) || error.kind !== 'http') return undefined;
  return commerceErrorKey(error.info, QUOTE_ERRORS);
}
