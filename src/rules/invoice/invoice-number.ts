import * as v from 'valibot';
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

/** The `{id}` of `/invoices/{id}/payment` and `/invoices/{id}/payment/confirmation`, if well-formed. */
export function invoiceNumberFromPath(pathname: string): string | undefined {
  const match = /^\/invoices\/([^/]+)\/payment(?:\/confirmation)?\/?$/.exec(pathname);
  if (!match?.[1]) return undefined;
  try {
    return invoiceNumberOf(decodeURIComponent(match[1]));
  } catch {
    return undefined;
  }
}
