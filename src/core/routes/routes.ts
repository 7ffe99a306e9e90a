import type { Locale } from '../locale/locales';
import type { SiteContext } from '../locale/site-context';
import { RETURN_TO_PARAM, safeReturnTo } from './return-to';
import {
  DEFAULT_ROUTES,
  fillTemplate,
  routeParams,
  type RouteName,
  type RouteTemplates,
  withQuery,
} from './route-table';

/**
 * Every store URL a widget renders or redirects to (spec section 2), from the regional site and
 * its route table (route-table.ts); nobody writes a path by hand.
 */
export type RouteSite = Pick<SiteContext, 'locale' | 'storeBasePath' | 'routes'>;

/**
 * Why the checkout sent the shopper back to the cart page: the cart is empty, or something in it
 * keeps it from checkout (src/rules/cart/checkout-blockers.ts). The cart page says so.
 */
export const CART_NOTICES = ['empty', 'blocked'] as const;
export type CartNotice = (typeof CART_NOTICES)[number];
/** The cart page's query parameter that names the notice: `/cart?checkout=empty`. */
export const CART_NOTICE_PARAM = 'checkout';

/**
 * The notice a cart page's query string names (`location.search`). The query is untrusted input:
 * only the known values count, anything else is no notice.
 */
export function cartNoticeOf(search: string | URLSearchParams): CartNotice | undefined {
  const value = new URLSearchParams(search).get(CART_NOTICE_PARAM);
  return CART_NOTICES.find((notice) => notice === value);
}

/** The checkout's steps in order; its query names one (`?step=shipping-address`), an unknown one is `review`. */
export const CHECKOUT_STEPS = [
  'account',
  'qualified-user',
  'qglobal',
  'aimsweb',
  'shipping-address',
  'shipping-method',
  'billing-address',
  'review',
] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];
/** The checkout's query parameter that names its step. */
export const CHECKOUT_STEP_PARAM = 'step';

/**
 * A checkout page's URL (ours, or an integrator's `checkoutHref`) at one step; its other query
 * parameters and hash are kept.
 */
export function checkoutStepHref(checkoutHref: string, step: CheckoutStep): string {
  return withQuery(checkoutHref, { [CHECKOUT_STEP_PARAM]: step });
}

/** The qualification types of spec section 2 (each with add and edit/{id}). */
export const QUALIFICATION_TYPES = [
  'accredited-institution',
  'organisation',
  'license',
  'degree',
] as const;
export type QualificationType = (typeof QUALIFICATION_TYPES)[number];

/** The first path segment under `/my-account` of each account section. */
export const ACCOUNT_SECTIONS = {
  orderHistory: 'order-history',
  savedCarts: 'saved-carts',
  addresses: 'addresses',
  quotes: 'quotes',
  profile: 'profile-details',
  preferences: 'preferences',
  qualifications: 'qualifications',
  accounts: 'accounts',
  paymentCards: 'payment-cards',
  support: 'support',
} as const;

/** The spec's root-level account paths (`/my-account/...`, `/saved-carts`): account pages too. */
export const ROOT_ACCOUNT_SEGMENTS: readonly string[] = [
  'my-account',
  ...Object.values(ACCOUNT_SECTIONS).filter((section) => section !== ACCOUNT_SECTIONS.support),
];

/** The saved-cart details sub-route: `…/saved-carts/cart-details/{id}`. */
export const SAVED_CART_DETAILS_SEGMENT = 'cart-details';

/** The quote list's page in its query (`…/quotes?page=2`, from 1; the first page has none). */
export const QUOTES_PAGE_PARAM = 'page';

/** The invoice list's page in its query (`/invoices/en-us?page=2`, from 1). */
export const INVOICES_PAGE_PARAM = 'page';

/** The quote page's query that shows the training-order error (spec section 2). */
export const ORDER_TRAININGS_ERROR_PARAM = 'orderTrainingsError';

/** Error pages: HTTP 400-511, anything else is the 500 page (spec section 2). */
export function errorCode(code: number | undefined): number {
  return code !== undefined && Number.isInteger(code) && code >= 400 && code <= 511 ? code : 500;
}

/** The code an error page's address names (`error.404.html`); anything but 400-511 is 500. */
export function errorCodeOfPath(page: string, routes?: RouteTemplates): number {
  const written = routeParams('error', routes, page)?.code ?? '';
  return errorCode(/^[1-9]\d{2}$/.test(written) ? Number(written) : undefined);
}

/** The order history's query: page (from 1), status, and the first and last day (ISO dates). */
export interface OrderHistoryQuery {
  page?: number | undefined;
  status?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

type BuildRoute = (
  name: RouteName,
  params?: Record<string, string>,
  query?: Record<string, string | undefined>,
) => string;

/** Builds the site's routes: its configured template, else the spec's, with the site's values. */
function routeBuilder(site: RouteSite): BuildRoute {
  const [, , baseSite = '', lang = ''] = site.storeBasePath.split('/');
  const values = { storeBase: site.storeBasePath, locale: site.locale, site: baseSite, lang };
  return (name, params = {}, query) =>
    fillTemplate(site.routes?.[name] ?? DEFAULT_ROUTES[name], { ...values, ...params }, query);
}

const pageQuery = (page: number) => (Number.isInteger(page) && page > 1 ? String(page) : undefined);

function accountRoutes(route: BuildRoute) {
  return {
    root: route('accountRoot'),
    orderHistory: route('orderHistory'),
    /** The history at a page (from 1; the first is left out) with its filter, as its query keeps them. */
    orderHistoryPage: (query: OrderHistoryQuery) =>
      route(
        'orderHistory',
        {},
        {
          page: pageQuery(query.page ?? 1),
          status: query.status,
          from: query.from,
          to: query.to,
        },
      ),
    orderDetails: (id: string) => route('orderDetails', { orderId: id }),
    orderStatus: (query: { orderNumber?: string; email?: string } = {}) =>
      route('orderStatusLookup', {}, query),
    savedCarts: route('savedCarts'),
    savedCartDetails: (id: string) => route('savedCartDetails', { cartId: id }),
    /**
     * The address book's query (spec section 2): `uuid`, the customer account whose book it is
     * (none: the shopper's own), and `unitName`, that unit's name, which the links carry on.
     */
    addresses: (uuid?: string) => route('addresses', {}, { uuid }),
    addAddress: (query: { uuid?: string; unitName?: string } = {}) =>
      route('addAddress', {}, query),
    editAddress: (id: string, query: { uuid?: string; unitName?: string } = {}) =>
      route('editAddress', { addressId: id }, query),
    quotes: route('quotes'),
    /** One page of the quote list, counted from 1 (page 1 is the plain list). */
    quotesPage: (page: number) => route('quotes', {}, { [QUOTES_PAGE_PARAM]: pageQuery(page) }),
    quote: (id: string, query: { orderTrainingsError?: boolean } = {}) =>
      route(
        'quote',
        { quoteId: id },
        { [ORDER_TRAININGS_ERROR_PARAM]: query.orderTrainingsError ? 'true' : undefined },
      ),
    profile: route('profile'),
    preferences: route('preferences'),
    qualifications: route('qualifications'),
    qualificationType: (type: QualificationType) => route('qualificationType', { type }),
    addQualification: (type: QualificationType) => route('addQualification', { type }),
    editQualification: (type: QualificationType, id: string) =>
      route('editQualification', { type, qualificationId: id }),
    accounts: route('accounts'),
    paymentCards: route('paymentCards'),
    /** Customer service sign-in (spec: /my-account/support/login, /my-account/{x}/support/login). */
    supportLogin: (x?: string) => (x ? route('supportLoginFor', { x }) : route('supportLogin')),
  };
}

/** The store's URLs for one regional site, from its route table (src/core/routes/route-table.ts). */
export function storeRoutes(site: RouteSite) {
  const route = routeBuilder(site);
  return {
    home: route('home'),
    storeBase: site.storeBasePath,
    quickOrder: route('quickOrder'),
    orderStatus: route('orderStatus'),
    /** The cart is the checkout index (spec section 2). */
    cart: route('cart'),
    /** The cart page with a notice from the checkout, which sent the shopper back there. */
    cartWithNotice: (notice: CartNotice) => route('cart', {}, { [CART_NOTICE_PARAM]: notice }),
    /** `/{x}/checkout`: ours is `/store/checkout`. */
    checkout: route('checkout'),
    /** The checkout at one step (a quote's missing delivery address, delivery method, billing address). */
    checkoutStep: (step: CheckoutStep) => route('checkout', {}, { [CHECKOUT_STEP_PARAM]: step }),
    expCheckout: route('expCheckout'),
    /**
     * The order confirmation: its own URL, so a reload shows it again. Under the store
     * base path, in the checkout's area (a sign-out there goes to the login page).
     */
    orderConfirmation: (code: string) => route('orderConfirmation', { orderCode: code }),
    product: (code: string) => route('product', { productCode: code }),
    search: route('search'),
    login: (options: LoginOptions = {}) => route('login', {}, loginQuery(options)),
    invoices: route('invoices'),
    /** One page of the invoice list (from 1; page 1 is the plain list), on the locale page. */
    invoicesPage: (page: number) =>
      route('invoices', {}, { [INVOICES_PAGE_PARAM]: pageQuery(page) }),
    storeInvoices: route('storeInvoices'),
    invoicePayment: (id: string) => route('invoicePayment', { invoiceId: id }),
    invoicePaymentConfirmation: (id: string) =>
      route('invoicePaymentConfirmation', { invoiceId: id }),
    /** CMS pages whose paths the spec does not give; these are ours. */
    contactUs: route('contactUs'),
    internationalContacts: route('internationalContacts'),
    /** The regional site root plus error.{code}.html (spec section 2). */
    error: (code?: number) => route('error', { code: String(errorCode(code)) }),
    account: accountRoutes(route),
  };
}
export type StoreRoutes = ReturnType<typeof storeRoutes>;

export interface LoginOptions {
  /** Signed out by a timeout: the login page says why (spec section 7, `?timeout=true`). */
  timeout?: boolean | undefined;
  /**
   * The page to go back to after signing in (path and query, see ./return-to.ts): added as
   * `returnTo` when it is a safe site-relative path, silently left out otherwise.
   */
  returnTo?: string | undefined;
}

const loginQuery = (options: LoginOptions) => ({
  timeout: options.timeout ? 'true' : undefined,
  [RETURN_TO_PARAM]: safeReturnTo(options.returnTo),
});

/** The spec's login page under the whole locale (`en` alone would not tell en-au from en-nz). */
export function loginPath(locale: Locale, options: LoginOptions = {}): string {
  return fillTemplate(DEFAULT_ROUTES.login, { locale }, loginQuery(options));
}
