/**
 * A WordPress-like site's route table (docs/route-table.md): the demo host serves these pages
 * under /wp/ with this table in their configuration (server.mjs), as the WordPress plugin does.
 * Trailing slashes as WordPress writes its pages; ids in the path or in the query.
 */
export const WP_PREFIX = '/wp';

export const WP_ROUTES = {
  home: '/wp/',
  quickOrder: '/wp/quick-order/',
  orderStatus: '/wp/order-status/',
  orderConfirmation: '/wp/checkout/order-confirmation/?order={orderCode}',
  accountRoot: '/wp/my-account/',
  orderHistory: '/wp/my-account/orders/',
  orderDetails: '/wp/my-account/orders/{orderId}/',
  orderStatusLookup: '/wp/my-account/order-status/',
  savedCarts: '/wp/my-account/saved-carts/',
  savedCartDetails: '/wp/my-account/saved-carts/cart/?id={cartId}',
  addresses: '/wp/my-account/addresses/',
  addAddress: '/wp/my-account/addresses/add/',
  editAddress: '/wp/my-account/addresses/edit/?id={addressId}',
  quotes: '/wp/my-account/quotes/',
  quote: '/wp/my-account/quotes/{quoteId}/',
  profile: '/wp/my-account/profile/',
  preferences: '/wp/my-account/preferences/',
  qualifications: '/wp/my-account/qualifications/',
  qualificationType: '/wp/my-account/qualifications/?type={type}',
  addQualification: '/wp/my-account/qualifications/add/?type={type}',
  editQualification: '/wp/my-account/qualifications/edit/?type={type}&id={qualificationId}',
  accounts: '/wp/my-account/accounts/',
  paymentCards: '/wp/my-account/payment-cards/',
  supportLogin: '/wp/my-account/support-login/',
  supportLoginFor: '/wp/my-account/support-login/?for={x}',
  cart: '/wp/cart/',
  checkout: '/wp/checkout/',
  expCheckout: '/wp/checkout/express/',
  product: '/wp/product/?code={productCode}',
  search: '/wp/search/',
  login: '/wp/login/',
  invoices: '/wp/invoices/',
  storeInvoices: '/wp/store-invoices/',
  invoicePayment: '/wp/invoices/pay/?invoice={invoiceId}',
  invoicePaymentConfirmation: '/wp/invoices/paid/?invoice={invoiceId}',
  contactUs: '/wp/contact/',
  internationalContacts: '/wp/offices/',
  error: '/wp/error/?code={code}',
};

/**
 * The route a /wp/ address is, with its parameters (`match`: the route table's matcher): of the
 * routes it matches, one with every parameter set and the most of them (`?type=` makes the
 * qualifications list one type's), else the first (a page whose id is missing says "not found").
 */
export function wpRouteOf(address, match, paramNames) {
  const found = Object.entries(WP_ROUTES)
    .map(([name, template]) => ({ name, params: match(template, address) }))
    .filter((route) => route.params);
  const complete = found
    .filter(({ name, params }) => paramNames(name).every((param) => params[param]))
    .sort((a, b) => paramNames(b.name).length - paramNames(a.name).length);
  return complete[0] ?? found[0];
}
