/**
 * The configuration guide's table: every key the widgets read, with its default and meaning in an
 * integrator's words. A unit test checks it against the widgets' own list of keys both ways, so a
 * new key cannot ship undocumented.
 */

/** [key, default, meaning]; the meaning may hold `code spans`. */
export const CONFIG_KEYS = [
  ['platformKey', '(required)', 'Your commerce platform key, sent with every commerce call.'],
  [
    'host',
    "the page's host",
    'The host name the regional site is chosen from (`.com` en-us, `.ca` en-ca or fr-ca, `.co.uk` en-gb, …).',
  ],
  [
    'localePath',
    "the page's first path segment",
    "Chooses among a host's locales (`fr-ca`, `fr`, `nz`, …).",
  ],
  ['apiBase', 'this origin', 'Origin of the commerce API and product images.'],
  [
    'commercePath',
    '`/headless/ecommerce/v2`',
    "Where the commerce API lives under `apiBase`: the store's gateway (the base site in a header), or SAP Commerce's own OCC addressing `/occ/v2/{baseSiteId}` (the base site in the path).",
  ],
  [
    'contentBase',
    'this origin',
    'Origin of the regional CMS content (navigation, footer, checkout texts).',
  ],
  [
    'storeBase',
    'this origin',
    "Origin of the store backend (the signed-in customer check, the visitor's country).",
  ],
  [
    'authBase',
    '`/auth`',
    'Base of the identity server (a path on this origin, or an absolute URL).',
  ],
  ['authRealm', '`alpha`', 'Identity realm.'],
  ['authClientId', '`store-widgets`', 'OAuth client id of the widgets at the identity server.'],
  ['authTree', '`Login`', 'The sign-in tree the embedded sign-in form runs.'],
  [
    'authRedirectPath',
    'the current page',
    'Where the identity server sends the browser back with a code (a path).',
  ],
  [
    'authTransport',
    '`fetch`',
    "How a new authorization is asked for: `fetch`, or the identity SDK's hidden `frame`.",
  ],
  [
    'loginMode',
    '`embedded`',
    "`embedded`: the account menu's own sign-in form; `redirect`: the identity server's page.",
  ],
  [
    'sessionEnabled',
    '`true`',
    '`false` turns the session feature off: no session check and no sign-in on the page.',
  ],
  [
    'invoicesMode',
    '`account`',
    "Invoice pages: `account` (signed-in shoppers' invoices) or `simplified` (an invoice opened by its number and billing postal code, no sign-in).",
  ],
  [
    'flagsClientId',
    'empty',
    'Client id of the feature flag service; empty keeps every flag at its default.',
  ],
  ['flagsBaseUrl', "the service's own", 'Feature flag service: where flags are fetched.'],
  ['flagsEventsUrl', "the service's own", 'Feature flag service: where flag events are posted.'],
  ['flagsStreamUrl', "the service's own", 'Feature flag service: the stream of flag changes.'],
  [
    'paymentProviderUrl',
    'none',
    "The payment provider's base URL (its hosted card fields, on another origin). Without it cards cannot be taken; purchase order and bank transfer still can.",
  ],
  ['entryPoint', 'none', 'Commerce entry point, sent as a header with commerce calls.'],
  ['mockFlags', '`false`', 'Feature flags take their mock-mode values (for test pages).'],
  ['flags', '`{}`', 'Flag values that win over the defaults, e.g. `{ "vat": true }`.'],
  [
    'authorMode',
    '`false`',
    "The page is being edited in the CMS: every widget shows a labelled sample preview at its real size and calls no backend (the editor's `?wcmmode=edit` does the same).",
  ],
  [
    'supportNotice',
    '`{ "until": "2028-07-05T07:00:00-05:00" }`',
    "When the header's support closure notice shows: from `from` (an ISO time; none: already) until `until`.",
  ],
  [
    'requestTimeoutMs',
    '`10000`',
    'Timeout of content and commerce requests, in milliseconds (500 to 120000).',
  ],
  [
    'routes',
    '`{}`',
    'The site\'s own pages: route name → URL template (`"product": "/product/?code={productCode}"`), a path or an absolute URL, trailing slash and query kept. A route left out is the spec\'s. Keys, placeholders and a WordPress example: docs/route-table.md.',
  ],
];
