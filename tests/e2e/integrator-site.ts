import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An integrator's shop on another origin than everything else: its own small server serves its
 * pages, while the widgets' files, the commerce API, the identity server, the store backend, the
 * content and the flags all come from the demo host (another port: another origin, the same
 * site). Its pages sit at the spec's routes; sign-in comes back to one callback page, which the
 * shop registers at the identity server as an administrator would.
 */

export const CALLBACK_PATH = '/sign-in-callback/';

export interface IntegratorSite {
  origin: string;
  close(): Promise<void>;
}

export interface IntegratorOptions {
  /** Send every sign-in back to CALLBACK_PATH (the default), or to the page's own address. */
  callbackPage?: boolean;
  /** Sign in on the identity server's own page instead of the account menu's form. */
  loginMode?: 'embedded' | 'redirect';
}

function config(demoHost: string, options: IntegratorOptions): Record<string, unknown> {
  const provider = new URL(demoHost);
  // The payment provider is the demo host under its other loopback name (demo-host/server.mjs).
  provider.hostname = provider.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
  return {
    platformKey: 'demo-platform-key',
    host: 'www.assessments-demo.com',
    apiBase: demoHost,
    contentBase: demoHost,
    storeBase: demoHost,
    authBase: `${demoHost}/auth`,
    ...(options.callbackPage === false ? {} : { authRedirectPath: CALLBACK_PATH }),
    ...(options.loginMode ? { loginMode: options.loginMode } : {}),
    paymentProviderUrl: `${provider.origin}/pay`,
    mockFlags: true,
    flagsClientId: 'demo-client-side-id',
    flagsBaseUrl: `${demoHost}/ld`,
    flagsEventsUrl: `${demoHost}/ld/events`,
    flagsStreamUrl: `${demoHost}/ld/stream`,
  };
}

/** The shop's pages: its own heading, then the widgets the page is for. */
const PAGES: [RegExp, string, string][] = [
  [/^\/$/, 'My shop', '<store-add-to-cart product-code="0158241926"></store-add-to-cart>'],
  [/^\/sign-in-callback\/$/, 'Signing in', ''],
  [/^\/cart\/?$/, 'Cart', '<store-cart></store-cart>'],
  // Where a sign-out on any other page sends the shopper (spec section 4).
  [/^\/search\.html$/, 'Search', ''],
  [/^\/store\/checkout\/?$/, 'Checkout', '<store-checkout></store-checkout>'],
  [
    /^\/store\/[^/]+\/[^/]+\/checkout\/order-confirmation\/[^/]+\/?$/,
    'Order confirmation',
    '<store-order-confirmation></store-order-confirmation>',
  ],
];

function page(demoHost: string, options: IntegratorOptions, path: string): string | undefined {
  const match = PAGES.find(([pattern]) => pattern.test(path));
  if (!match) return undefined;
  const [, title, widgets] = match;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<script type="application/json" id="store-widgets-config">${JSON.stringify(config(demoHost, options))}</script>
<script type="module" src="${demoHost}/widgets/store-widgets.js"></script></head>
<body><store-header></store-header><main><h1>${title}</h1>${widgets}</main></body></html>`;
}

/** Starts the shop on a free port of `localhost`. */
export async function startIntegratorSite(
  demoHost: string,
  options: IntegratorOptions = {},
): Promise<IntegratorSite> {
  const server: Server = createServer((req, res) => {
    const html = page(demoHost, options, new URL(req.url ?? '/', 'http://x').pathname);
    res.writeHead(html ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(html ?? '<!doctype html><title>Not found</title><h1>Not found</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Registers a redirect URI for the store's client at the demo host's identity server. */
export async function registerRedirectUri(demoHost: string, uri: string): Promise<void> {
  const response = await fetch(`${demoHost}/__mock/identity/redirect-uris`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ uri }),
  });
  if (response.status !== 204) throw new Error(`registering ${uri}: ${response.status}`);
}
