import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, recordDocumentEvents, test } from './fixtures';

/**
 * An integrator's own dev page on another port (README, "Using the fake backend from another
 * origin"): the page comes from a tiny server of its own, the widgets' files and the fake backend
 * from the demo host. Without CORS on the fake backend the widgets' calls are blocked.
 */

/** The integrator's page: the widgets' config names the demo host for every backend. */
function integratorPage(demoHost: string): string {
  const config = {
    platformKey: 'demo-platform-key',
    host: 'www.assessments-demo.com',
    apiBase: demoHost,
    contentBase: demoHost,
    storeBase: demoHost,
    authBase: `${demoHost}/auth`,
    mockFlags: true,
    flagsClientId: 'demo-client-side-id',
    flagsBaseUrl: `${demoHost}/ld`,
    flagsEventsUrl: `${demoHost}/ld/events`,
    flagsStreamUrl: `${demoHost}/ld/stream`,
  };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Integrator</title>
<script type="application/json" id="store-widgets-config">${JSON.stringify(config)}</script>
<script type="module" src="${demoHost}/widgets/store-widgets.js"></script></head>
<body><main><h1>My shop</h1><store-mini-cart></store-mini-cart>
<store-add-to-cart product-code="0158241926"></store-add-to-cart></main></body></html>`;
}

let server: Server;
let pageOrigin: string;

test.beforeAll(async ({ baseURL }) => {
  server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(integratorPage(baseURL!));
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  pageOrigin = `http://localhost:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

test('a page on another port uses the fake backend: the add reaches the cart', async ({
  page,
  errors,
}) => {
  const cartUpdates = await recordDocumentEvents(page, 'store-cart-updated');
  await page.goto(`${pageOrigin}/`);
  const widget = page.locator('store-add-to-cart');
  await widget.getByRole('button', { name: 'Add to cart' }).click();
  await expect(widget.getByRole('status')).toHaveText('Added to your cart');
  await expect.poll(cartUpdates).toEqual([
    expect.objectContaining({
      tag: 'store-add-to-cart',
      entries: [{ productCode: '0158241926', quantityAdded: 1 }],
    }),
  ]);
  await expect(page.locator('store-mini-cart [part="count"]')).toHaveText('1');
  expect(errors.pageErrors).toEqual([]);
  expect(errors.consoleErrors).toEqual([]);
});

test('a preflight from a loopback origin is answered with its origin, credentials and our headers', async ({
  request,
}) => {
  const path = '/headless/ecommerce/v2/assessments-us/users/anonymous/carts';
  const preflight = await request.fetch(path, {
    method: 'OPTIONS',
    headers: {
      Origin: pageOrigin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type,idempotency-key,x-request-id,x-platform-key',
    },
  });
  expect(preflight.status()).toBe(204);
  const headers = preflight.headers();
  expect(headers['access-control-allow-origin']).toBe(pageOrigin);
  expect(headers['access-control-allow-credentials']).toBe('true');
  expect(headers['access-control-allow-methods']).toContain('POST');
  const allowed = headers['access-control-allow-headers']!.toLowerCase().split(/,\s*/);
  for (const name of ['content-type', 'idempotency-key', 'x-request-id', 'x-platform-key'])
    expect(allowed, name).toContain(name);

  // Another site than a loopback one gets no CORS answer.
  const foreign = await request.fetch(path, {
    method: 'OPTIONS',
    headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
  });
  expect(foreign.headers()['access-control-allow-origin']).toBeUndefined();
});
