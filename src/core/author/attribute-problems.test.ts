import { describe, expect, it } from 'vitest';
import {
  allowedValues,
  attributeProblems,
  closestAttribute,
  editDistance,
  type DeclaredAttribute,
} from './attribute-problems';

const declared: DeclaredAttribute[] = [
  { name: 'product-code', type: { text: 'string' } },
  { name: 'code', type: { text: 'number' } },
  { name: 'show-title', type: { text: 'boolean' } },
  { name: 'type', type: { text: "'degree' | 'license'" } },
];

const check = (given: [string, string][], own: string[] = []) =>
  attributeProblems(declared, given, own);

describe('author mode: the generic attribute check', () => {
  it('reads a union of string literals, and nothing else, as allowed values', () => {
    expect(allowedValues("'compact' | 'full'")).toEqual(['compact', 'full']);
    expect(allowedValues('"a"|"b"')).toEqual(['a', 'b']);
    expect(allowedValues("'only'")).toEqual(['only']);
    expect(allowedValues('string')).toBeUndefined();
    expect(allowedValues("'a' | string")).toBeUndefined();
  });

  it('accepts every well-formed value, and any text in a string attribute', () => {
    expect(
      check([
        ['product-code', ''],
        ['code', '404'],
        ['show-title', 'true'],
        ['type', 'degree'],
      ]),
    ).toEqual([]);
    expect(check([['code', ' -1.5e2 ']])).toEqual([]);
    expect(check([['code', '.5']])).toEqual([]);
    expect(check([['show-title', 'FALSE']])).toEqual([]);
    // HTML's boolean attribute forms: bare (an empty value) and the attribute's own name.
    expect(check([['show-title', '']])).toEqual([]);
    expect(check([['show-title', 'show-title']])).toEqual([]);
  });

  it('reports a number attribute that is not a plain number (r2wc would read "12px" as 12)', () => {
    for (const value of ['', ' ', 'abc', '12px', '0x10', '1.2.3', 'NaN', 'Infinity']) {
      expect(check([['code', value]]), value).toEqual([
        { kind: 'notNumber', attribute: 'code', value },
      ]);
    }
  });

  it('reports any other boolean attribute text, which reads as true by presence', () => {
    expect(check([['show-title', 'yes']])).toEqual([
      { kind: 'notBoolean', attribute: 'show-title', value: 'yes', readAs: true },
    ]);
    expect(check([['show-title', 'no']])[0]).toMatchObject({ readAs: true });
    expect(check([['show-title', '1']])[0]).toMatchObject({ readAs: true });
    expect(check([['show-title', '0']])[0]).toMatchObject({ readAs: true });
  });

  it('reports a value outside the allowed ones, exactly as written (case and spaces count)', () => {
    for (const value of ['degrees', 'Degree', ' degree', '']) {
      expect(check([['type', value]]), value).toEqual([
        { kind: 'notAllowed', attribute: 'type', value, allowed: ['degree', 'license'] },
      ]);
    }
  });

  it('suggests the declared attribute an unknown one is a typo of', () => {
    expect(check([['product-cod', '0158241926']])).toEqual([
      { kind: 'unknown', attribute: 'product-cod', suggestion: 'product-code' },
    ]);
    // HTML lowercases a camelCase attribute: `productCode` arrives as `productcode`.
    expect(check([['productcode', 'x']])[0]).toMatchObject({ suggestion: 'product-code' });
    expect(check([['show_title', 'true']])[0]).toMatchObject({ suggestion: 'show-title' });
    // A swap of two letters is one edit.
    expect(check([['tpye', 'degree']])[0]).toMatchObject({ suggestion: 'type' });
  });

  it('leaves alone global attributes, data-*, aria-*, far-off names and a typo beside its original', () => {
    expect(
      check([
        ['id', 'x'],
        ['class', 'y'],
        ['title', 'z'],
        ['data-code', '1'],
        ['aria-label', 'a'],
        ['sku', '0158241926'],
        ['product', 'p'],
        ['variant', 'full'],
        ['product-code', '1'],
        ['product-cod', '1'],
      ]),
    ).toEqual([]);
  });

  it('leaves to the widget’s own check an attribute it already reports', () => {
    const own = ['<store-x>: the attribute "code" ("abc") is wrong'];
    expect(check([['code', 'abc']], own)).toEqual([]);
    expect(
      check(
        [
          ['code', 'abc'],
          ['show-title', 'yes'],
        ],
        own,
      ),
    ).toHaveLength(1);
  });

  it('measures edits: insertions, deletions, substitutions and swaps, with a closeness limit', () => {
    expect(editDistance('', '')).toBe(0);
    expect(editDistance('abc', '')).toBe(3);
    expect(editDistance('code', 'cod')).toBe(1);
    expect(editDistance('code', 'cdoe')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    // Two edits at most, and no more than a third of the name.
    expect(closestAttribute('cart-hraf', ['cart-href'])).toBe('cart-href');
    expect(closestAttribute('crt-hraf', ['cart-href'])).toBe('cart-href');
    expect(closestAttribute('cat-hr', ['cart-href'])).toBeUndefined();
    expect(closestAttribute('cod', ['code'])).toBe('code');
    expect(closestAttribute('co', ['code'])).toBeUndefined();
    expect(closestAttribute('order-cod', ['order-code', 'cart-href'])).toBe('order-code');
  });
});
