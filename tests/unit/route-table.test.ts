import { afterEach, describe, expect, it, vi } from 'vitest';
import { WP_ROUTES } from '../../demo-host/wp-routes.mjs';
import { classifyLogoutPage, logoutRedirect } from '../../src/auth/logout/logout-redirect';
import { regionalRedirect } from '../../src/auth/session/regional-redirect';
import { parseConfig } from '../../src/core/config/read-config';
import { siteContextFor } from '../../src/core/locale/site-context';
import { isLoginPath } from '../../src/core/routes/return-to';
import {
  DEFAULT_ROUTES,
  matchTemplate,
  pageUrl,
  routeParamNames,
  routeParams,
  type RouteName,
  type RouteTemplates,
} from '../../src/core/routes/route-table';
import { errorCodeOfPath, storeRoutes, type StoreRoutes } from '../../src/core/routes/routes';
import { invoiceNumberFromPath } from '../../src/rules/invoice/invoice-number';
import { productCodeFromPath } from '../../src/widgets/add-to-cart/add-to-cart-attributes';
import { addressIdFromPath } from '../../src/widgets/address-book/address-book-location';
import { orderCodeFromPath } from '../../src/widgets/order-confirmation/order-code';
import { orderIdFromPath } from '../../src/widgets/order-history/order-id';
import { qualificationLocationOf } from '../../src/widgets/qualifications/qualifications-location';
import { quoteCodeFromPath } from '../../src/widgets/quotes/quote-address';
import { cartCodeFromPath } from '../../src/widgets/saved-carts/saved-cart-path';
import { MemoryStorage } from '../../src/testing/memory-storage';

// The route table (src/core/routes/route-table.ts): built from the spec's defaults and from a
// WordPress-like site's table, and read back.

const wp = storeRoutes(siteContextFor('en-us', WP_ROUTES));
const spec = storeRoutes(siteContextFor('en-us'));

/** Sample parameters, as a widget would pass them (ids with characters that need encoding too). */
const PARAMS: Record<string, string> = {
  orderCode: 'W00001001',
  orderId: 'W0001001',
  cartId: 'cart 1/2',
  addressId: 'a-1',
  quoteId: 'Q10000005',
  type: 'degree',
  qualificationId: 'q-7',
  x: 'orders',
  productCode: '978-0-15',
  invoiceId: 'INV100201',
  code: '404',
};

/** Each route built through the widgets' own builder, from its parameters. */
function built(routes: StoreRoutes, name: RouteName, p = PARAMS): string {
  const a = routes.account;
  const urls: Record<RouteName, string> = {
    home: routes.home,
    quickOrder: routes.quickOrder,
    orderStatus: routes.orderStatus,
    orderConfirmation: routes.orderConfirmation(p.orderCode!),
    accountRoot: a.root,
    orderHistory: a.orderHistory,
    orderDetails: a.orderDetails(p.orderId!),
    orderStatusLookup: a.orderStatus(),
    savedCarts: a.savedCarts,
    savedCartDetails: a.savedCartDetails(p.cartId!),
    addresses: a.addresses(),
    addAddress: a.addAddress(),
    editAddress: a.editAddress(p.addressId!),
    quotes: a.quotes,
    quote: a.quote(p.quoteId!),
    profile: a.profile,
    preferences: a.preferences,
    qualifications: a.qualifications,
    qualificationType: a.qualificationType('degree'),
    addQualification: a.addQualification('degree'),
    editQualification: a.editQualification('degree', p.qualificationId!),
    accounts: a.accounts,
    paymentCards: a.paymentCards,
    supportLogin: a.supportLogin(),
    supportLoginFor: a.supportLogin(p.x),
    cart: routes.cart,
    checkout: routes.checkout,
    expCheckout: routes.expCheckout,
    product: routes.product(p.productCode!),
    search: routes.search,
    login: routes.login(),
    invoices: routes.invoices,
    storeInvoices: routes.storeInvoices,
    invoicePayment: routes.invoicePayment(p.invoiceId!),
    invoicePaymentConfirmation: routes.invoicePaymentConfirmation(p.invoiceId!),
    contactUs: routes.contactUs,
    internationalContacts: routes.internationalContacts,
    error: routes.error(Number(p.code)),
  };
  return urls[name];
}

const NAMES = Object.keys(DEFAULT_ROUTES) as RouteName[];
const withParams = NAMES.filter((name) => routeParamNames(name).length > 0);

describe('building every route', () => {
  it('from the default: the spec’s routes under the store base path', () => {
    expect(built(spec, 'quickOrder')).toBe('/store/usassessments/en/quickOrder');
    expect(built(spec, 'orderDetails')).toBe(
      '/store/usassessments/en/my-account/order-history/order-details/W0001001',
    );
    expect(built(spec, 'product')).toBe('/p/978-0-15');
    expect(built(spec, 'login')).toBe('/en-us/login');
    expect(built(spec, 'invoices')).toBe('/invoices/en-us');
    expect(built(spec, 'error')).toBe('/en-us/error.404.html');
    expect(built(spec, 'savedCartDetails')).toBe(
      '/store/usassessments/en/my-account/saved-carts/cart-details/cart%201%2F2',
    );
  });

  it('from a WordPress-like table: every route is its template, trailing slash and query kept', () => {
    for (const name of NAMES) {
      const expected = WP_ROUTES[name].replace(/\{(\w+)\}/g, (_, param: string) =>
        encodeURIComponent(param === 'type' ? 'degree' : PARAMS[param]!),
      );
      expect(built(wp, name), name).toBe(expected);
    }
    expect(wp.product('0158241926')).toBe('/wp/product/?code=0158241926');
    expect(wp.account.orderDetails('W0001001')).toBe('/wp/my-account/orders/W0001001/');
  });

  it('fills the site’s placeholders in any template', () => {
    const routes: RouteTemplates = {
      product: '{storeBase}/shop/{productCode}/',
      contactUs: '/{locale}/contact/',
      quickOrder: '/{site}/{lang}/quick/',
    };
    const nz = storeRoutes(siteContextFor('en-nz', routes));
    expect(nz.product('X1')).toBe('/store/nzassessments/en/shop/X1/');
    expect(nz.contactUs).toBe('/en-nz/contact/');
    expect(nz.quickOrder).toBe('/nzassessments/en/quick/');
  });
});

describe('the query our routes add is merged into the template’s own', () => {
  it('on the WordPress-like table', () => {
    expect(wp.login({ timeout: true, returnTo: '/wp/cart/' })).toBe(
      '/wp/login/?timeout=true&returnTo=%2Fwp%2Fcart%2F',
    );
    expect(wp.checkoutStep('review')).toBe('/wp/checkout/?step=review');
    expect(wp.cartWithNotice('empty')).toBe('/wp/cart/?checkout=empty');
    expect(wp.account.quotesPage(2)).toBe('/wp/my-account/quotes/?page=2');
    expect(wp.invoicesPage(3)).toBe('/wp/invoices/?page=3');
    expect(wp.account.quote('Q10000005', { orderTrainingsError: true })).toBe(
      '/wp/my-account/quotes/Q10000005/?orderTrainingsError=true',
    );
    expect(wp.account.orderHistoryPage({ page: 2, status: 'COMPLETED', from: '2026-01-01' })).toBe(
      '/wp/my-account/orders/?page=2&status=COMPLETED&from=2026-01-01',
    );
    expect(wp.account.editAddress('a-1', { uuid: 'org-5678', unitName: 'North & Co' })).toBe(
      '/wp/my-account/addresses/edit/?id=a-1&uuid=org-5678&unitName=North+%26+Co',
    );
  });

  it('kept beside the template’s literal query (a page id), never lost', () => {
    const routes = storeRoutes(
      siteContextFor('en-us', { cart: '/index.php?page_id=7', login: '/?page_id=9' }),
    );
    expect(routes.cartWithNotice('blocked')).toBe('/index.php?page_id=7&checkout=blocked');
    expect(routes.login({ returnTo: '/index.php?page_id=7' })).toBe(
      '/?page_id=9&returnTo=%2Findex.php%3Fpage_id%3D7',
    );
  });
});

describe('a template on another origin', () => {
  const routes: RouteTemplates = { product: 'https://shop.example.com/p/{productCode}/' };
  const shop = storeRoutes(siteContextFor('en-us', routes));

  it('builds absolute URLs, with the query merged', () => {
    expect(shop.product('0158241926')).toBe('https://shop.example.com/p/0158241926/');
    expect(shop.cart).toBe('/cart');
    const login = storeRoutes(
      siteContextFor('en-us', { login: 'https://id.example.com/sign-in?brand=x' }),
    );
    expect(login.login({ timeout: true })).toBe(
      'https://id.example.com/sign-in?brand=x&timeout=true',
    );
  });

  it('reads ids only on that origin', () => {
    expect(productCodeFromPath('https://shop.example.com/p/0158241926/', routes)).toBe(
      '0158241926',
    );
    expect(productCodeFromPath('https://other.example.com/p/0158241926/', routes)).toBeUndefined();
    expect(productCodeFromPath('/p/0158241926', routes)).toBeUndefined();
  });
});

describe('reading ids back: every parameterised route round-trips', () => {
  it.each(withParams)('%s, from the WordPress-like table and from the default', (name) => {
    for (const [table, routes] of [
      [WP_ROUTES, wp],
      [undefined, spec],
    ] as const) {
      const params = routeParams(name, table, built(routes, name));
      for (const param of routeParamNames(name)) {
        expect(params?.[param], `${name}.${param}`).toBe(
          param === 'type' ? 'degree' : PARAMS[param],
        );
      }
    }
  });

  it('each widget’s reader, on the WordPress-like pages', () => {
    const r = WP_ROUTES;
    expect(productCodeFromPath('/wp/product/?code=0158241926', r)).toBe('0158241926');
    expect(orderIdFromPath('/wp/my-account/orders/W10000001/', r)).toBe('W10000001');
    expect(orderCodeFromPath('/wp/checkout/order-confirmation/?order=W00001001', r)).toBe(
      'W00001001',
    );
    expect(quoteCodeFromPath('/wp/my-account/quotes/Q10000005', r)).toBe('Q10000005');
    expect(cartCodeFromPath('/wp/my-account/saved-carts/cart/?id=00001001', r)).toBe('00001001');
    expect(addressIdFromPath('/wp/my-account/addresses/edit/?id=addr-1', r)).toBe('addr-1');
    expect(addressIdFromPath('/wp/my-account/addresses/add/', r)).toBeUndefined();
    expect(
      qualificationLocationOf('/wp/my-account/qualifications/edit/?type=license&id=q-1', r),
    ).toEqual({ type: 'license', id: 'q-1' });
    expect(qualificationLocationOf('/wp/my-account/qualifications/?type=degree', r)).toEqual({
      type: 'degree',
      id: undefined,
    });
    expect(qualificationLocationOf('/wp/my-account/qualifications/', r)).toEqual({
      type: undefined,
      id: undefined,
    });
    expect(invoiceNumberFromPath('/wp/invoices/pay/?invoice=inv100201', r)).toBe('INV100201');
    expect(invoiceNumberFromPath('/wp/invoices/paid/?invoice=INV100201', r)).toBe('INV100201');
    expect(errorCodeOfPath('/wp/error/?code=403', r)).toBe(403);
  });

  it('refuses what does not match: ids are untrusted', () => {
    const r = WP_ROUTES;
    expect(productCodeFromPath('/wp/product/?code=%E0%A4%A', r)).toBeUndefined();
    expect(productCodeFromPath('/wp/product/', r)).toBeUndefined();
    expect(productCodeFromPath('/p/0158241926', r)).toBeUndefined();
    expect(orderIdFromPath('/wp/my-account/orders/%3Cscript%3E/', r)).toBeUndefined();
    expect(orderIdFromPath('/wp/my-account/orders/W10000001/extra/', r)).toBeUndefined();
    expect(quoteCodeFromPath('/wp/my-account/quotes/', r)).toBeNull();
    expect(cartCodeFromPath('/wp/my-account/saved-carts/cart/?id=a%2Fb', r)).toBeNull();
    expect(cartCodeFromPath('/wp/my-account/saved-carts/', r)).toBeUndefined();
    expect(addressIdFromPath('/wp/my-account/addresses/edit/', r)).toBeNull();
    expect(addressIdFromPath('/wp/my-account/addresses/edit/?id=<b>', r)).toBeNull();
    expect(errorCodeOfPath('/wp/error/?code=600', r)).toBe(500);
    expect(errorCodeOfPath('/wp/error/?code=0404', r)).toBe(500);
  });

  it('a literal query value in a template must be there', () => {
    const page = pageUrl('/index.php?page_id=7&id=X1')!;
    expect(matchTemplate('/index.php?page_id=7&id={cartId}', page)).toEqual({ cartId: 'X1' });
    expect(matchTemplate('/index.php?page_id=8&id={cartId}', page)).toBeUndefined();
  });
});

describe('the configuration’s routes', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the good templates and logs each bad one by name (its default is used)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const config = parseConfig({
      platformKey: 'k',
      routes: {
        quickOrder: '/quick-order/',
        product: '/product/',
        cart: 'cart',
        orderDetails: '/orders/{orderId}/{page}/',
        quote: 42,
        checkout: 'javascript:alert(1)',
        shop: '/shop/',
      },
    });
    expect(config.routes).toEqual({ quickOrder: '/quick-order/' });
    const logged = error.mock.calls.map((call) => String(call.join(' ')));
    for (const text of [
      '"routes.product" is invalid ({productCode} is missing)',
      '"routes.cart" is invalid (not a path or an absolute URL)',
      '"routes.orderDetails" is invalid (unknown placeholder {page})',
      '"routes.quote" is invalid (not a path or an absolute URL)',
      '"routes.checkout" is invalid (not a path or an absolute URL)',
      'unknown route "routes.shop" ignored',
    ]) {
      expect(
        logged.some((line) => line.includes(text)),
        text,
      ).toBe(true);
    }
    const routes = storeRoutes(siteContextFor('en-us', config.routes));
    expect(routes.quickOrder).toBe('/quick-order/');
    expect(routes.product('1')).toBe('/p/1');
  });

  it('a value that is no object is the default table', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseConfig({ platformKey: 'k', routes: ['/p/'] }).routes).toEqual({});
    const logged = error.mock.calls.map((call) => call.join(' '));
    expect(logged.some((line) => line.includes('"routes" is invalid (an object of route'))).toBe(
      true,
    );
    expect(parseConfig({ platformKey: 'k' }).routes).toEqual({});
  });
});

describe('account and checkout pages of the configured table (logout, sign-in)', () => {
  it('classifies the site’s pages by their routes', () => {
    expect(classifyLogoutPage('/wp/my-account/orders/W0001001/', WP_ROUTES)).toBe('account');
    expect(classifyLogoutPage('/wp/my-account/', WP_ROUTES)).toBe('account');
    expect(classifyLogoutPage('/wp/cart/', WP_ROUTES)).toBe('checkout');
    expect(classifyLogoutPage('/wp/checkout/?step=review', WP_ROUTES)).toBe('checkout');
    expect(classifyLogoutPage('/wp/product/?code=1', WP_ROUTES)).toBe('product');
    expect(classifyLogoutPage('/wp/invoices/pay/?invoice=INV100201', WP_ROUTES)).toBe('invoice');
    expect(classifyLogoutPage('/wp/quick-order/', WP_ROUTES)).toBe('store');
    expect(classifyLogoutPage('/wp/', WP_ROUTES)).toBe('other');
    // The spec's pages still are what they were.
    expect(classifyLogoutPage('/store/usassessments/en/my-account/quotes', WP_ROUTES)).toBe(
      'account',
    );
  });

  it('sends the shopper to the site’s login, invoices and search pages', () => {
    const options = { timeout: true, returnTo: true, routes: WP_ROUTES };
    expect(logoutRedirect('/wp/my-account/quotes/', 'en-us', options)).toEqual({
      kind: 'redirect',
      url: '/wp/login/?timeout=true&returnTo=%2Fwp%2Fmy-account%2Fquotes%2F',
    });
    expect(logoutRedirect('/wp/invoices/', 'en-us', options)).toEqual({
      kind: 'redirect',
      url: '/wp/invoices/',
    });
    expect(logoutRedirect('/wp/contact/', 'en-us', options)).toEqual({
      kind: 'redirect',
      url: '/wp/search/',
    });
  });

  it('the regional switch keeps a page naming its site, else goes to the other site’s home', () => {
    const routes: RouteTemplates = { ...WP_ROUTES, home: '/{locale}/' };
    const to = (page: string) =>
      regionalRedirect('en-au', 'NZ', page, new MemoryStorage(), routes)?.url;
    expect(to('/wp/cart/')).toBe('/en-nz/');
    expect(to('/store/auassessments/en/quickOrder')).toBe('/store/nzassessments/en/quickOrder');
    expect(regionalRedirect('en-au', 'NZ', '/wp/cart/', new MemoryStorage())?.url).toBe(
      '/store/nzassessments/en',
    );
  });

  it('knows the site’s login page', () => {
    expect(isLoginPath('/wp/login/', WP_ROUTES)).toBe(true);
    expect(isLoginPath('/wp/login', WP_ROUTES)).toBe(true);
    expect(isLoginPath('/shop/sign-in/', { login: '/shop/sign-in/' })).toBe(true);
    expect(isLoginPath('/shop/sign-in/', undefined)).toBe(false);
    expect(isLoginPath('/en-us/login', WP_ROUTES)).toBe(true);
  });
});
