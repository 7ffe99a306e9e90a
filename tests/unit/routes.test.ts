import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/core/locale/locales';
import { siteContextFor } from '../../src/core/locale/resolve-locale';
import { matchRoute, ROUTE_PATTERNS, type RouteName } from '../../src/core/routes/route-patterns';
import { cartNoticeOf, errorCode, storeRoutes } from '../../src/core/routes/routes';

const us = storeRoutes(siteContextFor('en-us'));

/** Every URL the table builds, with the route whose pattern must recognise it. */
const BUILT: [RouteName, string][] = [
  ['home', us.home],
  ['quickOrder', us.quickOrder],
  ['orderStatus', us.orderStatus],
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
    expect(us.login({ timeout: true })).toBe('/en-us/login?timeout=true');
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
