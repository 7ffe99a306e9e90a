/**
 * The store's routes as patterns (`:name` matches one path segment), for code that must recognise
 * a URL rather than build one: the demo host serves a page for each, and the tests match URLs
 * against it. Kept beside routes.ts, which builds the same URLs; a unit test checks
 * that every URL the table builds matches its pattern. Nothing in the bundle imports it.
 */
const STORE = '/store/:site/:lang';
const ACCOUNT = `${STORE}/my-account`;

export const ROUTE_PATTERNS = {
  home: '/',
  quickOrder: `${STORE}/quickOrder`,
  orderStatus: `${STORE}/order-status`,
  orderConfirmation: `${STORE}/checkout/order-confirmation/:orderCode`,
  accountRoot: ACCOUNT,
  orderHistory: `${ACCOUNT}/order-history`,
  orderDetails: `${ACCOUNT}/order-history/order-details/:orderId`,
  orderStatusLookup: `${ACCOUNT}/order-history/order-status`,
  savedCarts: `${ACCOUNT}/saved-carts`,
  savedCartDetails: `${ACCOUNT}/saved-carts/cart-details/:cartId`,
  addresses: `${ACCOUNT}/addresses`,
  addAddress: `${ACCOUNT}/addresses/add-address`,
  editAddress: `${ACCOUNT}/addresses/edit-address/:addressId`,
  quotes: `${ACCOUNT}/quotes`,
  quote: `${ACCOUNT}/quotes/:quoteId`,
  profile: `${ACCOUNT}/profile-details`,
  preferences: `${ACCOUNT}/preferences`,
  qualifications: `${ACCOUNT}/qualifications`,
  qualificationType: `${ACCOUNT}/qualifications/:type`,
  addQualification: `${ACCOUNT}/qualifications/:type/add`,
  editQualification: `${ACCOUNT}/qualifications/:type/edit/:qualificationId`,
  accounts: `${ACCOUNT}/accounts`,
  paymentCards: `${ACCOUNT}/payment-cards`,
  supportLogin: `${ACCOUNT}/support/login`,
  supportLoginFor: `${ACCOUNT}/:x/support/login`,
  cart: '/cart',
  checkout: '/:x/checkout',
  expCheckout: '/exp-checkout',
  product: '/p/:productCode',
  search: '/search.html',
  login: '/:locale/login',
  invoices: '/invoices/:locale',
  storeInvoices: '/store/invoices',
  invoicePayment: '/invoices/:invoiceId/payment',
  invoicePaymentConfirmation: '/invoices/:invoiceId/payment/confirmation',
  contactUs: '/contact-us.html',
  internationalContacts: '/international-contacts.html',
  error: '/:locale/error.:code.html',
} as const;
export type RouteName = keyof typeof ROUTE_PATTERNS;

/** A pattern as a regular expression with named groups; a trailing slash is allowed. */
export function patternRegExp(pattern: string): RegExp {
  const escaped = pattern
    .split(/(:[a-zA-Z]+)/)
    .map((part) =>
      part.startsWith(':')
        ? `(?<${part.slice(1)}>[^/]+?)`
        : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${escaped}/?$`);
}

/** The first route (in table order) whose pattern matches the path, with its parameters. */
export function matchRoute(
  pathname: string,
): { name: RouteName; params: Record<string, string> } | undefined {
  for (const [name, pattern] of Object.entries(ROUTE_PATTERNS) as [RouteName, string][]) {
    const match = patternRegExp(pattern).exec(pathname);
    if (match) return { name, params: { ...match.groups } };
  }
  return undefined;
}
