import * as v from 'valibot';
import { commerceErrorKey, type CommerceErrorCode } from '../http/occ-errors';
import { isApiError } from '../http/api-error';
import { PaginationSchema, PriceSchema } from '../products/product.schema';
import { knownInvoiceStatus } from './known-invoice-status';

// Invoice wire shapes: the organisations' invoices when signed in, or one looked up by number and
// postal code (docs/decisions/invoice-second-factor.md).

export const InvoicePaymentSchema = v.object({
  amount: PriceSchema,
  brand: v.string(),
  last4: v.string(),
  paidAt: v.string(),
  reference: v.string(),
});

/** Any text is read; knownInvoiceStatus sorts out the ones we know (INVOICE_STATUSES). */
export const InvoiceStatusWireSchema = v.string();

const InvoiceFieldsSchema = v.object({
  number: v.string(),
  customerAccount: v.object({ name: v.string(), accountNumber: v.optional(v.string()) }),
  /** ISO dates. */
  issueDate: v.string(),
  dueDate: v.string(),
  status: InvoiceStatusWireSchema,
  total: PriceSchema,
  amountDue: PriceSchema,
  orderCode: v.optional(v.string()),
  /** Oldest first; an invoice paid in parts stays open until nothing is left. */
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
  /** Opens this invoice (read, PDF, pay) for a while without a sign-in. */
  accessToken: v.string(),
});
export type InvoiceLookup = v.InferOutput<typeof InvoiceLookupSchema>;

export interface PayInvoiceBody {
  token: string;
  cardHolder: { firstName: string; lastName: string };
  /** Sent even for the whole balance, so a balance lowered meanwhile is refused. */
  amount: number;
  sanctionsScreening: boolean;
}

export const INVOICE_ERRORS = {
  notFound: { type: 'InvoiceError', reason: 'notFound' },
  /** One answer for a wrong number and a wrong postal code. */
  lookupFailed: { type: 'InvoiceError', reason: 'lookupFailed' },
  accessExpired: { type: 'InvoiceError', reason: 'accessExpired' },
  alreadyPaid: { type: 'InvoiceError', reason: 'alreadyPaid' },
  invalidAmount: { type: 'InvoiceError', reason: 'invalidAmount' },
  amountOverBalance: { type: 'InvoiceError', reason: 'amountOverBalance' },
  tooManyAttempts: { type: 'InvoiceError', reason: 'tooManyAttempts' },
} as const satisfies Record<string, CommerceErrorCode>;
export type InvoiceErrorKey = keyof typeof INVOICE_ERRORS;

export function invoiceErrorOf(error: unknown): InvoiceErrorKey | undefined {
  if (!isApiError(error) || error.kind !== 'http') return undefined;
  return commerceErrorKey(error.info, INVOICE_ERRORS);
}
