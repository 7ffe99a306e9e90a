// What a shopper types into a quick order row: an ISBN-13 or a product code (spec section 2).
// Allocation-light: the quick order calls it for every row on every keystroke.

/** Whitespace from a pasted cell, and every dash a word processor may turn a hyphen into. */
const SEPARATORS = /[\s\u00AD\u2010-\u2015\u2212-]+/g;
const PLAUSIBLE = /^[A-Z0-9]+$/;
const THIRTEEN_DIGITS = /^97[89]\d{10}$/;

/** Anything longer is pasted noise, not a code. */
export const MAX_ENTRY_LENGTH = 40;

export type EntryKind = 'empty' | 'isbn13' | 'productCode' | 'invalid';

export interface NormalizedEntry {
  value: string;
  /** A 978… number with a wrong check digit is a `productCode` (and usually unknown). */
  kind: EntryKind;
}

/** '978-0-15 897987-8' → '9780158979878'. */
export function normalizeEntry(raw: string): string {
  return raw.replace(SEPARATORS, '').toUpperCase();
}

function hasIsbn13Checksum(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) {
    const digit = digits.charCodeAt(i) - 48;
    sum += i % 2 === 0 ? digit : digit * 3;
  }
  return (10 - (sum % 10)) % 10 === digits.charCodeAt(12) - 48;
}

export function isValidIsbn13(raw: string): boolean {
  const value = normalizeEntry(raw);
  return THIRTEEN_DIGITS.test(value) && hasIsbn13Checksum(value);
}

export function classifyEntry(raw: string): NormalizedEntry {
  const value = normalizeEntry(raw);
  if (value === '') return { value, kind: 'empty' };
  if (value.length > MAX_ENTRY_LENGTH || !PLAUSIBLE.test(value)) return { value, kind: 'invalid' };
  if (THIRTEEN_DIGITS.test(value) && hasIsbn13Checksum(value)) return { value, kind: 'isbn13' };
  return { value, kind: 'productCode' };
}
