/**
 * The demo CMS pages: the widgets dropped in as raw HTML, as a content author would, at the
 * routes of the route table (src/core/routes, loaded by server.mjs and passed in). Each widget's
 * own page comes from its facts (`demo.page` in `{name}.facts.ts`); the site's other pages, and
 * the other routes a widget is shown at, are written here.
 */
import { loadWidgetFacts } from '../scripts/build/widget-facts.mjs';
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

/** `heading` `''`: the widget renders the page's heading itself. */
function page(heading, main) {
  const h1 = heading === '' ? '' : `<h1>${heading}</h1>`;
  return `${header}<main id="main" class="cms">${h1}${main}</main>${footer}`;
}

/** The generic page for CMS content links (navigation and footer JSON) the demo has no page for. */
export function cmsPlaceholder(pathname) {
  return {
    title: 'Content page',
    body: `${header}${cms('Content page', `A page of the content management system (${escapeHtml(pathname)}).`)}${footer}`,
  };
}

/** Route name → [title, body] of the site's other pages; the body may take the route's (escaped) parameters. */
const SITE_PAGES = {
  home: [
    'Home',
    `${header}${cms('Assessments for every professional', 'Clinical, educational and research assessments, scoring and training for clinicians, schools, universities and researchers.')}
    <section class="cms tiles" aria-label="Highlights"><article><h2>New editions</h2><p>See what is new this season.</p></article><article><h2>Digital assessment</h2><p>Administer and score online.</p></article><article><h2>Training</h2><p>Webinars and courses for your team.</p></article></section>${footer}`,
  ],
  // Other routes of widgets whose own page is in their facts (they read the type, id or customer
  // from the path, checked there: a route value is untrusted).
  orderStatusLookup: [
    'Order status',
    page('Order status', '<store-order-status></store-order-status>'),
  ],
  editAddress: [
    'Edit an address',
    page('Edit an address', '<store-address-form-page></store-address-form-page>'),
  ],
  qualificationType: [
    'Qualifications',
    page('Qualifications', '<store-qualifications></store-qualifications>'),
  ],
  editQualification: [
    'Edit a qualification',
    page('Edit a qualification', '<store-qualification-form-page></store-qualification-form-page>'),
  ],
  supportLoginFor: [
    'Customer service sign-in',
    page('Customer service sign-in', '<store-support-login></store-support-login>'),
  ],
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
  // `?invoices=simplified` puts the invoice pages in simplified mode (server.mjs).
  storeInvoices: ['Invoices', page('Invoices', '<store-invoices></store-invoices>')],
  contactUs: [
    'Contact us',
    `${header}${cms('Contact us', 'Customer support by phone and email.')}${footer}`,
  ],
  internationalContacts: [
    'International contacts',
    `${header}${cms('International contacts', 'Find your regional office.')}${footer}`,
  ],
};

/** Each widget's own page (its facts' `demo.page`): [route name or undefined, path, title, body]. */
const WIDGET_PAGES = Object.values(await loadWidgetFacts()).flatMap(({ demo }) =>
  demo.page
    ? [
        [
          demo.page.route,
          demo.path,
          demo.page.title,
          page(demo.page.heading ?? demo.page.title, demo.page.markup),
        ],
      ]
    : [],
);

/** Route name → [title, body]: the site's pages and the widgets' pages at a route. */
const ROUTE_PAGES = { ...SITE_PAGES };
for (const [route, , title, body] of WIDGET_PAGES) {
  if (!route) continue;
  if (route in ROUTE_PAGES) throw new Error(`demo host: two pages for route ${route}`);
  ROUTE_PAGES[route] = [title, body];
}

/** /demo/compose.html's cards: in stock, a kit, low stock (3), and one not sold online. */
const COMPOSE_PRODUCTS = [
  ['0158241926', 'PPVT-5 record forms'],
  ['0158979876', 'WISC-V kit'],
  ['0158979825', 'WISC-V manual'],
  ['0158984403', 'WMS-IV kit'],
];

/** A card of the author's markup: our elements only for the platform's data; the Add is theirs. */
function composeCard([code, label]) {
  return `<article class="compose-card"><store-product code="${code}"><store-product-image></store-product-image><h2><store-product-field field="name"></store-product-field></h2><p><store-product-field field="price"></store-product-field> · <store-product-field field="availability"></store-product-field></p><button type="button" class="compose-add" data-store-add="${code}" data-store-status="compose-status-${code}">Add to basket<span class="visually-hidden">: ${label}</span></button><p id="compose-status-${code}" class="compose-status"></p></store-product></article>`;
}

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
  // Content slots (docs/authoring.md): every slot filled with the page's own markup, styled by
  // the page's CSS (demo-host.css, `.slot-note`). The checkout's two are on a page of their own.
  [
    '/content-slots.html',
    'Content slots',
    `<store-header><store-mini-cart slot="mini-cart"><div slot="empty" class="slot-note"><p>Nothing here yet. <a href="/store/usassessments/en/quickOrder">Order by product code</a></p></div><p slot="totals-note" class="slot-note">Free ground shipping this month.</p></store-mini-cart></store-header><main id="main" class="cms"><h1>Our own content in the widgets</h1><p>A content author filled each widget's slots with the CMS's own markup.</p><store-add-to-cart product-code="0158241926" style="--store-add-to-cart-reserved: 144px"><p slot="note" class="slot-note">Ships within two working days.</p></store-add-to-cart><store-quick-order><div slot="instructions" class="slot-note"><p>Enter the codes printed in our catalogue, one per row.</p></div></store-quick-order><store-cart loading="lazy"><div slot="empty" class="slot-note"><p>Your basket is empty. <a href="/store/usassessments/en/quickOrder">See this season's new editions</a></p></div><p slot="totals-note" class="slot-note">Orders placed before 3 pm ship the same day.</p></store-cart><store-order-history loading="lazy"><a slot="heading-aside" class="slot-note" href="/contact-us.html">Questions about an order?</a></store-order-history></main>${footer}`,
  ],
  [
    '/content-slots-checkout.html',
    'Checkout with content slots',
    page(
      'Checkout',
      `<store-checkout><p slot="before-place-order" class="slot-note">By placing your order you accept our <a href="/terms">terms of sale</a>.</p><div slot="next-steps" class="slot-note"><h3>What happens next</h3><p>Your materials ship within two working days; digital access codes arrive by email.</p></div></store-checkout>`,
    ),
  ],
  [
    // The page-level actions and data-store-add buttons (docs/integrating.md): the author's own
    // buttons and link, no widget but the header's mini-cart.
    '/actions.html',
    'Page actions',
    `${header}<main id="main" class="cms"><h1>Our own buttons</h1><p>This page's buttons and link are the author's markup: they add to the cart and open it through the store's page actions.</p>
    <section class="tiles" aria-label="Products"><article><h2>PPVT-5 record forms</h2><p>Pack of 25.</p><button type="button" class="demo-add" data-store-add="0158241926" data-quantity="2" data-store-status="ppvt-status">Add 2 packs</button><p id="ppvt-status" class="demo-status"></p></article>
    <article><h2>EVT-3 record forms</h2><p>Pack of 25.</p><a href="/p/0158242124" data-store-add="0158242124">Add EVT-3 forms</a></article>
    <article><h2>WMS-IV kit</h2><p>Sold by Customer Support.</p><button type="button" class="demo-add" data-store-add="0158984403">Add the kit</button></article></section>
    <p><button type="button" id="my-cart" onclick="storeWidgets.openCart()">Show my cart</button> <button type="button" id="my-shopper" onclick="storeWidgets.getShopper().then(function (s) { document.getElementById('shopper').textContent = s.signedIn ? s.name : 'Not signed in'; })">Who is shopping?</button> <output id="shopper"></output></p></main>${footer}`,
  ],
  [
    // Everything an author and an integrator compose (docs/integrating.md), none of our widgets'
    // defaults: the page's own bar, basket button and progress list (demo-host/demo/compose.js),
    // product cards of its markup with the platform's data, and the mini-cart's slots filled.
    '/demo/compose.html',
    'Composed storefront',
    `<header class="compose-bar"><a class="compose-brand" href="/">Assessments</a><div class="compose-who"><p id="compose-shopper" class="compose-shopper"></p><button type="button" id="compose-sign-in" hidden>Sign in</button></div><button type="button" id="compose-basket" class="compose-basket" aria-haspopup="dialog" aria-label="Basket, 0 items"><span aria-hidden="true">Basket</span> <span id="compose-basket-count" class="compose-count">0</span></button><store-mini-cart id="compose-mini-cart" class="compose-mini-cart"><div slot="empty" class="slot-note"><p>Your basket is empty. Add a product from the cards.</p></div><p slot="totals-note" class="slot-note">Free ground shipping this month.</p></store-mini-cart></header>
    <main id="main" class="cms"><h1>Build your assessment kit</h1><p>This page is the author's own markup: its cards read their name, price and stock from the store, its buttons add through the store's page actions, and its progress list follows the store's events.</p>
    <section class="tiles" aria-label="Products">${COMPOSE_PRODUCTS.map(composeCard).join('')}</section>
    <div class="compose-forms"><form id="compose-quick-add" class="compose-form" aria-labelledby="compose-quick-add-title"><h2 id="compose-quick-add-title">Add by product code</h2><label>Product code or ISBN <input name="code" autocomplete="off" required /></label><label>Quantity <input name="quantity" type="number" min="1" value="1" /></label><button type="submit">Add and show basket</button><p data-outcome="status" role="status"></p><p data-outcome="alert" role="alert"></p></form>
    <form id="compose-promotion" class="compose-form" aria-labelledby="compose-promotion-title"><h2 id="compose-promotion-title">Promotion code</h2><label>Code <input name="code" autocomplete="off" /></label><button type="submit">Apply code</button><p data-outcome="status" role="status"></p><p data-outcome="alert" role="alert"></p></form></div>
    <section aria-labelledby="compose-progress-title"><h2 id="compose-progress-title">Basket activity</h2><ol id="compose-progress" class="compose-progress" aria-live="polite"></ol></section></main>
    <script type="module" src="/demo/compose.js"></script>`,
  ],
  [
    '/hostile-css.html',
    'Hostile CSS',
    `${header}${cms('Hostile page CSS', 'This page resets every element and hides every button.')}${footer}`,
  ],
];

/**
 * The page list: the demo pages, the widgets' pages at an address of their own, then one per
 * route of the table (`patterns`: route name → pattern, `toRegExp`: the table's own pattern
 * matcher). Each entry is [regexp, title, body].
 */
export function buildPages(patterns, toRegExp) {
  const missing = Object.keys(patterns).filter((name) => !(name in ROUTE_PAGES));
  if (missing.length > 0) throw new Error(`demo host: no page for route(s) ${missing.join(', ')}`);
  const ownAddress = WIDGET_PAGES.filter(([route]) => !route).map(([, path, ...rest]) => [
    path,
    ...rest,
  ]);
  return [
    ...DEMO_PAGES,
    ...ownAddress,
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
