import { describe, expect, it } from 'vitest';
import {
  classifyLogoutPage,
  logoutPlan,
  logoutRedirect,
  type LogoutPageKind,
} from './logout-redirect';
import { LOCALES } from '../../core/locale/locales';
import { storeBasePath } from '../../core/locale/site-context';
import { loginPath } from '../../core/routes/routes';

/** Account routes of spec section 2 (the sub-routes too), valid at the root or under the store base path. */
const ACCOUNT_ROUTES = [
  '/my-account',
  '/my-account/support/login',
  '/my-account/abc/support/login',
  '/order-history',
  '/order-history/order-details/12345',
  '/order-history/order-status?orderCode=1&email=a%40b.c',
  '/saved-carts',
  '/saved-carts/cart-details/42',
  '/addresses?uuid=u-1',
  '/addresses/add-address?uuid=u-1&unitName=Org',
  '/addresses/edit-address/7?uuid=u-1&unitName=Org',
  '/quotes',
  '/quotes/Q-100',
  '/quotes/Q-100?orderTrainingsError=true',
  '/profile-details',
  '/preferences',
  '/qualifications',
  '/qualifications/accredited-institution/add',
  '/qualifications/accredited-institution/edit/1',
  '/qualifications/organisation/add',
  '/qualifications/organisation/edit/2',
  '/qualifications/license/add',
  '/qualifications/license/edit/3',
  '/qualifications/degree/add',
  '/qualifications/degree/edit/4',
];
const CHECKOUT_ROUTES = [
  '/cart',
  '/cart/checkout',
  '/en/checkout',
  '/checkout',
  '/checkout/payment',
];
const EXP_CHECKOUT_ROUTES = ['/exp-checkout', '/exp-checkout/shipping'];
const INVOICE_ROUTES = [
  '/store/invoices',
  '/store/invoices/pay',
  '/invoices/en-us',
  '/invoices/zh-sg',
  '/invoices/INV-1/payment',
  '/invoices/INV-1/payment/confirmation',
];
const STORE_SUFFIXES = ['', '/', '/quickOrder', '/order-status', '/c/assessments'];
const PRODUCT_ROUTES = ['/p/158234', '/p/158234?tab=details#top', '/en-nz/p/158234'];
const OTHER_ROUTES = [
  '/',
  '',
  '/search.html',
  '/search.html?q=wisc',
  '/contact-us.html',
  '/international-contacts.html',
  '/professional-assessments/products.html',
  '/en-us/login',
  '/en-nz/login?timeout=true',
  '/myaccount',
  '/stores/x',
];

describe('logoutRedirect: every row of "Redirect after logout", every locale, with and without timeout', () => {
  for (const locale of LOCALES) {
    const base = storeBasePath(locale);
    const login = `/${locale}/login`;

    describe(locale, () => {
      it(`login path is ${login}, with ?timeout=true after a timeout`, () => {
        expect(loginPath(locale)).toBe(login);
        expect(loginPath(locale, { timeout: true })).toBe(`${login}?timeout=true`);
        expect(loginPath(locale, { timeout: true, returnTo: '/cart?x=1' })).toBe(
          `${login}?timeout=true&returnTo=%2Fcart%3Fx%3D1`,
        );
      });

      const toLogin = [
        ...ACCOUNT_ROUTES,
        ...ACCOUNT_ROUTES.map((r) => `${base}${r}`),
        ...ACCOUNT_ROUTES.map((r) => `/${locale}${r}`),
        ...CHECKOUT_ROUTES,
        ...CHECKOUT_ROUTES.map((r) => `${base}${r}`),
        ...EXP_CHECKOUT_ROUTES,
        ...EXP_CHECKOUT_ROUTES.map((r) => `${base}${r}`),
      ];
      it('account, checkout (with the cart) and experience checkout pages go to login', () => {
        for (const path of toLogin) {
          expect(logoutRedirect(path, locale), path).toEqual({ kind: 'redirect', url: login });
          expect(logoutRedirect(path, locale, { timeout: false }), path).toEqual({
            kind: 'redirect',
            url: login,
          });
          expect(logoutRedirect(path, locale, { timeout: true }), path).toEqual({
            kind: 'redirect',
            url: `${login}?timeout=true`,
          });
        }
      });

      it(`invoice pages go to /invoices/${locale}, timeout or not`, () => {
        for (const path of [...INVOICE_ROUTES, `${base}/invoices`]) {
          for (const timeout of [false, true]) {
            expect(logoutRedirect(path, locale, { timeout }), path).toEqual({
              kind: 'redirect',
              url: `/invoices/${locale}`,
            });
          }
        }
      });

      it('store and product pages stay, timeout or not', () => {
        for (const path of [...STORE_SUFFIXES.map((s) => `${base}${s}`), ...PRODUCT_ROUTES]) {
          for (const timeout of [false, true]) {
            expect(logoutRedirect(path, locale, { timeout }), path).toEqual({ kind: 'stay' });
          }
        }
      });

      it('other pages go to /search.html, timeout or not', () => {
        for (const path of OTHER_ROUTES) {
          for (const timeout of [false, true]) {
            expect(logoutRedirect(path, locale, { timeout }), path).toEqual({
              kind: 'redirect',
              url: '/search.html',
            });
          }
        }
      });
    });
  }
});

describe('classifyLogoutPage', () => {
  const cases: [string, LogoutPageKind][] = [
    ['/MY-ACCOUNT', 'account'],
    ['//my-account//', 'account'],
    ['/my-account.html', 'account'],
    ['/quotes#top', 'account'],
    ['/fr/quotes', 'account'],
    ['/store/caassessments/fr/quotes/1', 'account'],
    // Another site's store base path is still a store base path.
    ['/store/usassessments/en/saved-carts', 'account'],
    ['/cart', 'checkout'],
    ['/store/usassessments/en/cart', 'checkout'],
    ['/cart/checkout', 'checkout'],
    ['/exp-checkout', 'expCheckout'],
    ['/store/invoices', 'invoice'],
    ['/invoices/en-gb', 'invoice'],
    ['/p/123', 'product'],
    ['/p/checkout', 'product'],
    ['/store/usassessments/en/p/123', 'product'],
    ['/store/usassessments/en/quickOrder', 'store'],
    ['/store', 'store'],
    ['/search.html', 'other'],
    ['/fr', 'other'],
    ['/my-accounts', 'other'],
    ['/account/my-account', 'other'],
  ];
  for (const [path, kind] of cases) {
    it(`${path} is ${kind}`, () => expect(classifyLogoutPage(path)).toBe(kind));
  }
});

describe('logoutPlan: redirect, notification, or clear without redirect', () => {
  it('redirect pages redirect whatever the reason; only a timeout adds the query', () => {
    expect(logoutPlan('/my-account', 'en-nz', 'user')).toEqual({
      kind: 'redirect',
      url: '/en-nz/login',
    });
    expect(logoutPlan('/my-account', 'en-nz', 'session-ended')).toEqual({
      kind: 'redirect',
      url: '/en-nz/login?returnTo=%2Fmy-account',
    });
    expect(logoutPlan('/my-account', 'en-nz', 'timeout')).toEqual({
      kind: 'redirect',
      url: '/en-nz/login?timeout=true&returnTo=%2Fmy-account',
    });
    expect(logoutPlan('/contact-us.html', 'fr-ca', 'timeout')).toEqual({
      kind: 'redirect',
      url: '/search.html',
    });
    expect(logoutPlan('/invoices/1/payment', 'ja-jp', 'user')).toEqual({
      kind: 'redirect',
      url: '/invoices/ja-jp',
    });
  });

  it('on a page that stays: own sign-out clears quietly, a timeout or a 401 notifies', () => {
    const store = `${storeBasePath('en-gb')}/quickOrder`;
    expect(logoutPlan(store, 'en-gb', 'user')).toEqual({ kind: 'stay' });
    expect(logoutPlan(store, 'en-gb', 'timeout')).toEqual({ kind: 'notify', timeout: true });
    expect(logoutPlan('/p/1', 'en-gb', 'session-ended')).toEqual({
      kind: 'notify',
      timeout: false,
    });
  });
});

describe('returnTo: the login page takes a shopper signed out against their will back', () => {
  const savedCarts = '/store/usassessments/en/my-account/saved-carts';
  const login = (query: string) => ({ kind: 'redirect', url: `/en-us/login?${query}` });

  it('idle, timeout and session ended carry the page, path and query, without the hash', () => {
    const page = `${savedCarts}?sort=date&page=2`;
    const returnTo = encodeURIComponent(page);
    expect(logoutPlan(page, 'en-us', 'idle')).toEqual(login(`timeout=true&returnTo=${returnTo}`));
    expect(logoutPlan(page, 'en-us', 'timeout')).toEqual(
      login(`timeout=true&returnTo=${returnTo}`),
    );
    expect(logoutPlan(page, 'en-us', 'session-ended')).toEqual(login(`returnTo=${returnTo}`));
    expect(logoutPlan(`${page}#top`, 'en-us', 'idle')).toEqual(
      login(`timeout=true&returnTo=${returnTo}`),
    );
    expect(logoutPlan('/store/checkout', 'en-us', 'idle')).toEqual(
      login('timeout=true&returnTo=%2Fstore%2Fcheckout'),
    );
    expect(logoutPlan('/exp-checkout/shipping', 'en-us', 'session-ended')).toEqual(
      login('returnTo=%2Fexp-checkout%2Fshipping'),
    );
  });

  it('the shopper’s own Sign out and another tab’s carry none', () => {
    for (const reason of ['user', 'other-tab'] as const) {
      expect(logoutPlan(savedCarts, 'en-us', reason)).toEqual({
        kind: 'redirect',
        url: '/en-us/login',
      });
    }
  });

  it('only login redirects carry it: invoices, search and pages that stay do not', () => {
    expect(logoutPlan('/invoices/1/payment', 'en-us', 'idle')).toEqual({
      kind: 'redirect',
      url: '/invoices/en-us',
    });
    expect(logoutPlan('/contact-us.html?x=1', 'en-us', 'timeout')).toEqual({
      kind: 'redirect',
      url: '/search.html',
    });
    expect(logoutPlan('/p/1?x=1', 'en-us', 'timeout')).toEqual({ kind: 'notify', timeout: true });
  });

  it('a page address that is not a safe path is left out, never passed on', () => {
    // A path the browser itself would never report, but the table must not trust its input.
    expect(logoutRedirect('//my-account', 'en-us', { returnTo: true })).toEqual({
      kind: 'redirect',
      url: '/en-us/login',
    });
    expect(logoutRedirect('/my-account/\\evil', 'en-us', { returnTo: true })).toEqual({
      kind: 'redirect',
      url: '/en-us/login',
    });
  });
});

describe('the checkout route under /store', () => {
  it('/store/checkout is checkout: sign-out goes to login', () => {
    expect(classifyLogoutPage('/store/checkout')).toBe('checkout');
    expect(classifyLogoutPage('/store/checkout/')).toBe('checkout');
    expect(logoutPlan('/store/checkout', 'en-us', 'user')).toEqual({
      kind: 'redirect',
      url: '/en-us/login',
    });
    // A store page stays a store page.
    expect(classifyLogoutPage('/store/usassessments/en/quickOrder')).toBe('store');
  });
});
