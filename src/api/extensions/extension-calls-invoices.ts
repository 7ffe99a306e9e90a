import * as v from 'valibot';
import { ORDER_ERRORS } from '../orders/order-errors';
import {
  INVOICE_ERRORS,
  InvoiceListSchema,
  InvoiceLookupSchema,
  InvoiceSchema,
} from '../invoices/invoice.schema';
import { PaginationSchema } from '../products/product.schema';
import { InvoiceLookupBodySchema, PayInvoiceBodySchema } from './extension-bodies';
import { pick, type ExtensionCall } from './extension-call';

// The invoices' extension calls. Not OCC's B2B account summary: that reads one unit's documents;
// ours lists every organisation's and knows an invoice by its number only.

const notFound = pick(INVOICE_ERRORS, 'notFound');
const accessExpired = pick(INVOICE_ERRORS, 'accessExpired');

/** Refused as place order's payments are. */
const payment = {
  tag: 'Invoices',
  method: 'post',
  lang: true,
  idempotencyKey: true,
  once: true,
  body: PayInvoiceBodySchema,
  answers: [{ status: 201, description: 'The invoice with the payment.', schema: InvoiceSchema }],
} as const;
const paymentErrors = {
  400: {
    ...pick(ORDER_ERRORS, 'invalid'),
    ...pick(INVOICE_ERRORS, 'invalidAmount', 'amountOverBalance'),
  },
  402: pick(
    ORDER_ERRORS,
    'declined',
    'insufficientFunds',
    'expiredCard',
    'incorrectSecurityCode',
    'processingError',
    'invalidToken',
  ),
  403: pick(ORDER_ERRORS, 'sanctionsBlocked'),
  404: notFound,
  409: pick(INVOICE_ERRORS, 'alreadyPaid'),
};

/** At most this many invoices to a page (the fake backend's limit). */
const PAGE_SIZE_MAX = 100;

export const INVOICE_CALLS: readonly ExtensionCall[] = [
  {
    row: 39,
    operationId: 'getInvoices',
    tag: 'Invoices',
    method: 'get',
    path: '/users/{userId}/invoices',
    summary: 'The invoices of every organisation the shopper belongs to, newest first, by page',
    description:
      'One list across the organisations (issue date, then number, newest first), each invoice ' +
      'with its organisation, status, amount due and payments.',
    access: 'shopper',
    lang: true,
    query: [
      {
        name: 'currentPage',
        required: false,
        description: 'The page, from 0 (default 0).',
        schema: PaginationSchema.entries.currentPage,
      },
      {
        name: 'pageSize',
        required: false,
        description: `Invoices to a page (default 10, at most ${PAGE_SIZE_MAX}).`,
        schema: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(PAGE_SIZE_MAX)),
      },
    ],
    answers: [{ status: 200, description: 'A page of invoices.', schema: InvoiceListSchema }],
    errors: { 400: pick(ORDER_ERRORS, 'invalid') },
  },
  {
    row: 40,
    operationId: 'getInvoice',
    tag: 'Invoices',
    method: 'get',
    path: '/users/{userId}/invoices/{number}',
    summary: 'One invoice of the shopper’s organisations',
    description:
      'Another organisation’s invoice, an unknown number and a malformed one are the same 404.',
    access: 'shopper',
    lang: true,
    answers: [{ status: 200, description: 'The invoice.', schema: InvoiceSchema }],
    errors: { 404: notFound },
  },
  {
    row: 42,
    operationId: 'getInvoicePdf',
    tag: 'Invoices',
    method: 'get',
    path: '/users/{userId}/invoices/{number}/pdf',
    summary: 'That invoice as a PDF',
    access: 'shopper',
    answers: [{ status: 200, description: 'The PDF (a download).', pdf: true }],
    errors: { 404: notFound },
  },
  {
    row: 41,
    operationId: 'getInvoiceByAccess',
    tag: 'Invoices',
    method: 'get',
    path: '/invoices/{number}',
    summary: 'The invoice an access token (from the lookup) opens, without a sign-in',
    access: 'invoiceAccess',
    lang: true,
    answers: [{ status: 200, description: 'The invoice.', schema: InvoiceSchema }],
    errors: { 401: accessExpired, 404: notFound },
  },
  {
    row: 43,
    operationId: 'getInvoicePdfByAccess',
    tag: 'Invoices',
    method: 'get',
    path: '/invoices/{number}/pdf',
    summary: 'That invoice as a PDF',
    access: 'invoiceAccess',
    answers: [{ status: 200, description: 'The PDF (a download).', pdf: true }],
    errors: { 401: accessExpired, 404: notFound },
  },
  {
    ...payment,
    row: 44,
    operationId: 'payInvoice',
    path: '/users/{userId}/invoices/{number}/payments',
    summary: 'Pay all or part of an invoice of the shopper’s organisations by card',
    description:
      'The amount (in the invoice’s currency) is sent even for the whole balance, so a balance ' +
      'another payment lowered meanwhile is refused rather than charged at another amount.',
    access: 'shopper',
    errors: paymentErrors,
  },
  {
    ...payment,
    row: 45,
    operationId: 'payInvoiceByAccess',
    path: '/invoices/{number}/payments',
    summary: 'Pay the invoice an access token opens, by card, without a sign-in',
    access: 'invoiceAccess',
    errors: { ...paymentErrors, 401: accessExpired },
  },
  {
    row: 46,
    operationId: 'lookupInvoice',
    tag: 'Invoices',
    method: 'post',
    path: '/invoices/lookup',
    summary:
      'Simplified mode: an invoice by its number and billing postal code, with an access token',
    description:
      'A wrong postal code and an unknown number are the same 404; after several wrong ones a ' +
      'number is refused for a while (429). The token opens the invoice for 30 minutes.',
    access: 'anyone',
    lang: true,
    body: InvoiceLookupBodySchema,
    answers: [
      {
        status: 200,
        description: 'The invoice and its access token.',
        schema: InvoiceLookupSchema,
      },
    ],
    errors: {
      404: pick(INVOICE_ERRORS, 'lookupFailed'),
      429: pick(INVOICE_ERRORS, 'tooManyAttempts'),
    },
  },
];
