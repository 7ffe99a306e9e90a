/** The regional sites (spec section 1). */
export const LOCALES = [
  'en-us',
  'en-ca',
  'fr-ca',
  'en-gb',
  'en-au',
  'en-nz',
  'ja-jp',
  'zh-sg',
  'nl-nl',
  'es-es',
] as const;
export type Locale = (typeof LOCALES)[number];

/** Languages with message catalogs (spec section 1). */
export const LANGUAGES = ['en', 'fr', 'nl', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Spec section 2. */
export const BASE_SITE_BY_LOCALE = {
  'en-us': 'usassessments',
  'en-ca': 'caassessments',
  'fr-ca': 'caassessments',
  'en-gb': 'ukassessments',
  'en-au': 'auassessments',
  'en-nz': 'nzassessments',
  'ja-jp': 'asiaassessments',
  'nl-nl': 'nlassessments',
  'es-es': 'esassessments',
  'zh-sg': 'sgassessments',
} as const satisfies Record<Locale, string>;
export type BaseSite = (typeof BASE_SITE_BY_LOCALE)[Locale];

/** Spec section 9. */
export const ROUTING_REGIONS = ['US', 'CA', 'EU', 'NL', 'AP', 'ES'] as const;
export type RoutingRegion = (typeof ROUTING_REGIONS)[number];

/** The spec lists the regions but not the mapping: this is our reading. */
export const ROUTING_REGION_BY_LOCALE = {
  'en-us': 'US',
  'en-ca': 'CA',
  'fr-ca': 'CA',
  'en-gb': 'EU',
  'en-au': 'AP',
  'en-nz': 'AP',
  'ja-jp': 'AP',
  'zh-sg': 'AP',
  'nl-nl': 'NL',
  'es-es': 'ES',
} as const satisfies Record<Locale, RoutingRegion>;

export const CURRENCY_BY_BASE_SITE = {
  usassessments: 'USD',
  caassessments: 'CAD',
  ukassessments: 'GBP',
  auassessments: 'AUD',
  nzassessments: 'NZD',
  asiaassessments: 'USD',
  sgassessments: 'SGD',
  nlassessments: 'EUR',
  esassessments: 'EUR',
} as const satisfies Record<BaseSite, string>;
export type Currency = (typeof CURRENCY_BY_BASE_SITE)[BaseSite];

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}
