import {
  BASE_SITE_BY_LOCALE,
  ROUTING_REGION_BY_LOCALE,
  type BaseSite,
  type Language,
  type Locale,
  type RoutingRegion,
} from './locales';
import type { RouteTemplates } from '../routes/route-table';

/** Every other locale is English (spec section 1). */
const NON_ENGLISH: Partial<Record<Locale, Language>> = {
  'fr-ca': 'fr',
  'nl-nl': 'nl',
  'es-es': 'es',
};

export function languageOf(locale: Locale): Language {
  return NON_ENGLISH[locale] ?? 'en';
}

export function baseSiteOf(locale: Locale): BaseSite {
  return BASE_SITE_BY_LOCALE[locale];
}

export function routingRegionOf(locale: Locale): RoutingRegion {
  return ROUTING_REGION_BY_LOCALE[locale];
}

/** Spec section 2. */
export function storeBasePath(locale: Locale): string {
  return `/store/${baseSiteOf(locale)}/${languageOf(locale)}`;
}

export interface SiteContext {
  locale: Locale;
  /** Set once the pseudo-locale's transform has loaded (core.ts). */
  pseudo?: boolean;
  language: Language;
  baseSite: BaseSite;
  routingRegion: RoutingRegion;
  storeBasePath: string;
  /** A route left out is the spec's. */
  routes?: RouteTemplates;
}

export function siteContextFor(locale: Locale, routes?: RouteTemplates): SiteContext {
  const baseSite = baseSiteOf(locale);
  return {
    locale,
    language: languageOf(locale),
    baseSite,
    routingRegion: routingRegionOf(locale),
    storeBasePath: storeBasePath(locale),
    ...(routes && { routes }),
  };
}
