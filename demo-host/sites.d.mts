import type { BaseSite, Locale } from '../src/core/locale/locales';

/** Types for sites.mjs, so stories and tests import the one table instead of copying it. */
export declare const DEMO_SITES: Record<
  Locale,
  { label: string; host: string; localePath?: string }
>;
export declare const BASE_SITES: Record<Locale, BaseSite>;
export declare const LANGS: Partial<Record<Locale, string>>;
