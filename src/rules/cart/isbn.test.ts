import { describe, expect, it } from 'vitest';
import { MAX_ENTRY_LENGTH, classifyEntry, isValidIsbn13, normalizeEntry } from './isbn';
import { SEED_PRODUCTS } from '../../mocks/db/seed-products';

describe('normalizeEntry', () => {
  it.each([
    ['9780158979878', '9780158979878'],
    ['978-0-15-897987-8', '9780158979878'],
    ['978 0 15 897987 8', '9780158979878'],
    ['  978-0 15-897987 8  ', '9780158979878'],
    ['978\t0158979878', '9780158979878'],
    ['978\u00A00158979878', '9780158979878'], // no-break space from a pasted cell
    ['978\u20130158979878', '9780158979878'], // en dash from a word processor
    ['978\u22120158979878', '9780158979878'], // minus sign
    ['a103000185321', 'A103000185321'],
    [' a103-000-185321 ', 'A103000185321'],
    ['', ''],
    ['  - -  ', ''],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeEntry(raw)).toBe(expected);
  });
});

describe('isValidIsbn13', () => {
  it('accepts every seed ISBN, with and without hyphens and spaces', () => {
    for (const product of SEED_PRODUCTS) {
      const isbn = product.isbn13;
      expect(isValidIsbn13(isbn), isbn).toBe(true);
      const hyphenated = `${isbn.slice(0, 3)}-${isbn.slice(3, 4)}-${isbn.slice(4, 6)}-${isbn.slice(6, 12)}-${isbn.slice(12)}`;
      expect(isValidIsbn13(hyphenated), hyphenated).toBe(true);
      expect(isValidIsbn13(hyphenated.replaceAll('-', ' ')), hyphenated).toBe(true);
    }
  });

  it('refuses a wrong check digit', () => {
    expect(isValidIsbn13('9780158979878')).toBe(true);
    for (const digit of '012345679') {
      expect(isValidIsbn13(`978015897987${digit}`), digit).toBe(false);
    }
    expect(isValidIsbn13('978-0-15-897987-6')).toBe(false);
  });

  it('refuses a transposition the check digit catches', () => {
    expect(isValidIsbn13('9780158979878')).toBe(true);
    expect(isValidIsbn13('9780158979788')).toBe(false);
  });

  it('requires the 978 or 979 prefix and 13 digits', () => {
    expect(isValidIsbn13('9798765400012')).toBe(true);
    // A valid EAN-13 check digit but not an ISBN prefix.
    expect(isValidIsbn13('4006381333931')).toBe(false);
    expect(isValidIsbn13('978015897987')).toBe(false);
    expect(isValidIsbn13('97801589798780')).toBe(false);
    expect(isValidIsbn13('978015897987X')).toBe(false);
    expect(isValidIsbn13('')).toBe(false);
  });
});

describe('classifyEntry', () => {
  it('tells an ISBN-13 from a product code', () => {
    expect(classifyEntry('978-0-15-897987-8')).toEqual({ value: '9780158979878', kind: 'isbn13' });
    expect(classifyEntry('0158979876')).toEqual({ value: '0158979876', kind: 'productCode' });
    expect(classifyEntry('a103000185321')).toEqual({ value: 'A103000185321', kind: 'productCode' });
  });

  it('looks up a 978 number with a bad check digit as a product code', () => {
    expect(classifyEntry('978-0-15-897987-6')).toEqual({
      value: '9780158979876',
      kind: 'productCode',
    });
  });

  it('says empty for nothing typed', () => {
    expect(classifyEntry('')).toEqual({ value: '', kind: 'empty' });
    expect(classifyEntry('   ')).toEqual({ value: '', kind: 'empty' });
  });

  it('says invalid for characters no code has, and for pasted noise', () => {
    expect(classifyEntry('978/0158979878').kind).toBe('invalid');
    expect(classifyEntry('WISC-V kit!').kind).toBe('invalid');
    expect(classifyEntry('A'.repeat(MAX_ENTRY_LENGTH)).kind).toBe('productCode');
    expect(classifyEntry('A'.repeat(MAX_ENTRY_LENGTH + 1)).kind).toBe('invalid');
  });
});
