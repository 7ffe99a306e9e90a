import * as v from 'valibot';
import { AddressSchema } from '../addresses/address.schema';
import { commerceErrorKey, type CommerceErrorCode } from '../http/occ-errors';
import { CheckoutTotalsSchema, DeliveryModeSchema } from '../checkout/checkout.schema';
import { isApiError } from '../http/api-error';
import { OrderEntrySchema } from '../orders/order.schema';
import { PriceSchema } from '../products/product.schema';

/**
 * Quotes as the widgets read them (spec sections 2, 3, 8, 9), and the calls' errors. The
 * list and a quote come as OCC's QuoteList and QuoteWsDTO (occ-quote.schema.ts), converted by
 * quote-converter.ts; the preview is the store's own call.
 *
 *   GET  …/users/current/carts/current/quote-preview                     → QuotePreview
 *   POST …/users/current/quotes?fields=  Idempotency-Key: … CreateQuoteBody → QuoteWsDTO (201)
 *   GET  …/users/current/quotes?currentPage=&pageSize=&fields=           → QuoteList (newest first)
 *   GET  …/users/current/quotes/{code}?fields=                           → QuoteWsDTO (404 for anyone else's)
 *   GET  …/users/current/quotes/{code}/attachments/{attachmentId}        → application/pdf
 *   POST …/users/current/quotes/{code}/action  {action: CHECKOUT}        → 200, no body (then the quote's `cartId`)
 *   POST …/users/current/quotes/{code}/reorder                           → Cart (the store's: an expired quote's entries, today's prices)
 *
 * A quote is valid through the end of its expiration day in the site's time zone; it expires
 * early when a pricing update or the end of the organisation's discount falls within
 * EARLY_EXPIRY_WINDOW_DAYS of its creation (spec section 9): `earlyExpiry` says why and when.
 */

/** A quote's normal validity in calendar days (our choice; the spec gives none). */
export const QUOTE_VALIDITY_DAYS = 90;
/** A pricing update or a discount end this many days out, or fewer, shortens the quote (spec section 9). */
export const EARLY_EXPIRY_WINDOW_DAYS = 60;

export const QuoteStateSchema = v.picklist(['ACTIVE', 'EXPIRED', 'ORDERED']);
export type QuoteState = v.InferOutput<typeof QuoteStateSchema>;

const IsoDateSchema = v.pipe(v.string(), v.isoDate());

/** Why a quote expires before its 90 days, and on which day (ISO date, the site's calendar). */
export const EarlyExpirySchema = v.object({
  reason: v.picklist(['PRICING_UPDATE', 'ORGANISATION_DISCOUNT_END']),
  date: IsoDateSchema,
});
export type EarlyExpiry = v.InferOutput<typeof EarlyExpirySchema>;

/**
 * A quote number in a page address: the store's are `Q` + 8 digits (its quote key generator's
 * prefix, a project setting); SAP's default 8 digits are taken too, so either configuration works.
 */
export const QUOTE_CODE_PATTERN = /^Q?\d{8}$/;

/** A quote in the shopper's list (spec section 3: number, total, expiration date). */
export const QuoteSummarySchema = v.object({
  /** The quote number as the platform writes it (the store's are `Q` + 8 digits). */
  code: v.pipe(v.string(), v.minLength(1)),
  /** ISO date-time. */
  created: v.string(),
  totalPrice: PriceSchema,
  /** The last day the quote may be ordered (ISO date); it ends at midnight in `timeZone`. */
  expirationDate: IsoDateSchema,
  /** The site's IANA time zone the expiration day is counted in. */
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

/** A quoted product: as an ordered product's product, quantity and prices (no codes or dates yet). */
export const QuoteEntrySchema = v.pick(OrderEntrySchema, [
  'entryNumber',
  'product',
  'quantity',
  'notDiscountable',
  'basePrice',
  'totalPrice',
  'totalDiscounts',
]);
export type QuoteEntry = v.InferOutput<typeof QuoteEntrySchema>;

/** One quote with everything its page shows. */
export const QuoteDetailsSchema = v.object({
  ...QuoteSummarySchema.entries,
  entries: v.array(QuoteEntrySchema),
  deliveryAddress: AddressSchema,
  deliveryMode: DeliveryModeSchema,
  billingAddress: AddressSchema,
  totals: CheckoutTotalsSchema,
  /** Whom it is for: the checkout's customer account, else the shopper. */
  customerAccount: v.object({ name: v.string(), accountNumber: v.optional(v.string()) }),
  /** The order placed from it, once ORDERED (absent for quotes ordered before the fake backend's time). */
  orderCode: v.optional(v.string()),
  /** The platform's document of the quote (its PDF), when it attached one: the PDF's id. */
  attachmentId: v.optional(v.string()),
});
export type QuoteDetails = v.InferOutput<typeof QuoteDetailsSchema>;

/** What a quote of the current cart would get if created now: the create dialog warns first. */
export const QuotePreviewSchema = v.object({
  expirationDate: IsoDateSchema,
  timeZone: v.string(),
  earlyExpiry: v.optional(EarlyExpirySchema),
});
export type QuotePreview = v.InferOutput<typeof QuotePreviewSchema>;
export type QuotePreviewWire = v.InferInput<typeof QuotePreviewSchema>;

/** OCC's QuoteStarter: the cart to quote (the current one), by its code. */
export interface CreateQuoteBody {
  cartId: string;
}

/**
 * Refusals of the quote endpoints (OCC error bodies). The three "missing" ones are the create
 * dialog's quote errors (spec section 8), answered for the first one missing in this order.
 */
export const QUOTE_ERRORS = {
  /** 400: no delivery address on the cart's checkout. */
  deliveryAddressMissing: { type: 'QuoteError', reason: 'deliveryAddressMissing' },
  /** 400: no delivery method. */
  deliveryModeMissing: { type: 'QuoteError', reason: 'deliveryModeMissing' },
  /** 400: no billing address. */
  billingAddressMissing: { type: 'QuoteError', reason: 'billingAddressMissing' },
  /**
   * 404: no such quote of this shopper (an unknown number, anyone else's), in the form Spartacus
   * expects of OCC (its quote-not-found handler; not confirmed against SAP's source).
   */
  notFound: { type: 'NotFoundError', message: 'Quote not found' },
  /** 400 (as OCC's unknown ids): the quote lists no attachment of that id. */
  attachmentNotFound: { type: 'UnknownIdentifierError' },
  /** 400: the quote expired: it cannot be ordered (reorder makes a new cart from its entries). */
  expired: { type: 'QuoteError', reason: 'expired' },
  /** 409: the quote was ordered already. */
  ordered: { type: 'QuoteError', reason: 'ordered' },
  /**
   * 400: the quote holds online training, which is not ordered online (the quote page shows the
   * training-order error of `?orderTrainingsError=true`, spec section 2).
   */
  trainingsNotOrderable: { type: 'QuoteError', reason: 'trainingsNotOrderable' },
  /** 400: only an expired quote is reordered at today's prices; an active one is ordered. */
  notExpired: { type: 'QuoteError', reason: 'notExpired' },
  /** 400 (as OCC): no current cart. */
  cartNotFound: { type: 'CartError', reason: 'notFound' },
  /** 400: an empty cart makes no quote. */
  cartEmpty: { type: 'QuoteError', reason: 'cartEmpty' },
  /** 400: a body or query the endpoint does not take (subject: the field). */
  invalid: { type: 'ValidationError', reason: 'invalid' },
} as const satisfies Record<string, CommerceErrorCode>;
export type QuoteErrorKey = keyof typeof QUOTE_ERRORS;

/** The quote error an ApiError carries, if it is one of QUOTE_ERRORS. */
export function quoteErrorOf(error: unknown): QuoteErrorKey | undefined {
  if (!isApiError(error) || error.kind !== 'http') return undefined;
  return commerceErrorKey(error.info, QUOTE_ERRORS);
}
