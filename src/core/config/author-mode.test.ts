import { describe, expect, it, vi } from 'vitest';
import { isAuthorMode } from './author-mode';
import { parseConfig } from './read-config';
import { getCore } from '../page-core/page-core';
import {
  addToCartAttributeProblems,
  productCodeProblem,
  readProductCode,
  readQuantity,
} from '../../widgets/add-to-cart/add-to-cart-attributes';

const config = (raw: Record<string, unknown>) => parseConfig({ platformKey: 'k', ...raw });

describe('author mode: the decision', () => {
  it('is on with the authorMode config key', () => {
    expect(isAuthorMode(config({ authorMode: true }), '')).toBe(true);
    expect(isAuthorMode(config({ authorMode: true }), '?wcmmode=disabled')).toBe(true);
  });

  it('is on with the editor’s wcmmode=edit in the query, whatever its case', () => {
    expect(isAuthorMode(config({}), '?wcmmode=edit')).toBe(true);
    expect(isAuthorMode(config({}), '?site=fr-ca&wcmmode=EDIT')).toBe(true);
  });

  it('is off with neither: a shopper’s page, the editor’s preview and published modes', () => {
    expect(isAuthorMode(config({}), '')).toBe(false);
    expect(isAuthorMode(config({ authorMode: false }), '?site=en-us')).toBe(false);
    expect(isAuthorMode(config({}), '?wcmmode=disabled')).toBe(false);
    expect(isAuthorMode(config({}), '?wcmmode=preview')).toBe(false);
    expect(isAuthorMode(config({}), '?mode=edit&wcmmode')).toBe(false);
  });

  it('takes a bad authorMode value as off, naming the key in the console', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(isAuthorMode(config({ authorMode: 'yes' }), '')).toBe(false);
    expect(String(error.mock.calls[0]?.[1])).toContain('"authorMode" is invalid');
  });
});

describe('author mode: the add to cart’s attribute problems', () => {
  it('are the console’s texts, one per wrong attribute', () => {
    const core = getCore();
    expect(addToCartAttributeProblems({}, core)).toEqual([
      productCodeProblem(readProductCode(undefined), undefined),
    ]);
    expect(addToCartAttributeProblems({}, core)[0]).toBe(
      '<store-add-to-cart>: the attribute "product-code" is missing, and the page is not a product page (/p/{code}); the product is shown as unavailable.',
    );
    expect(addToCartAttributeProblems({ productCode: '12#34', quantity: 'two' }, core)).toEqual([
      productCodeProblem(readProductCode('12#34'), '12#34'),
      readQuantity('two').problem,
    ]);
    expect(addToCartAttributeProblems({ productCode: '0158241926', quantity: '2' }, core)).toEqual(
      [],
    );
  });
});
