import * as v from 'valibot';
import { routeParams, type RouteTemplates } from '../../core/routes/route-table';
import type { InvoiceFieldMessageKey } from './invoice.messages';

export const INVOICE_NUMBER_PATTERN = /^INV\d{6}$/;
/** Shown in the invalid-number message. */
export const EXAMPLE_INVOICE_NUMBER = 'INV100201';

const key = (k: InvoiceFieldMessageKey) => k;

/** Typed or from the page's address (untrusted); `inv100201` is the same invoice. */
export const InvoiceNumberSchema = v.pipe(
  v.string(key('invoiceNumber.required')),
  v.trim(),
  v.toUpperCase(),
  v.nonEmpty(key('invoiceNumber.required')),
  v.regex(INVOICE_NUMBER_PATTERN, key('invoiceNumber.invalid')),
);

export function invoiceNumberOf(raw: string | null | undefined): string | undefined {
  const result = v.safeParse(InvoiceNumberSchema, raw ?? '');
  return result.success ? result.output : undefined;
}

export function invoiceNumberFromPath(page: string, routes?: RouteTemplates): string | undefined {
  const id = (
    routeParams('invoicePayment', routes, page) ??
    routeParams('invoicePaymentConfirmation', routes, page)
  )?.invoiceId;
  return id ? invoiceNumberOf(id) : undefined;
}
