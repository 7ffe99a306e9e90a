// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  nearestProductScope,
  productCodeProblem,
  readProductCode,
  resolveProductCode,
} from './product-scope';

afterEach(() => document.body.replaceChildren());

describe('nearestProductScope', () => {
  it("finds the nearest <store-product> through the author's nesting and shadow roots", () => {
    document.body.innerHTML =
      '<store-product id="outer" code="1"><div><store-product id="inner" code="2"><p><span id="field"></span></p></store-product><div id="host"></div></div></store-product><span id="alone"></span>';
    expect(nearestProductScope(document.querySelector('#field')!)?.id).toBe('inner');
    const shadow = document.querySelector('#host')!.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<section><span id="deep"></span></section>';
    expect(nearestProductScope(shadow.querySelector('#deep')!)?.id).toBe('outer');
    expect(nearestProductScope(document.querySelector('#alone')!)).toBeNull();
  });
});

describe('resolveProductCode', () => {
  const product = 'https://www.assessments.com/p/0158241926';
  const search = 'https://www.assessments.com/search.html';
  it('takes its own code, else its scope’s, else the product page’s address', () => {
    expect(resolveProductCode('978-0-15-824192-0', '0158979825', undefined, product)).toEqual({
      ok: true,
      code: '9780158241920',
      raw: '978-0-15-824192-0',
      from: 'attribute',
    });
    expect(resolveProductCode(undefined, '0158979825', undefined, product)).toMatchObject({
      code: '0158979825',
      from: 'scope',
    });
    expect(resolveProductCode(undefined, undefined, undefined, product)).toMatchObject({
      code: '0158241926',
      from: 'address',
    });
    expect(resolveProductCode(undefined, undefined, undefined, search)).toMatchObject({
      ok: false,
      reason: 'missing',
      from: 'none',
    });
  });

  it('names the attribute and the reason', () => {
    expect(productCodeProblem('store-product', readProductCode(' ', 'attribute'))).toBe(
      '<store-product>: the attribute "code" (" ") is blank; the product\'s message is shown instead.',
    );
    expect(productCodeProblem('store-product-field', readProductCode('12#34', 'scope'))).toContain(
      'the attribute "code" ("12#34") of the <store-product> around it is not a product code or ISBN',
    );
    expect(
      productCodeProblem('store-product-image', {
        ok: false,
        reason: 'unknown',
        raw: '0158999999',
        from: 'address',
      }),
    ).toContain('the product code in the page\'s address ("0158999999") matches no product');
  });
});
