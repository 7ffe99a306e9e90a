import * as v from 'valibot';
import { commerceErrorKey, type CommerceErrorCode } from '../http/occ-errors';
import { isApiError } from '../http/api-error';
import { PaginationSchema, PriceSchema } from '../products/product.schema';
import { knownInvoiceStatus } from './known-invoice-status';

/**
 * Wire shapes of the invoice endpoints (the spec names the pages, not the calls):
 *   GET  …/users/current/invoices?currentPage&pageSize      the organisations' invoices (signed in)
 *   GET  …/users/current/invoices/{number}[/pdf]             one of them, its PDF
 *   POST …/users/current/invoices/{number}/payments          pay all or part of it by card
 *                                                           (Idempotency-Key)
 *   POST …/invoices/lookup { invoiceNumber, postalCode }     simplified mode: number + second factor
 *   GET  …/invoices/{number}[/pdf], POST …/payments          the same with `X-Invoice-Access`
 */
export const InvoicePaymentSchema = v.object({
  /** What this payment paid: the whole balance or a part of it. */
  amount: PriceSchema,
  brand: v.string(),
  last4: v.string(),
  /** ISO date-time of the charge. */
  paidAt: v.string(),
  /** The payment's reference at the provider, for the shopper's records. */
  reference: v.string(),
});

/**
 * An invoice's status as sent. The extension document declares INVOICE_STATUSES (the conversion
 * maps this schema to them); the client reads any text, one it does not know by knownInvoiceStatus.
 */
export const InvoiceStatusWireSchema = v.string();

const InvoiceFieldsSchema = v.object({
  number: v.string(),
  customerAccount: v.object({ name: v.string(), accountNumber: v.optional(v.string()) }),
  /** ISO dates. */
  issueDate: v.string(),
  dueDate: v.string(),
  status: InvoiceStatusWireSchema,
  total: PriceSchema,
  /** What is left to pay: the total less the payments so far (zero once paid). */
  amountDue: PriceSchema,
  /** The order the invoice bills, when it bills one. */
  orderCode: v.optional(v.string()),
  /**
   * The payments so far, oldest first: an invoice paid in parts stays open (or overdue) with the
   * rest as its amount due, and is PAID when nothing is left.
   */
  payments: v.array(InvoicePaymentSchema),
});

export const InvoiceSchema = v.pipe(
  InvoiceFieldsSchema,
  v.transform((invoice) => ({ ...invoice, status: knownInvoiceStatus(invoice) })),
);
export type Invoice = v.InferOutput<typeof InvoiceSchema>;

export const InvoiceListSchema = v.object({
  invoices: v.array(InvoiceSchema),
  pagination: PaginationSchema,
});
export type InvoiceList = v.InferOutput<typeof InvoiceListSchema>;

export const InvoiceLookupSchema = v.object({
  invoice: InvoiceSchema,
  /** Opens this invoice (read, PDF, pay) for 30 minutes without a sign-in. */
  accessToken: v.string(),
});
export type InvoiceLookup = v.InferOutput<typeof InvoiceLookupSchema>;

export interface PayInvoiceBody {
  /** The provider's single-use card token. */
  token: string;
  cardHolder: { firstName: string; lastName: string };
  /**
   * What to pay, in the invoice's currency: more than zero, at most the amount due, no more
   * decimals than the currency has. Sent even for the whole balance, so that a balance another
   * payment lowered meanwhile is refused rather than charged at a different amount.
   */
  amount: number;
  /** The ofac-screening flag: screen the payer against the sanctions lists first, as orders are. */
  sanctionsScreening: boolean;
}

export const INVOICE_ERRORS = {
  /** 404: no such invoice of the shopper's organisations (or a malformed number). */
  notFound: { type: 'InvoiceError', reason: 'notFound' },
  /** 404: simplified mode: the number and postal code do not name an invoice (one answer for both). */
  lookupFailed: { type: 'InvoiceError', reason: 'lookupFailed' },
  /** 401: simplified mode: the access token is unknown or expired; look the invoice up again. */
  accessExpired: { type: 'InvoiceError', reason: 'accessExpired' },
  /** 409: the invoice is paid already; nothing was charged. */
  alreadyPaid: { type: 'InvoiceError', reason: 'alreadyPaid' },
  /** 400: the amount is not a positive amount of the currency (or has too many decimals). */
  invalidAmount: { type: 'InvoiceError', reason: 'invalidAmount' },
  /** 400: the amount is more than the amount due (another payment may have lowered it). */
  amountOverBalance: { type: 'InvoiceError', reason: 'amountOverBalance' },
  /** 429: too many wrong lookups of one number; wait. */
  tooManyAttempts: { type: 'InvoiceError', reason: 'tooManyAttempts' },
} as const satisfies Record<string, CommerceErrorCode>;
export type InvoiceErrorKey = keyof typeof INVOICE_ERRORS;

export function invoiceErrorOf(error: unknown): InvoiceErrorKey | undefined {
  if (!isApiError(error) || error.kind !== 'http') return undefined;
  return commerceErrorKey(error.info, INVOICE_ERRORS);
}
