import { HOSTILE_GLOBALS_SCRIPT } from './hostile-globals.mjs';
import { DEMO_SITES, DEMO_SITES as SITES } from './sites.mjs';

/** JSON safe to put inside <script>: no `</script>` or `<!--` can close it early. */
function scriptJson(value) {
  return JSON.stringify(value, null, 2).replace(/</g, '\\u003c');
}

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The page configuration a CMS would render, for the chosen regional site. A few query parameters
 * let tests and visitors try edge cases (broken config, unknown host, short timeouts).
 */
export function pageConfig(site, query, paymentProviderUrl, routes) {
  const demo = SITES[site] ?? SITES['en-us'];
  const config = {
    host: demo.host,
    platformKey: 'demo-platform-key',
    mockFlags: query.get('mockFlags') !== '0',
    // The flag service, identity server and store backend are the fake backend on this origin.
    flagsClientId: 'demo-client-side-id',
    flagsBaseUrl: '/ld',
    flagsEventsUrl: '/ld/events',
    flagsStreamUrl: '/ld/stream',
  };
  if (paymentProviderUrl) config.paymentProviderUrl = paymentProviderUrl;
  // A page set with the site's own route table (the WordPress-like pages under /wp/).
  if (routes) config.routes = routes;
  if (query.get('loginMode') === 'redirect') config.loginMode = 'redirect';
  if (query.get('session') === 'off') config.sessionEnabled = false;
  if (query.get('invoices') === 'simplified') config.invoicesMode = 'simplified';
  if (demo.localePath) config.localePath = demo.localePath;
  if (query.has('host')) config.host = query.get('host');
  if (query.has('localePath')) config.localePath = query.get('localePath');
  const timeout = Number(query.get('timeoutMs'));
  if (timeout > 0) config.requestTimeoutMs = timeout;
  if (query.get('templates') === 'off')
    config.flags = { 'editable-header-footer-templates': false };
  return config;
}

/**
 * `reservedStyle`: the widgets' reserved boxes (reserved-space.css, src/core/element/reserve-space.ts)
 * and the id the loader knows them by, inlined in the head as docs/authoring.md tells a CMS template
 * to: the page paints as soon as its HTML and styles are in, without waiting for our script, nothing
 * moves when the widgets render, and the loader fetches no rules of its own.
 */
export function renderPage({
  page,
  site,
  query,
  loaderUrls,
  pathname,
  paymentProviderUrl,
  reservedStyle,
  routes,
}) {
  const configText =
    query.get('config') === 'broken'
      ? '{ "platformKey": '
      : scriptJson(pageConfig(site, query, paymentProviderUrl, routes));
  const scripts = loaderUrls
    .map((url) => `<script type="module" src="${url}"></script>`)
    .join('\n    ');
  const hostile =
    pathname === '/hostile-css.html'
      ? '<style>* { all: unset; } button { display: none; }</style>'
      : pathname === '/hostile-globals.html'
        ? `<script>${HOSTILE_GLOBALS_SCRIPT}</script>`
        : '';
  const siteOptions = Object.entries(DEMO_SITES)
    .map(
      ([id, s]) =>
        `<option value="${id}"${id === site ? ' selected' : ''}>${escapeHtml(s.label)} (${id})</option>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${site.slice(0, 2)}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(page.title)} · Store widgets demo</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/demo-host.css" />
    <style id="${reservedStyle.id}">${reservedStyle.css}</style>
    ${hostile}
    ${page.head ?? ''}
    <script type="application/json" id="store-widgets-config">${configText}</script>
    ${scripts}
  </head>
  <body>
    <div class="demo-bar">
      <form method="get" action="${escapeHtml(pathname)}">
        <label for="demo-site">Demo site</label>
        <select id="demo-site" name="site">${siteOptions}</select>
        <button type="submit">Show</button>
      </form>
      <nav aria-label="Demo pages">
        <a href="/">Home</a> <a href="/store/usassessments/en/quickOrder">Quick order</a> <a href="/cart">Cart</a>
        <a href="/store/checkout">Checkout</a> <a href="/my-account">My account</a> <a href="/p/0158979876">Product</a>
        <a href="/search.html">Search</a> <a href="/invoices/en-us">Invoices</a> <a href="/footer-only.html">Footer only</a>
        <a href="/narrow-column.html">Narrow column</a> <a href="/docs">Docs</a>
      </nav>
    </div>
    ${page.body}
  </body>
</html>`;
}
