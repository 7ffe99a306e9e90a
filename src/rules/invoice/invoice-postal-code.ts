import * as v from 'valibot';
import type { InvoiceFieldMessageKey } from './invoice.messages';

/**
 * The second factor of the invoice lookup in simplified mode (spec section 6): the billing postal
 * code printed on the invoice. Chosen over the total because a shopper types it without thinking
 * about currency formats, and it is on every invoice's "Bill to". Compared without spaces or
 * hyphens and in any case (`m5v 2t6` is `M5V 2T6`, full-width `１２３４５` is `12345`); any
 * country's format is accepted, since an invoice may bill any country: 2 to 10 letters and digits.
 * A US ZIP+4 and its 5-digit ZIP are the same code (`92501-1234` finds an invoice billed to
 * `92501`, and the other way round; two different +4s do not): people write the one their own
 * mail shows.
 */
export const POSTAL_CODE_FACTOR_PATTERN = /^[A-Z0-9]{2,10}$/;

const key = (k: InvoiceFieldMessageKey) => k;

/** A postal code as compared: NFKC, upper case, without spaces, hyphens and dashes. */
export function normalisePostalCode(raw: string): string {
  return raw
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\u2010-\u2015\u2212-]+/g, '');
}

export const InvoicePostalCodeSchema = v.pipe(
  v.string(key('invoicePostalCode.required')),
  v.trim(),
  v.nonEmpty(key('invoicePostalCode.required')),
  v.transform(normalisePostalCode),
  v.regex(POSTAL_CODE_FACTOR_PATTERN, key('invoicePostalCode.invalid')),
);

/** A 5-digit ZIP and a ZIP+4 of it (the +4 only refines the delivery point). */
const zipAndPlus4 = (zip: string, other: string) =>
  /^\d{5}$/.test(zip) && /^\d{9}$/.test(other) && other.startsWith(zip);

/** The invoice's own postal code matches the one typed (both normalised; a ZIP+4 as its ZIP). */
export function samePostalCode(invoice: string, typed: string): boolean {
  const billed = normalisePostalCode(invoice);
  const given = normalisePostalCode(typed);
  return billed === given || zipAndPlus4(billed, given) || zipAndPlus4(given, billed);
}
