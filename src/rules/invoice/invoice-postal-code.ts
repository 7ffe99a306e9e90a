import * as v from 'valibot';
import type { InvoiceFieldMessageKey } from './invoice.messages';

/**
 * The second factor of the invoice lookup in simplified mode (spec section 6): the billing postal
 * code printed on the invoice. Chosen over the total because a shopper types it without thinking
 * about currency formats, and it is on every invoice's "Bill to". Compared without spaces or
 * hyphens and in any case (`m5v 2t6` is `M5V 2T6`); any country's format is accepted, since an
 * invoice may bill any country: 2 to 10 letters and digits.
 */
export const POSTAL_CODE_FACTOR_PATTERN = /^[A-Z0-9]{2,10}$/;

const key = (k: InvoiceFieldMessageKey) => k;

/** A postal code as compared: upper case, without spaces and hyphens. */
export function normalisePostalCode(raw: string): string {
  return raw.toUpperCase().replace(/[\s-]+/g, '');
}

export const InvoicePostalCodeSchema = v.pipe(
  v.string(key('invoicePostalCode.required')),
  v.trim(),
  v.nonEmpty(key('invoicePostalCode.required')),
  v.transform(normalisePostalCode),
  v.regex(POSTAL_CODE_FACTOR_PATTERN, key('invoicePostalCode.invalid')),
);

/** The invoice's own postal code matches the one typed (both normalised). */
export function samePostalCode(invoice: string, typed: string): boolean {
  return normalisePostalCode(invoice) === normalisePostalCode(typed);
}
