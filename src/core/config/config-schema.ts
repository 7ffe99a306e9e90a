import * as v from 'valibot';
import { readRouteTemplates } from '../routes/route-config';
import type { RouteTemplates } from '../routes/route-table';

const PathName = v.pipe(v.string(), v.regex(/^[\w-]+$/));
const NonEmpty = v.pipe(v.string(), v.minLength(1));

const HttpBase = v.pipe(
  v.string(),
  v.regex(/^(https?:\/\/[^\s]+|\/[^\s]*|)$/, 'an absolute URL or a path'),
);

// Each key is validated on its own: a bad value costs only that key. The key comments are published
// in the package's types/config.d.ts (scripts/build/package/config-typings.mjs).
export const CONFIG_FIELDS = {
  /** Host name used for locale resolution instead of `location.hostname` (the demo runs on localhost). */
  host: { schema: v.optional(NonEmpty), fallback: undefined },
  /** First path segment used for locale resolution instead of the page's own (e.g. `fr-ca`). */
  localePath: { schema: v.optional(v.string()), fallback: undefined },
  /** Origin of the commerce API. Empty means this page's origin. */
  apiBase: { schema: HttpBase, fallback: '' },
  /** The commerce API under `apiBase`: the spec's gateway, or OCC's `/occ/v2/{baseSiteId}`. */
  commercePath: {
    schema: v.pipe(v.string(), v.regex(/^(\/[\w.{}-]+)+$/, 'a path such as /occ/v2/{baseSiteId}')),
    fallback: '/headless/ecommerce/v2',
  },
  /** Origin of the regional CMS content (navigation, footer). */
  contentBase: { schema: HttpBase, fallback: '' },
  /** Origin of the store backend (`/store/customer/current`, checkout session). */
  storeBase: { schema: HttpBase, fallback: '' },
  /** Identity server base path (spec section 7: `/auth`). */
  authBase: { schema: HttpBase, fallback: '/auth' },
  /** Identity realm (spec section 7: "realm"). */
  authRealm: { schema: PathName, fallback: 'alpha' },
  /** OAuth client id of the store widgets at the identity server. */
  authClientId: { schema: NonEmpty, fallback: 'store-widgets' },
  /** Authentication tree the embedded sign-in form runs. */
  authTree: { schema: PathName, fallback: 'Login' },
  /**
   * The one sign-in callback page registered at the identity server, on the page's origin. Without
   * it each page's own address is sent, and each must be registered.
   */
  authRedirectPath: {
    schema: v.optional(v.pipe(v.string(), v.regex(/^(\/|https?:\/\/)[^\s]*$/))),
    fallback: undefined,
  },
  /** How a token is requested (spec section 4); `auto`: fetch on the same origin, else a frame. */
  authTransport: { schema: v.picklist(['auto', 'frame', 'fetch']), fallback: 'auto' },
  /** `embedded`: sign in inside the account menu; `redirect`: go to the identity server's page. */
  loginMode: { schema: v.picklist(['embedded', 'redirect']), fallback: 'embedded' },
  /** The session feature (spec section 4): off means the widgets never check or offer a session. */
  sessionEnabled: { schema: v.boolean(), fallback: true },
  /**
   * Invoice pages (spec section 6): `account`, the shopper's organisations' invoices; `simplified`,
   * one opened by its number and billing postal code, with `sessionEnabled: false`.
   */
  invoicesMode: { schema: v.picklist(['account', 'simplified']), fallback: 'account' },
  /** Client-side id of the flag service; empty means flags stay at their defaults. */
  flagsClientId: { schema: v.string(), fallback: '' },
  /** Flag service endpoints (fetch, event posts, stream); the demo points them at the fake backend. */
  flagsBaseUrl: { schema: v.optional(HttpBase), fallback: undefined },
  flagsEventsUrl: { schema: v.optional(HttpBase), fallback: undefined },
  flagsStreamUrl: { schema: v.optional(HttpBase), fallback: undefined },
  /**
   * The payment provider's hosted card fields, on another origin so that card data never reaches
   * the store's page. Without it, cards cannot be taken (other payments still can).
   */
  paymentProviderUrl: {
    schema: v.optional(v.pipe(v.string(), v.regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/))),
    fallback: undefined,
  },
  /** Commerce platform key sent with every commerce request. */
  platformKey: { schema: NonEmpty, fallback: '', required: true },
  /** Optional commerce entry point header. */
  entryPoint: { schema: v.optional(v.string()), fallback: undefined },
  /** Feature flags use their mock-mode values (spec section 9) instead of the production defaults. */
  mockFlags: { schema: v.boolean(), fallback: false },
  /** Flag values that win over defaults, for an integrator who needs one feature on or off. */
  flags: { schema: v.record(v.string(), v.unknown()), fallback: {} },
  /** The page is edited in the CMS: widgets show previews and call no backend (as `?wcmmode=edit`). */
  authorMode: { schema: v.boolean(), fallback: false },
  /** The support closure notice's window (spec section 1): from `from` (none: now) until `until`. */
  supportNotice: {
    schema: v.object({
      from: v.optional(v.pipe(v.string(), v.isoTimestamp())),
      until: v.pipe(v.string(), v.isoTimestamp()),
    }),
    fallback: { until: '2028-07-05T07:00:00-05:00' } as { from?: string; until: string },
  },
  /** The site's own pages, e.g. `"product": "/product/?code={productCode}"`; others the spec's. */
  routes: {
    schema: v.pipe(
      v.custom<Record<string, unknown>>(
        (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
        'an object of route templates',
      ),
      v.transform(readRouteTemplates),
    ),
    fallback: {} as RouteTemplates,
  },
  /** Client-side timeout for content and commerce requests, in ms. */
  requestTimeoutMs: {
    schema: v.pipe(v.number(), v.integer(), v.minValue(500), v.maxValue(120_000)),
    fallback: 10_000,
  },
} as const;

type Fields = typeof CONFIG_FIELDS;
export type ConfigKey = keyof Fields;

export type StoreConfig = {
  [K in ConfigKey]: v.InferOutput<Fields[K]['schema']> | Fields[K]['fallback'];
};
