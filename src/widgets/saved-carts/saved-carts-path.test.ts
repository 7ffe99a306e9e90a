import { describe, expect, it } from 'vitest';
import {
  cartCodeFromPath,
  detailsPath,
  listPath,
  normalizeCartCode,
  resolveCartCode,
} from './saved-cart-path';

/** The route table's list page (the fallback when neither attribute nor page path names one). */
const LIST = '/store/usassessments/en/my-account/saved-carts';

describe('saved cart id from the page path (untrusted input)', () => {
  it.each([
    ['/saved-carts/cart-details/00001001', '00001001'],
    ['/saved-carts/cart-details/00001001/', '00001001'],
    ['/store/usassessments/en/my-account/saved-carts/cart-details/00001001', '00001001'],
    [
      '/saved-carts/cart-details/6f1c2a9e-3b4d-4c5e-8f90-1a2b3c4d5e6f',
      '6f1c2a9e-3b4d-4c5e-8f90-1a2b3c4d5e6f',
    ],
    ['/saved-carts/cart-details/Cart%5F1', 'Cart_1'],
  ])('%s → %s', (path, code) => {
    expect(cartCodeFromPath(path)).toBe(code);
  });

  it.each([
    '/saved-carts/cart-details/',
    '/saved-carts/cart-details',
    '/saved-carts/cart-details/%',
    '/saved-carts/cart-details/%E0%A4%A',
    '/saved-carts/cart-details/..',
    '/saved-carts/cart-details/a%2Fb',
    '/saved-carts/cart-details/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '/saved-carts/cart-details/%20123',
    '/saved-carts/cart-details/123/extra',
    '/saved-carts/cart-details/-starts-with-hyphen',
    `/saved-carts/cart-details/${'a'.repeat(65)}`,
  ])('%s is malformed: null ("not found"), never an exception', (path) => {
    expect(cartCodeFromPath(path)).toBeNull();
  });

  it('is undefined on a path that is not a details page', () => {
    expect(cartCodeFromPath('/saved-carts')).toBeUndefined();
    expect(cartCodeFromPath('/cart-details/123')).toBeUndefined();
    expect(cartCodeFromPath('/')).toBeUndefined();
  });

  it('prefers the cart-id attribute, checked the same way', () => {
    expect(resolveCartCode('00001002', '/saved-carts/cart-details/00001001')).toBe('00001002');
    expect(resolveCartCode(' 00001002 ', '/anything')).toBe('00001002');
    expect(resolveCartCode('<img>', '/saved-carts/cart-details/00001001')).toBeNull();
    expect(resolveCartCode('', '/saved-carts/cart-details/00001001')).toBe('00001001');
    expect(resolveCartCode(undefined, '/saved-carts/cart-details/00001001')).toBe('00001001');
    expect(resolveCartCode(undefined, '/some/page')).toBeNull();
    expect(normalizeCartCode(null)).toBeNull();
  });
});

describe('list and details links', () => {
  it('finds the list path in the page path, or falls back to /saved-carts', () => {
    expect(listPath(undefined, '/saved-carts', LIST)).toBe('/saved-carts');
    expect(listPath(undefined, '/saved-carts/cart-details/1', LIST)).toBe('/saved-carts');
    expect(
      listPath(undefined, '/store/usassessments/en/my-account/saved-carts/cart-details/1', LIST),
    ).toBe('/store/usassessments/en/my-account/saved-carts');
    expect(listPath(undefined, '/cms/page.html', LIST)).toBe(LIST);
  });

  it('takes a safe base-path attribute and ignores an unsafe one', () => {
    expect(listPath('/account/carts/', '/x', LIST)).toBe('/account/carts');
    expect(listPath('javascript:alert(1)', '/saved-carts', LIST)).toBe('/saved-carts');
    expect(listPath('//evil.example/carts', '/saved-carts', LIST)).toBe('/saved-carts');
    expect(listPath('/carts?x=1', '/saved-carts', LIST)).toBe('/saved-carts');
    expect(listPath('https://evil.example/', '/saved-carts', LIST)).toBe('/saved-carts');
  });

  it('encodes the code into the details link', () => {
    expect(detailsPath('/saved-carts', '00001001')).toBe('/saved-carts/cart-details/00001001');
    expect(detailsPath('/saved-carts', 'a b')).toBe('/saved-carts/cart-details/a%20b');
  });
});
