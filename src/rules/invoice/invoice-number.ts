import * as v from 'valibot';
import { routeParams, type RouteTemplates } from '../../core/routes/route-table';
import type { InvoiceFieldMessageKey } from './invoice.messages';

/** An invoice number: `INV` and six digits (`INV100201`). */
export const INVOICE_NUMBER_PATTERN = /^INV\d{6}$/;
/** The number shown in 'Please enter a valid invoice number (for example, {example})'. */
export const EXAMPLE_INVOICE_NUMBER = 'INV100201';

const key = (k: InvoiceFieldMessageKey) => k;

/**
 * An invoice number, typed or read from the page's address (untrusted): trimmed, upper-cased
 * (`inv100201` is the same invoice), required, then the pattern.
 */
export const InvoiceNumberSchema = v.pipe(
  v.string(key('invoiceNumber.required')),
  v.trim(),
  v.toUpperCase(),
  v.nonEmpty(key('invoiceNumber.required')),
  v.regex(INVOICE_NUMBER_PATTERN, key('invoiceNumber.invalid')),
);

/** The number if it is a well-formed invoice number, else undefined (an address's id). */
export function invoiceNumberOf(raw: string | null | undefined): string | undefined {
  const result = v.safeParse(InvoiceNumberSchema, raw ?? '');
  return result.success ? result.output : undefined;
}

/** The invoice of the site's payment or payment confirmation route, if well-formed. */
export function invoiceNumberFromPath(page: string, routes?: RouteTemplates): string | undefined {
  const id = (
    routeParams('invoicePayment', routes, page) ??
    routeParams('invoicePaymentConfirmation', routes, page)
  )?.invoiceId;
  return id ? invoiceNumberOf(id) : undefined;
}
