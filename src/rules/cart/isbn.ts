/**
 * What a shopper types into a quick order row: an ISBN-13 or a product code (spec section 2).
 * Pure and allocation-light: the quick order calls this for every row on every keystroke.
 */

/**
 * Characters removed when normalising: every kind of whitespace (spaces, tabs and no-break spaces
 * from a pasted spreadsheet cell) and every hyphen or dash a word processor may turn a hyphen into.
 */
const SEPARATORS = /[\s\u00AD\u2010-\u2015\u2212-]+/g;
/** After normalising, a product code or ISBN is letters and digits only. */
const PLAUSIBLE = /^[A-Z0-9]+$/;
const THIRTEEN_DIGITS = /^97[89]\d{10}$/;

/** Longest entry we look up; anything longer is pasted noise, not a code. */
export const MAX_ENTRY_LENGTH = 40;

export type EntryKind = 'empty' | 'isbn13' | 'productCode' | 'invalid';

export interface NormalizedEntry {
  /** The lookup and duplicate key: trimmed, hyphens and spaces removed, upper-cased. */
  value: string;
  /**
   * `isbn13`: 978/979 prefix and a valid check digit. `productCode`: any other letters and digits
   * (a 13-digit 978… number with a wrong check digit is looked up as a code and will usually be
   * unknown). `invalid`: other characters or longer than MAX_ENTRY_LENGTH, so unknown without a
   * lookup. `empty`: nothing typed.
   */
  kind: EntryKind;
}

/** Trim, remove hyphens and spaces, upper-case: '978-0-15 897987-8' → '9780158979878'. */
export function normalizeEntry(raw: string): string {
  return raw.replace(SEPARATORS, '').toUpperCase();
}

/** Check digit test on an already normalised 13-character string. */
function hasIsbn13Checksum(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) {
    const digit = digits.charCodeAt(i) - 48;
    sum += i % 2 === 0 ? digit : digit * 3;
  }
  return (10 - (sum % 10)) % 10 === digits.charCodeAt(12) - 48;
}

/** True for an ISBN-13 (978 or 979 prefix, valid check digit), with or without hyphens and spaces. */
export function isValidIsbn13(raw: string): boolean {
  const value = normalizeEntry(raw);
  return THIRTEEN_DIGITS.test(value) && hasIsbn13Checksum(value);
}

/** Normalises an entry and tells an ISBN-13 from a product code. */
export function classifyEntry(raw: string): NormalizedEntry {
  const value = normalizeEntry(raw);
  if (value === '') return { value, kind: 'empty' };
  if (value.length > MAX_ENTRY_LENGTH || !PLAUSIBLE.test(value)) return { value, kind: 'invalid' };
  if (THIRTEEN_DIGITS.test(value) && hasIsbn13Checksum(value)) return { value, kind: 'isbn13' };
  return { value, kind: 'productCode' };
}
