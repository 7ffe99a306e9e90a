import * as v from 'valibot';

const HttpBase = v.pipe(
  v.string(),
  v.regex(/^(https?:\/\/[^\s]+|\/[^\s]*|)$/, 'an absolute URL or a path'),
);

/**
 * Every configuration key with its schema and default. Each key is validated on its own, so one
 * bad value costs only that key (logged by name) and the widgets keep working on defaults.
 */
export const CONFIG_FIELDS = {
  /** Host name used for locale resolution instead of `location.hostname` (the demo runs on localhost). */
  host: { schema: v.optional(v.pipe(v.string(), v.minLength(1))), fallback: undefined },
  /** First path segment used for locale resolution instead of the page's own (e.g. `fr-ca`). */
  localePath: { schema: v.optional(v.string()), fallback: undefined },
  /** Origin of the commerce API (`/headless/ecommerce/v2/...`). Empty means this page's origin. */
  apiBase: { schema: HttpBase, fallback: '' },
  /** Origin of the regional CMS content (navigation, footer). */
  contentBase: { schema: HttpBase, fallback: '' },
  /** Origin of the store backend (`/store/customer/current`, checkout session). */
  storeBase: { schema: HttpBase, fallback: '' },
  /** Identity server base path (spec section 7: `/auth`). */
  authBase: { schema: HttpBase, fallback: '/auth' },
  /** Commerce platform key sent with every commerce request. */
  platformKey: { schema: v.pipe(v.string(), v.minLength(1)), fallback: '', required: true },
  /** Optional commerce entry point header. */
  entryPoint: { schema: v.optional(v.string()), fallback: undefined },
  /** Feature flags use their mock-mode values (spec section 9) instead of the production defaults. */
  mockFlags: { schema: v.boolean(), fallback: false },
  /** Flag values that win over defaults, for an integrator who needs one feature on or off. */
  flags: { schema: v.record(v.string(), v.unknown()), fallback: {} },
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
