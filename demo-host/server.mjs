/**
 * The demo CMS host: pages at the spec's routes with the widgets dropped in, and the fake backend
 * (the same msw handlers as vitest and Storybook) over real HTTP, so redirects, iframes and
 * several tabs all see one backend state.
 *
 *   node demo-host/server.mjs            dev: widgets from source through Vite
 *   node demo-host/server.mjs --preview  the production build in dist/ (what ships)
 *
 * PORT sets the port (default 5173, or 4173 with --preview).
 */
import express from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer as createViteServer } from 'vite';
import { floorBody, serveBenchFloor } from './bench-floor.mjs';
import { dispatchToHandlers } from './backend-dispatch.mjs';
import { refuseUnknownCommerceCalls } from './unknown-commerce-call.mjs';
import { cdnFiles } from './cdn-files.mjs';
import { cdnHeaders } from './cdn-headers.mjs';
import { devCors } from './dev-cors.mjs';
import { docsPage } from './docs/render-docs.mjs';
import { elementsOf } from './docs/manifest-elements.mjs';
import { guidePage } from './docs/render-guides.mjs';
import { themeTokens } from './docs/guides/theme-tokens.mjs';
import { buildPages, cmsPlaceholder, matchPage, routePage } from './pages.mjs';
import { buildProviderScript } from './provider-script.mjs';
import { renderPage } from './render-page.mjs';
import { BASE_SITES, DEMO_SITES, LANGS } from './sites.mjs';
import { WP_PREFIX, WP_ROUTES, wpRouteOf } from './wp-routes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const preview = process.argv.includes('--preview');
const port = Number(process.env.PORT ?? (preview ? 4173 : 5173));

// STORE_DIST: another build directory (lets parallel work build and test without sharing dist/).
const distDir = process.env.STORE_DIST ?? 'dist';
if (preview && !existsSync(join(root, distDir, 'store-widgets.js'))) {
  console.error(`${distDir}/ is missing: run \`npm run build\` first (npm run preview does).`);
  process.exit(1);
}

// Vite loads the TypeScript handlers in both modes; in dev it also serves the widget sources.
const vite = await createViteServer({
  root,
  // The preview serves built files: no HMR socket. Dev gets one on its own port.
  server: {
    middlewareMode: true,
    ws: preview ? false : undefined,
    hmr: preview ? false : { port: port + 10_000 },
    // The preview's sources (handlers, route table) are loaded once: no file watcher.
    watch: preview ? null : undefined,
  },
  appType: 'custom',
  logLevel: 'warn',
});
const mocks = await vite.ssrLoadModule('/src/mocks/handlers.ts');
// The route table the widgets build their links from: the demo host serves a page at each route.
const routePatterns = await vite.ssrLoadModule('/src/core/routes/route-patterns.ts');
const { storeBasePath } = await vite.ssrLoadModule('/src/core/locale/site-context.ts');
const { ROOT_ACCOUNT_SEGMENTS, errorCodeOfPath, storeRoutes } = await vite.ssrLoadModule(
  '/src/core/routes/routes.ts',
);
const pages = buildPages(routePatterns.ROUTE_PATTERNS, routePatterns.patternRegExp);
const routeTable = await vite.ssrLoadModule('/src/core/routes/route-table.ts');
// The widgets' reserved boxes, inlined in every page's head (render-page.mjs says why).
const { reservationsCss } = await vite.ssrLoadModule('/src/core/element/reserve-space.ts');
const { RESERVED_STYLE_ID } = await vite.ssrLoadModule('/src/core/element/reserved-style.ts');
const reservedStyle = { id: RESERVED_STYLE_ID, css: reservationsCss() };
// The fake payment provider's script, bundled once now: without it no card field works, so a
// failed build stops the server here rather than later in a shopper's iframe.
const providerScript = await buildProviderScript(root).catch((error) => {
  console.error(
    'The payment provider script (src/mocks/payment/hosted-field-page.ts) failed to build:',
  );
  console.error(error);
  process.exit(1);
});

const app = express();
app.disable('x-powered-by');
// An integrator's own dev page on another loopback port may call the fake backend (dev-cors.mjs).
app.use(devCors);

// "Network down" cannot be expressed as an HTTP response: drop the connection instead. A "lost"
// answer lets the backend do its work (place the order), then drops the connection in its place.
app.use((req, res, next) => {
  const path = req.path;
  const fault = path.startsWith('/__mock/') ? undefined : mocks.peekFault(req.method, path);
  if (fault === 'lost') {
    mocks.takeFault(req.method, path);
    res.write = () => true;
    res.end = () => {
      req.socket.destroy();
      return res;
    };
    next();
    return;
  }
  if (fault === 'network') {
    mocks.takeFault(req.method, path);
    req.socket.destroy();
    return;
  }
  next();
});
// The provider's script, for its own pages (the rest of the provider is msw handlers, below).
app.get(/\/pay\/fields\.js$/, (req, res) => {
  res.set({
    'Content-Type': 'text/javascript; charset=utf-8',
    'Access-Control-Allow-Origin': `${req.protocol}://${req.headers.host}`,
    Vary: 'Origin',
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  res.send(providerScript);
});

// Vite's own module paths (/src/api/users/x.ts, which a handler's `*/…` pattern might match)
// never reach the fake backend. Everything else is offered to the handlers whose path could
// match it (backend-dispatch.mjs): no handler's for the widgets' files or the pages, so those pass
// straight on unless a test put a fault on one (widget-isolation.spec.ts), which the fault
// handler answers.
const VITE_PATHS = /^\/(src|node_modules|@vite|@fs|@id|@react-refresh)(\/|$)/;
// The fault handler and OCC's addressing match by a predicate, not a path: offered only faulted
// and OCC-addressed requests.
const fakeBackend = dispatchToHandlers(mocks.handlers, {
  always: [...mocks.faultHandlers, mocks.occAddressing],
  wanted: (req) =>
    mocks.isOccAddressed(req.path) || mocks.peekFault(req.method, req.path) !== undefined,
});
const refuseUnknownCommerce = refuseUnknownCommerceCalls(mocks);
// A path with broken percent-encoding is no API call (msw's matcher would throw on it): such a
// page URL goes straight to the CMS pages, whose widgets must cope with it.
function decodable(path) {
  try {
    decodeURI(path);
    return true;
  } catch {
    return false;
  }
}
app.use((req, res, next) =>
  VITE_PATHS.test(req.path) || !decodable(req.path) ? next() : fakeBackend(req, res, next),
);
// A commerce call no handler answers (neither OCC nor a declared extension): SAP's 404, logged.
app.use((req, res, next) =>
  VITE_PATHS.test(req.path) ? next() : refuseUnknownCommerce(req, res, next),
);

app.get('/demo-host.css', (_req, res) => res.sendFile(join(root, 'demo-host/demo-host.css')));
// The composed storefront's own script (/demo/compose.html), as its author would serve it.
app.get('/demo/compose.js', (_req, res) =>
  res.type('text/javascript').sendFile(join(root, 'demo-host/demo/compose.js')),
);
if (preview) {
  // Served as a CDN does (cdn-files.mjs): compressed; the loader, whose URL stays the same from
  // release to release, cached briefly; every chunk, in its build's hashed folder, cached for a
  // year; readable from any origin (integrators' pages load it as a module).
  app.use('/widgets', cdnFiles(join(root, distDir), cdnHeaders));
} else {
  app.use(vite.middlewares);
}

const loaderUrl = preview ? '/widgets/store-widgets.js' : '/src/loader.ts';

/**
 * Issue 28's release tests: a deploy directory served at /cdn as /widgets is, into which a test
 * deploys releases as docs/integrating.md says (tests/e2e/releases.spec.ts), one per demo host (its port).
 * A page takes its loaders from `?loader=` (repeatable), limited to files under /cdn.
 */
const cdnDir = process.env.STORE_CDN_DIR ?? join(root, 'test-results', 'cdn', String(port));
if (preview) app.use('/cdn', cdnFiles(cdnDir, cdnHeaders));
const CDN_LOADER = /^\/cdn\/(?:[\w-]+\/)*store-widgets\.js(?:\?[\w=&.-]*)?$/;

/** A site named by the path itself: /store/{baseSite}/{lang}/... or a locale first segment. */
function siteFromPath(path) {
  const store = /^\/store\/([a-z]+)\/([a-z]{2})(?:\/|$)/.exec(path);
  if (store) {
    const [, baseSite, lang] = store;
    return Object.keys(BASE_SITES).find(
      (locale) => BASE_SITES[locale] === baseSite && (LANGS[locale] ?? 'en') === lang,
    );
  }
  // The invoice locale page names its site: /invoices/{locale}.
  const first = /^\/(?:invoices\/)?([a-z]{2}-[a-z]{2})(?:\/|$)/.exec(path)?.[1];
  return first && first in DEMO_SITES ? first : undefined;
}

function chooseSite(req, res = undefined) {
  const fromPath = siteFromPath(req.path);
  if (fromPath) {
    res?.cookie('demo-site', fromPath, { sameSite: 'lax', path: '/' });
    return fromPath;
  }
  const asked = req.query.site;
  if (typeof asked === 'string' && asked in DEMO_SITES) {
    res?.cookie('demo-site', asked, { sameSite: 'lax', path: '/' });
    return asked;
  }
  const cookie = /(?:^|;\s*)demo-site=([a-z]{2}-[a-z]{2})/.exec(req.headers.cookie ?? '')?.[1];
  return cookie && cookie in DEMO_SITES ? cookie : 'en-us';
}

/**
 * The spec's root-level spellings of the account area (`/my-account/...`, `/saved-carts/...`,
 * `/order-history`, ...) go to the route table's, under the visitor's store base path.
 */
function accountRedirect(req) {
  const [first] = req.path.split('/').filter(Boolean);
  if (!first || !ROOT_ACCOUNT_SEGMENTS.includes(first)) return undefined;
  const rest = first === 'my-account' ? req.path.slice('/my-account'.length) : req.path;
  const query = req.originalUrl.slice(req.path.length);
  return `${storeBasePath(chooseSite(req))}/my-account${rest.replace(/\/$/, '')}${query}`;
}

/**
 * Error pages (spec section 2): each regional site's root plus `error.{code}.html`. A code the
 * route table does not know as one of 400-511 is the 500 page: redirected there, so the address
 * says what is shown. Another first segment than a regional site's is no error page (404).
 */
const ERROR_PAGE = /^\/([^/]+)\/error\.([^/]*)\.html$/;
function errorPageRedirect(req) {
  const match = ERROR_PAGE.exec(req.path);
  if (!match) return undefined;
  const [, locale, code] = match;
  if (!(locale in DEMO_SITES)) return 'not-found';
  const shown = String(errorCodeOfPath(req.path));
  return shown === code ? undefined : `/${locale}/error.${shown}.html`;
}

/**
 * A page under a regional store base path (`/store/{baseSite}/{lang}/…`: the account area and the
 * store's own pages) that the CMS has none for: that site's 404 error page, as the CMS's own
 * "page not found" (a mistyped or outdated account page's address). Other unknown paths name no
 * regional site and stay a plain 404.
 */
const STORE_PAGE = /^\/store\/[a-z]+\/[a-z]{2}\//;
function unknownPageRedirect(req) {
  if (!STORE_PAGE.test(req.path)) return undefined;
  const locale = siteFromPath(req.path);
  return locale
    ? storeRoutes({ locale, storeBasePath: storeBasePath(locale) }).error(404)
    : undefined;
}

/**
 * The fake payment provider lives on another origin than the store's pages, as a real one does:
 * the same server under the other loopback name (`localhost` ↔ `127.0.0.1`), so the hosted card
 * fields are cross-origin iframes without a second port.
 */
function paymentProviderUrl(req) {
  const host = req.headers.host ?? `localhost:${port}`;
  const [name, hostPort = String(port)] = host.split(':');
  const other = name === '127.0.0.1' ? 'localhost' : '127.0.0.1';
  return `${req.protocol}://${other}:${hostPort}/pay`;
}

/**
 * The invoice pages' mode (the `invoicesMode` config key, spec section 6): `?invoices=simplified`
 * (or `account`) on an invoice page chooses it and a cookie keeps it for the other invoice pages,
 * as one CMS configuration would serve them all.
 */
const INVOICE_PAGE = /^\/(?:store\/)?invoices(?:\/|$)/;
function invoicesMode(req, res) {
  if (!INVOICE_PAGE.test(req.path)) return undefined;
  const asked = req.query.invoices;
  if (asked === 'simplified' || asked === 'account') {
    res.cookie('demo-invoices', asked, { sameSite: 'lax', path: '/' });
    return asked;
  }
  return /(?:^|;\s*)demo-invoices=(simplified|account)/.exec(req.headers.cookie ?? '')?.[1];
}

/**
 * The widget reference (demo-host/docs) and the manifest it is read from, read on each request so
 * the page follows a rebuild. Its Copy script is served for that page alone.
 */
const manifestPath = join(root, 'custom-elements.json');
app.get('/custom-elements.json', (_req, res) => res.type('json').sendFile(manifestPath));
app.get('/docs/copy.js', (_req, res) =>
  res.type('text/javascript').sendFile(join(root, 'demo-host/docs/docs-copy.js')),
);
const DOCS_PATH = /^\/docs\/?$/;
/** The /docs page for renderPage (a broken manifest fails the request: the error handler's 500). */
function readDocsPage() {
  return docsPage(elementsOf(JSON.parse(readFileSync(manifestPath, 'utf8'))));
}

/** An integrator guide (`/docs/{slug}`), its lists read from the manifest and the widgets' sheet. */
const GUIDE_PATH = /^\/docs\/([a-z-]+)\/?$/;
function readGuidePage(path) {
  const slug = GUIDE_PATH.exec(path)?.[1];
  if (!slug) return undefined;
  return guidePage(slug, {
    elements: elementsOf(JSON.parse(readFileSync(manifestPath, 'utf8'))),
    tokens: themeTokens(join(root, 'src/core/element/base.css')),
  });
}

/** A content link (navigation and footer JSON): a page of the CMS tree the demo has no page for. */
const CMS_PAGE = /^\/(?:[a-z0-9-]+\/)*[a-z0-9-]+\.html$/;

// Benches only: the floor page beside the home page (demo-host/bench-floor.mjs, issue 14).
serveBenchFloor(app, root, (req, loaderUrls, content) =>
  renderPage({
    page: { title: 'Floor', body: floorBody(matchPage(pages, '/').body, content) },
    site: chooseSite(req),
    query: new URL(req.originalUrl, 'http://demo').searchParams,
    loaderUrls,
    pathname: req.path,
    reservedStyle,
  }),
);

/**
 * The WordPress-like page set: each /wp/ address of its route table (wp-routes.mjs) is that
 * route's page, configured with the table; any other /wp/ address is a plain 404.
 */
function wpPage(req) {
  if (req.path !== WP_PREFIX && !req.path.startsWith(`${WP_PREFIX}/`)) return undefined;
  const address = routeTable.pageUrl(req.originalUrl);
  const route = address && wpRouteOf(address, routeTable.matchTemplate, routeTable.routeParamNames);
  return route ? routePage(route.name, route.params) : 'not-found';
}

app.get(/.*/, async (req, res, next) => {
  const wp = wpPage(req);
  if (wp === 'not-found') return next();
  const redirect = wp ? undefined : accountRedirect(req);
  if (redirect) return res.redirect(302, redirect);
  const errorRedirect = errorPageRedirect(req);
  if (errorRedirect === 'not-found') return next();
  if (errorRedirect) return res.redirect(302, errorRedirect);
  const page =
    wp ??
    (DOCS_PATH.test(req.path)
      ? readDocsPage()
      : (readGuidePage(req.path) ??
        matchPage(pages, req.path) ??
        (CMS_PAGE.test(req.path) ? cmsPlaceholder(req.path) : undefined)));
  if (!page) {
    const unknown = unknownPageRedirect(req);
    return unknown ? res.redirect(302, unknown) : next();
  }
  const site = chooseSite(req, res);
  const query = new URL(req.originalUrl, 'http://demo').searchParams;
  const invoices = invoicesMode(req, res);
  if (invoices) query.set('invoices', invoices);
  const deployed = preview ? query.getAll('loader').filter((url) => CDN_LOADER.test(url)) : [];
  const loaderUrls =
    deployed.length > 0
      ? deployed
      : req.path === '/script-twice.html'
        ? [loaderUrl, `${loaderUrl}?copy=2`]
        : [loaderUrl];
  let html = renderPage({
    page,
    site,
    query,
    loaderUrls,
    pathname: req.path,
    paymentProviderUrl: paymentProviderUrl(req),
    reservedStyle,
    routes: wp ? WP_ROUTES : undefined,
  });
  if (!preview) html = await vite.transformIndexHtml(req.originalUrl, html);
  res.type('html').send(html);
});

app.use((_req, res) => res.status(404).type('text').send('Not found'));

const server = app.listen(port, () => {
  console.log(`Demo host (${preview ? 'production build' : 'dev'}) on http://localhost:${port}/`);
});
// Node closes an idle kept-alive connection after 5 s. A client that reuses it at that moment (a
// test's request context idle for ~5 s while the browser walked the checkout) gets ECONNRESET
// instead of an answer. Idle connections stay open longer than any such pause, as behind a load
// balancer; headersTimeout must exceed it.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
