import * as v from 'valibot';
import { INVOICE_STATUSES } from '../../rules/invoice/invoice-status';
import { commerceErrorKey, type CartErrorCode } from '../cart/cart.schema';
import { isApiError } from '../http/api-error';
import { PaginationSchema, PriceSchema } from '../products/product.schema';

/**
 * Wire shapes of the invoice endpoints (issue 12; the spec names the pages, not the calls):
 *   GET  …/users/current/invoices?currentPage&pageSize      the organisations' invoices (signed in)
 *   GET  …/users/current/invoices/{number}[/pdf]             one of them, its PDF
 *   POST …/users/current/invoices/{number}/payments          pay it by card (Idempotency-Key)
 *   POST …/invoices/lookup { invoiceNumber, postalCode }     simplified mode: number + second factor
 *   GET  …/invoices/{number}[/pdf], POST …/payments          the same with `X-Invoice-Access`
 */
export const InvoicePaymentSchema = v.object({
  brand: v.string(),
  last4: v.string(),
  /** ISO date-time of the charge. */
  paidAt: v.string(),
  /** The payment's reference at the provider, for the shopper's records. */
  reference: v.string(),
});

export const InvoiceSchema = v.object({
  number: v.string(),
  customerAccount: v.object({ name: v.string(), accountNumber: v.optional(v.string()) }),
  /** ISO dates. */
  issueDate: v.string(),
  dueDate: v.string(),
  status: v.picklist(INVOICE_STATUSES),
  total: PriceSchema,
  /** What is left to pay: the total until paid, then zero. */
  amountDue: PriceSchema,
  /** The order the invoice bills, when it bills one. */
  orderCode: v.optional(v.string()),
  payment: v.optional(InvoicePaymentSchema),
});
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
  /** 429: too many wrong lookups of one number; wait. */
  tooManyAttempts: { type: 'InvoiceError', reason: 'tooManyAttempts' },
} as const satisfies Record<string, CartErrorCode>;
export type InvoiceErrorKey = keyof typeof INVOICE_ERRORS;

export function invoiceErrorOf(error: unknown): InvoiceErrorKey | undefined {
  if (!isApiError(error) || error.kind !== 'http') return undefined;
  return commerceErrorKey(error.info, INVOICE_ERRORS);
}
