import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locale/locales';
import { siteContextFor } from '../locale/site-context';
import { matchRoute, ROUTE_PATTERNS, type RouteName } from './route-patterns';
import { isLoginPath, RETURN_TO_MAX_LENGTH, safeReturnTo } from './return-to';
import { cartNoticeOf, checkoutStepHref, errorCode, loginPath, storeRoutes } from './routes';

const us = storeRoutes(siteContextFor('en-us'));

/** Every URL the table builds, with the route whose pattern must recognise it. */
const BUILT: [RouteName, string][] = [
  ['home', us.home],
  ['quickOrder', us.quickOrder],
  ['orderStatus', us.orderStatus],
  ['orderConfirmation', us.orderConfirmation('W-20261123-0001')],
  ['accountRoot', us.account.root],
  ['orderHistory', us.account.orderHistory],
  ['orderDetails', us.account.orderDetails('W0001001')],
  [
    'orderStatusLookup',
    us.account.orderStatus({ orderNumber: 'W1', email: 'a@b.c' }).split('?')[0]!,
  ],
  ['savedCarts', us.account.savedCarts],
  ['savedCartDetails', us.account.savedCartDetails('00001001')],
  ['addresses', us.account.addresses('u-1').split('?')[0]!],
  ['addAddress', us.account.addAddress({ uuid: 'u-1', unitName: 'West' }).split('?')[0]!],
  ['editAddress', us.account.editAddress('a-1').split('?')[0]!],
  ['quotes', us.account.quotes],
  ['quote', us.account.quote('Q-1').split('?')[0]!],
  ['profile', us.account.profile],
  ['preferences', us.account.preferences],
  ['qualifications', us.account.qualifications],
  ['qualificationType', us.account.qualificationType('license')],
  ['addQualification', us.account.addQualification('degree')],
  ['editQualification', us.account.editQualification('organisation', '7')],
  ['accounts', us.account.accounts],
  ['paymentCards', us.account.paymentCards],
  ['supportLogin', us.account.supportLogin()],
  ['supportLoginFor', us.account.supportLogin('agent')],
  ['cart', us.cart],
  ['checkout', us.checkout],
  ['expCheckout', us.expCheckout],
  ['product', us.product('0158241926')],
  ['search', us.search],
  ['login', us.login()],
  ['invoices', us.invoices],
  ['storeInvoices', us.storeInvoices],
  ['invoicePayment', us.invoicePayment('INV-1')],
  ['invoicePaymentConfirmation', us.invoicePaymentConfirmation('INV-1')],
  ['contactUs', us.contactUs],
  ['internationalContacts', us.internationalContacts],
  ['error', us.error(404)],
];

describe('the route table', () => {
  it('has a builder for every pattern', () => {
    expect(BUILT.map(([name]) => name).sort()).toEqual(Object.keys(ROUTE_PATTERNS).sort());
  });

  it.each(BUILT)('%s: the URL it builds is recognised as that route', (name, url) => {
    expect(matchRoute(url)?.name).toBe(name);
  });

  it('puts the account area under each site’s store base path', () => {
    for (const locale of LOCALES) {
      const site = siteContextFor(locale);
      expect(storeRoutes(site).account.savedCarts).toBe(
        `${site.storeBasePath}/my-account/saved-carts`,
      );
    }
    expect(storeRoutes(siteContextFor('fr-ca')).account.quotes).toBe(
      '/store/caassessments/fr/my-account/quotes',
    );
  });

  it('encodes untrusted ids and builds the spec queries', () => {
    expect(us.account.savedCartDetails('a/b?c')).toBe(
      '/store/usassessments/en/my-account/saved-carts/cart-details/a%2Fb%3Fc',
    );
    expect(us.account.addAddress({ uuid: 'u 1', unitName: 'West & East' })).toBe(
      '/store/usassessments/en/my-account/addresses/add-address?uuid=u+1&unitName=West+%26+East',
    );
    expect(us.account.quote('Q-1', { orderTrainingsError: true })).toBe(
      '/store/usassessments/en/my-account/quotes/Q-1?orderTrainingsError=true',
    );
    expect(us.account.orderStatus()).toBe(
      '/store/usassessments/en/my-account/order-history/order-status',
    );
    // The quote list's page: from 1, the first page (and anything that is not a page) is the plain list.
    expect(us.account.quotesPage(2)).toBe('/store/usassessments/en/my-account/quotes?page=2');
    expect(us.account.quotesPage(1)).toBe(us.account.quotes);
    expect(us.account.quotesPage(0.5)).toBe(us.account.quotes);
    expect(us.login({ timeout: true })).toBe('/en-us/login?timeout=true');
  });

  it('builds the checkout at a step, on our page or an integrator’s', () => {
    expect(us.checkoutStep('shipping-method')).toBe('/store/checkout?step=shipping-method');
    expect(matchRoute(us.checkoutStep('billing-address').split('?')[0]!)?.name).toBe('checkout');
    expect(checkoutStepHref('/buy?from=cart#top', 'shipping-address')).toBe(
      '/buy?from=cart&step=shipping-address#top',
    );
    expect(checkoutStepHref('https://shop.example.org/checkout', 'billing-address')).toBe(
      'https://shop.example.org/checkout?step=billing-address',
    );
  });

  it('builds the cart page with the checkout’s notice, still the cart route', () => {
    expect(us.cartWithNotice('empty')).toBe('/cart?checkout=empty');
    expect(us.cartWithNotice('blocked')).toBe('/cart?checkout=blocked');
    expect(us.cart).toBe('/cart');
    const url = new URL(us.cartWithNotice('blocked'), 'https://www.example.com');
    expect(matchRoute(url.pathname)?.name).toBe('cart');
    expect(cartNoticeOf(url.search)).toBe('blocked');
  });

  it.each([
    ['?checkout=empty', 'empty'],
    ['?checkout=blocked', 'blocked'],
    ['checkout=blocked&x=1', 'blocked'],
    ['?x=1&checkout=empty', 'empty'],
    ['', undefined],
    ['?', undefined],
    ['?checkout=', undefined],
    ['?checkout=EMPTY', undefined],
    ['?checkout=empty%20', undefined],
    ['?checkout=%3Cscript%3E', undefined],
    ['?checkout=toString', undefined],
    ['?checkout=__proto__', undefined],
    ['?notice=empty', undefined],
  ])('the cart notice of %j is %s (only the known values)', (search, notice) => {
    expect(cartNoticeOf(search)).toBe(notice);
  });

  it.each([
    [400, 400],
    [404, 404],
    [511, 511],
    [399, 500],
    [512, 500],
    [undefined, 500],
    [404.5, 500],
  ])('error page for %s is the %s page', (code, page) => {
    expect(errorCode(code)).toBe(page);
    expect(storeRoutes(siteContextFor('en-nz')).error(code)).toBe(`/en-nz/error.${page}.html`);
  });
});

describe('the login page’s returnTo', () => {
  it('is added, encoded, after the timeout flag', () => {
    expect(us.login({ returnTo: '/store/usassessments/en/my-account/saved-carts' })).toBe(
      '/en-us/login?returnTo=%2Fstore%2Fusassessments%2Fen%2Fmy-account%2Fsaved-carts',
    );
    expect(loginPath('en-nz', { timeout: true, returnTo: '/cart?promo=A&b=1' })).toBe(
      '/en-nz/login?timeout=true&returnTo=%2Fcart%3Fpromo%3DA%26b%3D1',
    );
    // The URL the login page reads back gives the same page.
    const built = new URL(loginPath('fr-ca', { returnTo: '/quotes/Q%201?x=é' }), 'https://x.test');
    expect(built.searchParams.get('returnTo')).toBe('/quotes/Q%201?x=%C3%A9');
  });

  it('is left out when it is not a safe site-relative path', () => {
    for (const returnTo of ['//evil.example', 'javascript:alert(1)', 'https://evil.example/', '']) {
      expect(loginPath('en-us', { timeout: true, returnTo }), returnTo).toBe(
        '/en-us/login?timeout=true',
      );
    }
  });
});

describe('safeReturnTo: untrusted input, only a site-relative path and query pass', () => {
  it.each([
    [
      '/store/usassessments/en/my-account/saved-carts',
      '/store/usassessments/en/my-account/saved-carts',
    ],
    ['/cart?promo=A&b=1', '/cart?promo=A&b=1'],
    ['/store/checkout', '/store/checkout'],
    ['/', '/'],
    // The browser's own reading of the path is what is returned.
    ['/store/../cart', '/cart'],
    ['/quotes/Q 1'.replace(' ', '%20'), '/quotes/Q%201'],
    ['/a/é', '/a/%C3%A9'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('%s passes as %s', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/store'],
    ['three slashes', '///evil.example'],
    ['a double slash later', '/store//evil'],
    ['a double slash in the query', '/cart?next=https://evil.example'],
    ['backslash', '/\\evil.example'],
    ['backslash later', '/store\\evil'],
    ['javascript: scheme', 'javascript:alert(1)'],
    ['JavaScript: scheme, mixed case', 'JaVaScRiPt:alert(1)'],
    ['data: scheme', 'data:text/html,<script>alert(1)</script>'],
    ['absolute URL', 'https://evil.example/store'],
    ['same-origin absolute URL', 'http://localhost/store'],
    ['relative path', 'store/checkout'],
    ['dot path', './store'],
    ['empty', ''],
    ['blank', ' '],
    ['leading space', ' /cart'],
    ['tab that the parser would drop', '/\t/evil.example'],
    ['newline', '/cart\n'],
    ['NUL', '/cart\u0000'],
    ['fragment', '/cart#top'],
    ['the login page (would loop)', '/en-us/login'],
    ['the login page with a query', '/en-nz/login?timeout=true'],
    ['the login page by dot segments', '/store/../en-us/login/'],
    ['the login page by encoded dots', '/x/%2e%2e/fr/LOGIN'],
    ['too long', `/${'a'.repeat(RETURN_TO_MAX_LENGTH)}`],
  ])('%s (%j) is ignored', (_name, value) => {
    expect(safeReturnTo(value)).toBeUndefined();
  });

  it('ignores what is not a string', () => {
    expect(safeReturnTo(null)).toBeUndefined();
    expect(safeReturnTo(undefined)).toBeUndefined();
  });

  it('knows the login page', () => {
    for (const path of ['/en-us/login', '/en-nz/login/', '/fr/login', '/EN_GB/Login'])
      expect(isLoginPath(path), path).toBe(true);
    for (const path of ['/login', '/en-us/login/x', '/my-account/support/login', '/en-us/logins'])
      expect(isLoginPath(path), path).toBe(false);
  });
});
