import * as v from 'valibot';
import type { InvoiceFieldMessageKey } from './invoice.messages';

// The simplified invoice lookup's second factor (docs/decisions/invoice-second-factor.md).
export const POSTAL_CODE_FACTOR_PATTERN = /^[A-Z0-9]{2,10}$/;

const key = (k: InvoiceFieldMessageKey) => k;

/** NFKC, upper case, without spaces and dashes. */
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

/** The +4 only refines the delivery point. */
const zipAndPlus4 = (zip: string, other: string) =>
  /^\d{5}$/.test(zip) && /^\d{9}$/.test(other) && other.startsWith(zip);

export function samePostalCode(invoice: string, typed: string): boolean {
  const billed = normalisePostalCode(invoice);
  const given = normalisePostalCode(typed);
  return billed === given || zipAndPlus4(billed, given) || zipAndPlus4(given, billed);
}
