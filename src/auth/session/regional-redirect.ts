import * as v from 'valibot';
import type { Core } from '../../core/core';
import { logError } from '../../core/platform/log';
import { storageOrPageMemory } from '../../core/platform/storage';
import { LOCALES, type Locale } from '../../core/locale/locales';
import { storeBasePath } from '../../core/locale/site-context';
import type { RouteTemplates } from '../../core/routes/route-table';
import { storeRoutes } from '../../core/routes/routes';
import {
  CURRENCY_AUTO_SWITCHED_COOKIE,
  CURRENCY_SWITCHED_COOKIE,
  PREVIOUS_LOCALE_KEY,
  REGISTRATION_COUNTRY_COOKIE,
  type KeyValueStorage,
} from '../session-constants/session-constants';
import { REGIONAL_PARTNER } from './regional-partners';

// Locale switch (spec section 4): to the other site of a shared host, once per registration.
export const REGIONAL_LOCALE_BY_COUNTRY: Readonly<Record<string, Locale>> = {
  KH: 'ja-jp',
  ID: 'ja-jp',
  JP: 'ja-jp',
  LA: 'ja-jp',
  MM: 'ja-jp',
  KR: 'ja-jp',
  PH: 'ja-jp',
  TW: 'ja-jp',
  TH: 'ja-jp',
  VN: 'ja-jp',
  MO: 'ja-jp',
  HK: 'ja-jp',
  SG: 'zh-sg',
  AU: 'en-au',
  NZ: 'en-nz',
};

/** The spec gives none: long, so the backend keeps the switched site's currency on later visits. */
export const REGIONAL_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface CookieToSet {
  name: string;
  value: string;
  maxAgeSeconds: number;
  path: string;
}

export interface RegionalRedirect {
  locale: Locale;
  from: Locale;
  country: string;
  url: string;
  /** Set before navigating (spec section 3). */
  cookies: CookieToSet[];
}

const PreviousLocaleSchema = v.object({ locale: v.picklist(LOCALES), country: v.string() });

function alreadySwitchedFor(storage: KeyValueStorage, country: string): boolean {
  let raw: string | null;
  try {
    raw = storage.getItem(PREVIOUS_LOCALE_KEY);
  } catch {
    return false;
  }
  if (!raw) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return false; // not ours (or an older format): treat as never switched
  }
  const result = v.safeParse(PreviousLocaleSchema, parsed);
  return result.success && result.output.country === country;
}

/** By the locale resolver's rules: the host's first locale wins a tie (`/en/` is en-au). */
function segmentChooses(segment: string, from: Locale, to: Locale): boolean {
  const s = segment.toLowerCase().replace('_', '-');
  const candidates = LOCALES.filter((l) => l === from || l === to);
  const chosen =
    candidates.find((l) => l === s) ??
    candidates.find((l) => l.slice(0, 2) === s) ??
    candidates.find((l) => l.slice(3) === s);
  return chosen === from;
}

/** Written as the whole locale, the one form that resolves to exactly that site; else its home. */
export function localizedUrl(
  currentUrl: string,
  from: Locale,
  to: Locale,
  home: string = storeBasePath(to),
): string {
  let url: URL;
  try {
    url = new URL(currentUrl, 'https://placeholder.invalid');
  } catch {
    return home;
  }
  const path = url.pathname;
  const tail = `${url.search}${url.hash}`;
  const fromBase = storeBasePath(from);
  const lower = path.toLowerCase();
  if (lower === fromBase.toLowerCase() || lower.startsWith(`${fromBase.toLowerCase()}/`)) {
    return `${storeBasePath(to)}${path.slice(fromBase.length)}${tail}`;
  }
  const [, first = '', ...rest] = path.split('/');
  if (first !== '' && segmentChooses(first, from, to)) {
    return `/${[to, ...rest].join('/')}${tail}`;
  }
  return home;
}

/** Where to send the shopper, or undefined to stay (incl. the "once" rule, read from `storage`). */
export function regionalRedirect(
  currentLocale: Locale,
  registrationCountryIso: string | null | undefined,
  currentUrl: string,
  storage: KeyValueStorage,
  routes?: RouteTemplates,
): RegionalRedirect | undefined {
  const country = (registrationCountryIso ?? '').trim().toUpperCase();
  const target = REGIONAL_LOCALE_BY_COUNTRY[country];
  if (!target || REGIONAL_PARTNER[currentLocale] !== target) return undefined;
  if (alreadySwitchedFor(storage, country)) return undefined;

  const cookie = (name: string, value: string): CookieToSet => ({
    name,
    value,
    maxAgeSeconds: REGIONAL_COOKIE_MAX_AGE_SECONDS,
    path: '/',
  });
  return {
    locale: target,
    from: currentLocale,
    country,
    url: localizedUrl(
      currentUrl,
      currentLocale,
      target,
      routes?.home &&
        storeRoutes({ locale: target, storeBasePath: storeBasePath(target), routes }).home,
    ),
    cookies: [
      cookie(REGISTRATION_COUNTRY_COOKIE, country),
      // The currency changed with the site automatically, not by the shopper's choice.
      cookie(CURRENCY_AUTO_SWITCHED_COOKIE, 'true'),
      cookie(CURRENCY_SWITCHED_COOKIE, 'true'),
    ],
  };
}

/** Records the switch, once per registration country; call before navigating. */
export function rememberRegionalRedirect(
  storage: KeyValueStorage,
  redirect: Pick<RegionalRedirect, 'from' | 'country'>,
): void {
  try {
    storage.setItem(
      PREVIOUS_LOCALE_KEY,
      JSON.stringify({ locale: redirect.from, country: redirect.country }),
    );
  } catch (error) {
    logError('could not remember the regional switch', error);
  }
}

/**
 * Moves a signed-in shopper of `store`'s site to her registration country's partner site, once
 * (the rules above): sets the cookies, records the switch and navigates. True when the browser is
 * on its way. Here, with the rules, so a page of a site without a partner never downloads it
 * (regional-switch.ts decides that).
 */
export function applyRegionalSwitch(
  store: Pick<Core['store'], 'site'>,
  registrationCountryIso: string | null | undefined,
  page: string,
): boolean {
  const storage = storageOrPageMemory('local');
  const redirect = regionalRedirect(
    store.site.locale,
    registrationCountryIso,
    page,
    storage,
    store.site.routes,
  );
  if (!redirect) return false;
  for (const cookie of redirect.cookies) {
    document.cookie = `${cookie.name}=${encodeURIComponent(cookie.value)}; Max-Age=${cookie.maxAgeSeconds}; Path=${cookie.path}; SameSite=Lax`;
  }
  rememberRegionalRedirect(storage, redirect);
  globalThis.location.assign(redirect.url);
  return true;
}
