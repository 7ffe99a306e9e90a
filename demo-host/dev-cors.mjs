/**
 * CORS for the fake backend, so an integrator's own dev page on another port (a Vite app on
 * localhost:5173 while the demo host runs on 4173, say) can point `apiBase`, `contentBase`,
 * `storeBase`, `authBase` and the flag URLs at the demo host. Only loopback origins are answered:
 * the demo host is a development tool, and a real backend keeps its own allow-list.
 *
 * The answer echoes the asking origin (never `*`) with credentials allowed, since the identity
 * server's session cookie goes with `credentials: 'include'`; a preflight lists the request headers
 * the widgets' clients send and the response headers they read.
 */

/** `http://localhost:PORT`, `http://127.0.0.1:PORT` or `http://[::1]:PORT`, any port or none. */
const LOOPBACK_ORIGIN = /^https?:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/;

/**
 * Every request header the widgets' code and the identity SDK send (src/api, src/auth, the SDK's
 * login tree and sessions calls), and nothing else: tests/unit/cors-allow-list.test.ts keeps this
 * list equal to what they send and to the tables in docs/commerce-api/README.md and
 * docs/deploying.md.
 */
export const ALLOWED_REQUEST_HEADERS = [
  'Accept',
  'Accept-API-Version',
  'Authorization',
  'Cache-Control',
  'Content-Type',
  'Idempotency-Key',
  // A customer service member acting for a customer (src/rules/support/assisted-service.ts).
  'sap-commerce-cloud-user-id',
  // SAP's captcha header: Place order's reCAPTCHA token (src/api/orders/place-order.ts).
  'sap-commerce-cloud-captcha-token',
  'X-Entry-Point',
  'X-IdToken',
  'X-Invoice-Access',
  'X-Platform-Key',
  'X-Request-Id',
  'X-Routing-Region',
  'X-Site-Id',
  'X-Tree',
  'X-TxID',
  // The identity SDK's login tree and sessions calls.
  'X-Requested-With',
  // The flag SDK: every request, and its event posts.
  'X-LaunchDarkly-User-Agent',
  'X-LaunchDarkly-Event-Schema',
  'X-LaunchDarkly-Payload-ID',
];

/** Response headers a client may read besides the CORS-safelisted ones. */
export const EXPOSED_RESPONSE_HEADERS = ['X-Idempotent-Replay', 'X-Request-Id'];

export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Paths that keep their own cross-origin rules: the payment provider talks to its own origin only
 * (its pages are framed by the store's), and the widgets' files are `*` already (cdn-headers.mjs).
 */
const OWN_RULES = /^\/(?:pay|widgets|cdn)(?:\/|$)/;

/** The allowed origin of a request, or undefined (same origin, none, or not a loopback one). */
export function corsOrigin(origin, path) {
  if (typeof origin !== 'string' || !LOOPBACK_ORIGIN.test(origin)) return undefined;
  return OWN_RULES.test(path) ? undefined : origin;
}

/** Express middleware: CORS headers on loopback cross-origin requests; preflights answered here. */
export function devCors(req, res, next) {
  const origin = corsOrigin(req.headers.origin, req.path);
  if (!origin) return next();
  res.set({
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Expose-Headers': EXPOSED_RESPONSE_HEADERS.join(', '),
  });
  res.vary('Origin');
  if (req.method !== 'OPTIONS' || !req.headers['access-control-request-method']) return next();
  res.set({
    'Access-Control-Allow-Methods': ALLOWED_METHODS.join(', '),
    'Access-Control-Allow-Headers': ALLOWED_REQUEST_HEADERS.join(', '),
    'Access-Control-Max-Age': '600',
  });
  res.status(204).end();
}
