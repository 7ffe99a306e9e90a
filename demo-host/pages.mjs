/**
 * The demo CMS pages: the widgets dropped in as raw HTML, as a content author would, at the
 * routes of the route table (src/core/routes, loaded by server.mjs and passed in).
 */
import { HOSTILE_NAMED_ELEMENTS } from './hostile-globals.mjs';

const header = '<store-header></store-header>';
const footer = '<store-footer></store-footer>';

/** Route values go into markup: escape them (a path segment is untrusted input). */
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function cms(title, text) {
  return `<main id="main" class="cms"><h1>${title}</h1><p>${text}</p></main>`;
}

function page(title, main) {
  return `${header}<main id="main" class="cms"><h1>${title}</h1>${main}</main>${footer}`;
}

/** The generic page for CMS content links (navigation and footer JSON) the demo has no page for. */
export function cmsPlaceholder(pathname) {
  return {
    title: 'Content page',
    body: `${header}${cms('Content page', `A page of the content management system (${escapeHtml(pathname)}).`)}${footer}`,
  };
}

/** Route name → [title, body]; the body may take the route's (escaped) parameters. */
const ROUTE_PAGES = {
  home: [
    'Home',
    `${header}${cms('Assessments for every professional', 'Clinical, educational and research assessments, scoring and training for clinicians, schools, universities and researchers.')}
    <section class="cms tiles" aria-label="Highlights"><article><h2>New editions</h2><p>See what is new this season.</p></article><article><h2>Digital assessment</h2><p>Administer and score online.</p></article><article><h2>Training</h2><p>Webinars and courses for your team.</p></article></section>${footer}`,
  ],
  quickOrder: [
    'Quick order',
    page(
      'Quick order',
      '<p>Add products by ISBN or product code.</p><store-quick-order></store-quick-order>',
    ),
  ],
  orderStatus: ['Order status', page('Order status', '<store-order-status></store-order-status>')],
  accountRoot: ['My account', page('My account', '<store-my-account></store-my-account>')],
  orderHistory: [
    'Order history',
    page('Order history', '<store-order-history></store-order-history>'),
  ],
  orderDetails: [
    'Order details',
    page('Order details', '<store-order-details></store-order-details>'),
  ],
  orderStatusLookup: [
    'Order status',
    page('Order status', '<store-order-status></store-order-status>'),
  ],
  orderConfirmation: [
    'Order confirmation',
    page('Thank you for your order', '<store-order-confirmation></store-order-confirmation>'),
  ],
  savedCarts: ['Saved carts', page('Saved carts', '<store-saved-carts></store-saved-carts>')],
  savedCartDetails: [
    'Saved cart',
    page('Saved cart', '<store-saved-cart-details></store-saved-cart-details>'),
  ],
  // The page's heading says what it is; the widget heads an organisation's book with its name.
  addresses: ['Address book', page('Address book', '<store-address-book></store-address-book>')],
  addAddress: [
    'Add an address',
    page('Add an address', '<store-address-form-page></store-address-form-page>'),
  ],
  editAddress: [
    'Edit an address',
    page('Edit an address', '<store-address-form-page></store-address-form-page>'),
  ],
  quotes: ['Quotes', page('Quotes', '<store-quotes></store-quotes>')],
  quote: ['Quote', page('Quote', '<store-quote-details></store-quote-details>')],
  profile: [
    'Profile & password',
    page('Profile & password', '<store-profile-details></store-profile-details>'),
  ],
  preferences: ['Preferences', page('Preferences', '<store-preferences></store-preferences>')],
  // The widgets read the type and id from the path (checked there; a route value is untrusted).
  qualifications: [
    'Qualifications',
    page('Qualifications', '<store-qualifications></store-qualifications>'),
  ],
  qualificationType: [
    'Qualifications',
    page('Qualifications', '<store-qualifications></store-qualifications>'),
  ],
  addQualification: [
    'Add a qualification',
    page('Add a qualification', '<store-qualification-form-page></store-qualification-form-page>'),
  ],
  editQualification: [
    'Edit a qualification',
    page('Edit a qualification', '<store-qualification-form-page></store-qualification-form-page>'),
  ],
  accounts: ['Accounts', page('Accounts', '<store-accounts></store-accounts>')],
  paymentCards: [
    'Payment cards',
    page('Payment cards', '<store-payment-cards></store-payment-cards>'),
  ],
  supportLogin: [
    'Customer service sign-in',
    page('Customer service sign-in', '<store-support-login></store-support-login>'),
  ],
  supportLoginFor: [
    'Customer service sign-in',
    page('Customer service sign-in', '<store-support-login></store-support-login>'),
  ],
  cart: ['Cart', page('Your cart', '<store-cart></store-cart>')],
  checkout: ['Checkout', page('Checkout', '<store-checkout></store-checkout>')],
  expCheckout: ['Checkout', page('Checkout', '<store-checkout></store-checkout>')],
  product: [
    'Product',
    ({ productCode }) =>
      page(
        `Product ${productCode}`,
        // One template for every product: the widget reads the code from the address.
        `<p>Product details, written by a content author.</p><store-add-to-cart></store-add-to-cart>`,
      ),
  ],
  search: ['Search', `${header}${cms('Search', 'Search the store.')}${footer}`],
  login: ['Sign in', `${header}${cms('Sign in', 'Sign in to your account.')}${footer}`],
  // The invoice pages (`?invoices=simplified` puts them in simplified mode: server.mjs).
  invoices: ['Invoices', page('Invoices', '<store-invoices></store-invoices>')],
  storeInvoices: ['Invoices', page('Invoices', '<store-invoices></store-invoices>')],
  invoicePayment: [
    'Invoice payment',
    page('Invoice payment', '<store-invoice-payment></store-invoice-payment>'),
  ],
  invoicePaymentConfirmation: [
    'Invoice payment',
    page('Payment confirmation', '<store-invoice-confirmation></store-invoice-confirmation>'),
  ],
  contactUs: [
    'Contact us',
    `${header}${cms('Contact us', 'Customer support by phone and email.')}${footer}`,
  ],
  internationalContacts: [
    'International contacts',
    `${header}${cms('International contacts', 'Find your regional office.')}${footer}`,
  ],
  // The widget reads the code from the address (server.mjs sends codes outside 400-511 to 500).
  error: [
    'Error',
    `${header}<main id="main" class="cms"><store-error-page></store-error-page></main>${footer}`,
  ],
};

/** Demo-only pages: an integrator's page, hostile pages, several widgets at once. */
const DEMO_PAGES = [
  [
    '/embed/quick-order.html',
    'Quick order (embedded)',
    `<main id="main" class="cms"><h1>Order our assessments</h1><p>An integrator's page with only the quick order on it.</p><store-quick-order></store-quick-order></main>`,
  ],
  [
    '/footer-only.html',
    'Footer only',
    `${cms('A page with only a footer', 'An integrator placed just the footer on this page.')}${footer}`,
  ],
  [
    '/many-widgets.html',
    'Many widgets',
    `${header}${cms('Five widgets', 'Two headers and three footers share one core.')}<store-header></store-header>${footer}${footer}${footer}`,
  ],
  [
    '/script-twice.html',
    'Script twice',
    `${header}${cms('The script twice', 'This page includes the widget script twice, under two URLs.')}${footer}`,
  ],
  [
    '/hostile-globals.html',
    'Hostile globals',
    `${HOSTILE_NAMED_ELEMENTS}${header}<main id="main" class="cms"><h1>Hostile page scripts</h1><p>This page's scripts extend Object, Array, Function and String prototypes, define AMD and CommonJS globals, load another React and wrap fetch and history before the widgets load.</p><store-add-to-cart product-code="0158241926"></store-add-to-cart><store-quick-order></store-quick-order></main>${footer}`,
  ],
  [
    // Widgets lay out by their own width (issue 27): in a 390 px column of a desktop page the
    // header, the quick order and the footer take their phone layout; on a phone the page's own
    // CSS (demo-host.css) stacks the columns and the widgets take the whole width.
    '/narrow-column.html',
    'Narrow column',
    `<div class="columns"><main id="main" class="cms"><h1>Widgets in a narrow column</h1><p>A content author placed the store's header, quick order and footer in a 390 px column beside this page's own content.</p><section class="tiles" aria-label="Highlights"><article><h2>New editions</h2><p>See what is new this season.</p></article><article><h2>Digital assessment</h2><p>Administer and score online.</p></article></section></main><div class="narrow-column">${header}<store-quick-order></store-quick-order>${footer}</div></div>`,
  ],
  [
    '/hostile-css.html',
    'Hostile CSS',
    `${header}${cms('Hostile page CSS', 'This page resets every element and hides every button.')}${footer}`,
  ],
];

/**
 * The page list: the demo pages, then one per route of the table (`patterns`: route name →
 * pattern, `toRegExp`: the table's own pattern matcher). Each entry is [regexp, title, body].
 */
export function buildPages(patterns, toRegExp) {
  const missing = Object.keys(patterns).filter((name) => !(name in ROUTE_PAGES));
  if (missing.length > 0) throw new Error(`demo host: no page for route(s) ${missing.join(', ')}`);
  return [
    ...DEMO_PAGES,
    ...Object.entries(patterns).map(([name, pattern]) => [pattern, ...ROUTE_PAGES[name]]),
  ].map(([pattern, title, body]) => [toRegExp(pattern), title, body]);
}

/** One route's page (a WordPress-like site's, server.mjs), with its parameters escaped. */
export function routePage(name, params) {
  const [title, body] = ROUTE_PAGES[name];
  if (typeof body === 'string') return { title, body };
  const safe = Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, escapeHtml(value)]),
  );
  return { title, body: body(safe) };
}

export function matchPage(pages, pathname) {
  for (const [pattern, title, body] of pages) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    if (typeof body === 'string') return { title, body };
    const params = Object.fromEntries(
      Object.entries(match.groups ?? {}).map(([name, value]) => [
        name,
        escapeHtml(safeDecode(value)),
      ]),
    );
    return { title, body: body(params) };
  }
  return undefined;
}

function safeDecode(value) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
