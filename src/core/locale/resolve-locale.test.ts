import { describe, expect, it } from 'vitest';
import { firstPathSegment, resolveLocale } from './resolve-locale';
import { describeUnresolved } from './unresolved-message';
import {
  baseSiteOf,
  languageOf,
  routingRegionOf,
  siteContextFor,
  storeBasePath,
} from './site-context';
import { LOCALES, type Locale } from './locales';

/** Spec section 1: host suffix → the locales it serves; the first is its default. */
const HOSTS: Record<string, readonly Locale[]> = {
  'www.assessments.com': ['en-us'],
  'www.assessments.ca': ['en-ca', 'fr-ca'],
  'www.assessments.co.uk': ['en-gb'],
  'www.assessments.com.au': ['en-au', 'en-nz'],
  'www.assessments.asia': ['ja-jp', 'zh-sg'],
  'www.assessments.nl': ['nl-nl'],
  'www.assessments.es': ['es-es'],
};

describe('resolveLocale: every host suffix with and without each path segment', () => {
  for (const [host, served] of Object.entries(HOSTS)) {
    it(`${host} without a locale segment gives its default ${served[0]}`, () => {
      expect(resolveLocale(host)).toEqual({ locale: served[0] });
      expect(resolveLocale(host, 'store')).toEqual({ locale: served[0] });
      expect(resolveLocale(host, 'p')).toEqual({ locale: served[0] });
    });
    for (const locale of LOCALES) {
      const mine = served.includes(locale);
      it(`${host} + /${locale} ${mine ? `gives ${locale}` : 'is an unknown locale path → en-us with an error'}`, () => {
        const result = resolveLocale(host, locale);
        if (mine) {
          expect(result).toEqual({ locale });
        } else {
          expect(result.locale).toBe('en-us');
          expect(result.unresolved).toEqual({ host, segment: locale });
          expect(describeUnresolved(result.unresolved!)).toBe(
            `unknown locale path "/${locale}" for host "${host}"; using en-us`,
          );
        }
      });
    }
  }

  it('accepts the language or country part of a locale as the segment', () => {
    expect(resolveLocale('shop.assessments.ca', 'fr').locale).toBe('fr-ca');
    expect(resolveLocale('shop.assessments.ca', 'en').locale).toBe('en-ca');
    expect(resolveLocale('assessments.com.au', 'nz').locale).toBe('en-nz');
    expect(resolveLocale('assessments.com.au', 'au').locale).toBe('en-au');
    expect(resolveLocale('assessments.asia', 'sg').locale).toBe('zh-sg');
    expect(resolveLocale('assessments.asia', 'ja').locale).toBe('ja-jp');
  });

  it('is case-insensitive and accepts an underscore, a port and a trailing dot', () => {
    expect(resolveLocale('WWW.Assessments.CA:8443', 'FR_CA').locale).toBe('fr-ca');
    expect(resolveLocale('assessments.co.uk.', '').locale).toBe('en-gb');
  });

  it('matches whole labels only: co.uk is not com, notcom is not com', () => {
    expect(resolveLocale('example.co.uk').locale).toBe('en-gb');
    expect(resolveLocale('example.notcom').unresolved).toEqual({ host: 'example.notcom' });
    expect(resolveLocale('com').locale).toBe('en-us');
  });

  it('falls back to en-us with an error for unknown hosts', () => {
    for (const host of ['localhost', '127.0.0.1', 'example.org', 'assessments.de', '']) {
      const result = resolveLocale(host, 'fr-ca');
      expect(result.locale).toBe('en-us');
      expect(result.unresolved).toEqual({ host });
      expect(describeUnresolved(result.unresolved!)).toBe(`unknown host "${host}"; using en-us`);
    }
  });

  it('reads the first non-empty path segment', () => {
    expect(firstPathSegment('/fr-ca/store/x')).toBe('fr-ca');
    expect(firstPathSegment('//en-nz/')).toBe('en-nz');
    expect(firstPathSegment('/')).toBe('');
  });
});

describe('language, base site, routing region and store base path per locale', () => {
  const table: [Locale, string, string, string][] = [
    ['en-us', 'en', 'usassessments', 'US'],
    ['en-ca', 'en', 'caassessments', 'CA'],
    ['fr-ca', 'fr', 'caassessments', 'CA'],
    ['en-gb', 'en', 'ukassessments', 'EU'],
    ['en-au', 'en', 'auassessments', 'AP'],
    ['en-nz', 'en', 'nzassessments', 'AP'],
    ['ja-jp', 'en', 'asiaassessments', 'AP'],
    ['zh-sg', 'en', 'sgassessments', 'AP'],
    ['nl-nl', 'nl', 'nlassessments', 'NL'],
    ['es-es', 'es', 'esassessments', 'ES'],
  ];
  it.each(table)(
    '%s → language %s, base site %s, region %s',
    (locale, language, baseSite, region) => {
      expect(languageOf(locale)).toBe(language);
      expect(baseSiteOf(locale)).toBe(baseSite);
      expect(routingRegionOf(locale)).toBe(region);
      expect(storeBasePath(locale)).toBe(`/store/${baseSite}/${language}`);
      expect(siteContextFor(locale)).toMatchObject({
        locale,
        language,
        baseSite,
        routingRegion: region,
      });
    },
  );
  it('covers all ten locales', () => {
    expect(table.map(([l]) => l).sort()).toEqual([...LOCALES].sort());
  });
});
