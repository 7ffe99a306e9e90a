/**
 * The demo CMS pages: the widgets dropped in as raw HTML, as a content author would, at the
 * spec's routes (section 2). Each entry is a route pattern and the page body.
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

/** [pattern, title, body]; `:name` matches one path segment. */
export const PAGES = [
  [
    '/',
    'Home',
    `${header}${cms('Assessments for every professional', 'Clinical, educational and research assessments, scoring and training for clinicians, schools, universities and researchers.')}
    <section class="cms tiles" aria-label="Highlights"><article><h2>New editions</h2><p>See what is new this season.</p></article><article><h2>Digital assessment</h2><p>Administer and score online.</p></article><article><h2>Training</h2><p>Webinars and courses for your team.</p></article></section>${footer}`,
  ],
  [
    '/store/:site/:lang/quickOrder',
    'Quick order',
    `${header}<main id="main" class="cms"><h1>Quick order</h1><p>Add up to 25 products by ISBN or product code.</p><store-quick-order></store-quick-order></main>${footer}`,
  ],
  [
    '/store/:site/:lang/order-status',
    'Order status',
    `${header}${cms('Order status', 'Look up the status of an order.')}${footer}`,
  ],
  // Before any more general pattern: the specific account page must win.
  [
    '/store/:site/:lang/my-account/payment-cards',
    'Payment cards',
    `${header}<main id="main" class="cms"><h1>Payment cards</h1><store-payment-cards></store-payment-cards></main>${footer}`,
  ],
  ['/store/invoices', 'Invoices', `${header}${cms('Invoices', 'Pay an invoice.')}${footer}`],
  [
    '/invoices/:locale',
    'Invoices',
    `${header}${cms('Invoices', 'View and pay your invoices.')}${footer}`,
  ],
  [
    '/cart',
    'Cart',
    `${header}<main id="main" class="cms"><h1>Your cart</h1><store-cart></store-cart></main>${footer}`,
  ],
  [
    '/saved-carts',
    'Saved carts',
    `${header}<main id="main" class="cms"><h1>Saved carts</h1><store-saved-carts></store-saved-carts></main>${footer}`,
  ],
  [
    '/saved-carts/cart-details/:cartId',
    'Saved cart',
    `${header}<main id="main" class="cms"><h1>Saved cart</h1><store-saved-cart-details></store-saved-cart-details></main>${footer}`,
  ],
  ['/:x/checkout', 'Checkout', `${header}${cms('Checkout', 'Complete your order.')}${footer}`],
  [
    '/exp-checkout',
    'Checkout',
    `${header}${cms('Express checkout', 'Complete your order.')}${footer}`,
  ],
  [
    '/my-account',
    'My account',
    `${header}${cms('My account', 'Orders, quotes, saved carts and your profile.')}${footer}`,
  ],
  [
    '/p/:productCode',
    'Product',
    ({ productCode }) =>
      `${header}<main id="main" class="cms"><h1>Product ${productCode}</h1><p>Product details, written by a content author.</p><store-add-to-cart product-code="${productCode}"></store-add-to-cart></main>${footer}`,
  ],
  [
    '/embed/quick-order.html',
    'Quick order (embedded)',
    `<main id="main" class="cms"><h1>Order our assessments</h1><p>An integrator's page with only the quick order on it.</p><store-quick-order></store-quick-order></main>`,
  ],
  ['/search.html', 'Search', `${header}${cms('Search', 'Search the store.')}${footer}`],
  ['/:lang/login', 'Sign in', `${header}${cms('Sign in', 'Sign in to your account.')}${footer}`],
  [
    '/contact-us.html',
    'Contact us',
    `${header}${cms('Contact us', 'Customer support by phone and email.')}${footer}`,
  ],
  [
    '/international-contacts.html',
    'International contacts',
    `${header}${cms('International contacts', 'Find your regional office.')}${footer}`,
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
    '/hostile-css.html',
    'Hostile CSS',
    `${header}${cms('Hostile page CSS', 'This page resets every element and hides every button.')}${footer}`,
  ],
];

export function matchPage(pathname) {
  for (const [pattern, title, body] of PAGES) {
    const re = new RegExp(`^${pattern.replace(/:([a-zA-Z]+)/g, '(?<$1>[^/]+)')}/?$`);
    const match = re.exec(pathname);
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
