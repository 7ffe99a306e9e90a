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

// Every store URL a widget renders or redirects to (spec section 2), built from the route table.
export type RouteSite = Pick<SiteContext, 'locale' | 'storeBasePath' | 'routes'>;

/** Why the checkout sent the shopper back to the cart page. */
export const CART_NOTICES = ['empty', 'blocked'] as const;
export type CartNotice = (typeof CART_NOTICES)[number];
export const CART_NOTICE_PARAM = 'checkout';

/** The query is untrusted: only the known values count. */
export function cartNoticeOf(search: string | URLSearchParams): CartNotice | undefined {
  const value = new URLSearchParams(search).get(CART_NOTICE_PARAM);
  return CART_NOTICES.find((notice) => notice === value);
}

/** In order; an unknown step in the query is `review`. */
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
export const CHECKOUT_STEP_PARAM = 'step';

/** Ours or an integrator's `checkoutHref`; its other query parameters and hash are kept. */
export function checkoutStepHref(checkoutHref: string, step: CheckoutStep): string {
  return withQuery(checkoutHref, { [CHECKOUT_STEP_PARAM]: step });
}

/** Spec section 2. */
export const QUALIFICATION_TYPES = [
  'accredited-institution',
  'organisation',
  'license',
  'degree',
] as const;
export type QualificationType = (typeof QUALIFICATION_TYPES)[number];

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

export const SAVED_CART_DETAILS_SEGMENT = 'cart-details';

export const QUOTES_PAGE_PARAM = 'page';
export const INVOICES_PAGE_PARAM = 'page';
export const ORDER_TRAININGS_ERROR_PARAM = 'orderTrainingsError';

/** Error pages: HTTP 400-511, anything else is the 500 page (spec section 2). */
export function errorCode(code: number | undefined): number {
  return code !== undefined && Number.isInteger(code) && code >= 400 && code <= 511 ? code : 500;
}

export function errorCodeOfPath(page: string, routes?: RouteTemplates): number {
  const written = routeParams('error', routes, page)?.code ?? '';
  return errorCode(/^[1-9]\d{2}$/.test(written) ? Number(written) : undefined);
}

/** Page from 1; `from` and `to` are ISO dates. */
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
    /** `uuid`: the customer account whose book it is (none: the shopper's own). */
    addresses: (uuid?: string) => route('addresses', {}, { uuid }),
    addAddress: (query: { uuid?: string; unitName?: string } = {}) =>
      route('addAddress', {}, query),
    editAddress: (id: string, query: { uuid?: string; unitName?: string } = {}) =>
      route('editAddress', { addressId: id }, query),
    quotes: route('quotes'),
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
    supportLogin: (x?: string) => (x ? route('supportLoginFor', { x }) : route('supportLogin')),
  };
}

export function storeRoutes(site: RouteSite) {
  const route = routeBuilder(site);
  return {
    home: route('home'),
    storeBase: site.storeBasePath,
    quickOrder: route('quickOrder'),
    orderStatus: route('orderStatus'),
    /** The cart is the checkout index (spec section 2). */
    cart: route('cart'),
    cartWithNotice: (notice: CartNotice) => route('cart', {}, { [CART_NOTICE_PARAM]: notice }),
    /** The spec's `/{x}/checkout`: ours is `/store/checkout`. */
    checkout: route('checkout'),
    checkoutStep: (step: CheckoutStep) => route('checkout', {}, { [CHECKOUT_STEP_PARAM]: step }),
    expCheckout: route('expCheckout'),
    /** Its own URL, so a reload shows it again; in the checkout area (sign-out goes to login). */
    orderConfirmation: (code: string) => route('orderConfirmation', { orderCode: code }),
    product: (code: string) => route('product', { productCode: code }),
    search: route('search'),
    login: (options: LoginOptions = {}) => route('login', {}, loginQuery(options)),
    invoices: route('invoices'),
    invoicesPage: (page: number) =>
      route('invoices', {}, { [INVOICES_PAGE_PARAM]: pageQuery(page) }),
    storeInvoices: route('storeInvoices'),
    invoicePayment: (id: string) => route('invoicePayment', { invoiceId: id }),
    invoicePaymentConfirmation: (id: string) =>
      route('invoicePaymentConfirmation', { invoiceId: id }),
    /** The spec gives no paths for these CMS pages; ours. */
    contactUs: route('contactUs'),
    internationalContacts: route('internationalContacts'),
    error: (code?: number) => route('error', { code: String(errorCode(code)) }),
    account: accountRoutes(route),
  };
}
export type StoreRoutes = ReturnType<typeof storeRoutes>;

export interface LoginOptions {
  /** Signed out by a timeout: the login page says why (spec section 7). */
  timeout?: boolean | undefined;
  /** Left out unless a safe site-relative path (see ./return-to.ts). */
  returnTo?: string | undefined;
}

const loginQuery = (options: LoginOptions) => ({
  timeout: options.timeout ? 'true' : undefined,
  [RETURN_TO_PARAM]: safeReturnTo(options.returnTo),
});

/** Under the whole locale: `en` alone would not tell en-au from en-nz. */
export function loginPath(locale: Locale, options: LoginOptions = {}): string {
  return fillTemplate(DEFAULT_ROUTES.login, { locale }, loginQuery(options));
}
