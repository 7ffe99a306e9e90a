import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  REGIONAL_COOKIE_MAX_AGE_SECONDS,
  localizedUrl,
  regionalRedirect,
  rememberRegionalRedirect,
} from './regional-redirect';
import {
  CURRENCY_AUTO_SWITCHED_COOKIE,
  CURRENCY_SWITCHED_COOKIE,
  PREVIOUS_LOCALE_KEY,
  REGISTRATION_COUNTRY_COOKIE,
} from '../session-constants/session-constants';
import { LOCALES, type Locale } from '../../core/locale/locales';
import { storeBasePath } from '../../core/locale/site-context';
import { BlockedStorage, MemoryStorage } from '../../testing/memory-storage';

/** Spec section 4, "Locale switch". */
const ASIA_JP = ['KH', 'ID', 'JP', 'LA', 'MM', 'KR', 'PH', 'TW', 'TH', 'VN', 'MO', 'HK'];
const MAPPING: [country: string, target: Locale, partner: Locale][] = [
  ...ASIA_JP.map((c): [string, Locale, Locale] => [c, 'ja-jp', 'zh-sg']),
  ['SG', 'zh-sg', 'ja-jp'],
  ['AU', 'en-au', 'en-nz'],
  ['NZ', 'en-nz', 'en-au'],
];
const PAIRED: readonly Locale[] = ['ja-jp', 'zh-sg', 'en-au', 'en-nz'];
const UNPAIRED = LOCALES.filter((l) => !PAIRED.includes(l));

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
});

const expectedCookies = (country: string) => [
  {
    name: REGISTRATION_COUNTRY_COOKIE,
    value: country,
    maxAgeSeconds: REGIONAL_COOKIE_MAX_AGE_SECONDS,
    path: '/',
  },
  {
    name: CURRENCY_AUTO_SWITCHED_COOKIE,
    value: 'true',
    maxAgeSeconds: REGIONAL_COOKIE_MAX_AGE_SECONDS,
    path: '/',
  },
  {
    name: CURRENCY_SWITCHED_COOKIE,
    value: 'true',
    maxAgeSeconds: REGIONAL_COOKIE_MAX_AGE_SECONDS,
    path: '/',
  },
];

describe('regionalRedirect: every mapped country from both sides of its pair', () => {
  for (const [country, target, partner] of MAPPING) {
    it(`${country} on ${partner} → ${target}`, () => {
      const from = `${storeBasePath(partner)}/quickOrder?x=1#top`;
      expect(regionalRedirect(partner, country, from, storage)).toEqual({
        locale: target,
        from: partner,
        country,
        url: `${storeBasePath(target)}/quickOrder?x=1#top`,
        cookies: expectedCookies(country),
      });
    });
    it(`${country} on ${target} stays`, () => {
      expect(regionalRedirect(target, country, storeBasePath(target), storage)).toBeUndefined();
    });
    it(`${country} lower-case and padded is the same country`, () => {
      expect(regionalRedirect(partner, ` ${country.toLowerCase()} `, '/', storage)?.country).toBe(
        country,
      );
    });
  }
});

describe('regionalRedirect: no switch', () => {
  const unmapped = ['US', 'GB', 'CA', 'FR', 'NL', 'ES', 'CN', 'IN', 'MY', 'IE', 'XX', '', 'JPN'];
  for (const locale of PAIRED) {
    it(`unmapped countries on ${locale}`, () => {
      for (const country of unmapped) {
        expect(regionalRedirect(locale, country, '/', storage), country).toBeUndefined();
      }
      expect(regionalRedirect(locale, undefined, '/', storage)).toBeUndefined();
      expect(regionalRedirect(locale, null, '/', storage)).toBeUndefined();
    });
  }

  for (const locale of UNPAIRED) {
    it(`${locale} is outside the pairs: no mapped country moves it`, () => {
      for (const [country] of MAPPING) {
        expect(regionalRedirect(locale, country, '/', storage), country).toBeUndefined();
      }
    });
  }

  it('never across pairs', () => {
    for (const country of [...ASIA_JP, 'SG']) {
      expect(regionalRedirect('en-au', country, '/', storage)).toBeUndefined();
      expect(regionalRedirect('en-nz', country, '/', storage)).toBeUndefined();
    }
    for (const country of ['AU', 'NZ']) {
      expect(regionalRedirect('ja-jp', country, '/', storage)).toBeUndefined();
      expect(regionalRedirect('zh-sg', country, '/', storage)).toBeUndefined();
    }
  });
});

describe('regionalRedirect: once', () => {
  it('after the switch is remembered, the same country is not switched again (either way)', () => {
    const redirect = regionalRedirect('ja-jp', 'SG', '/', storage);
    expect(redirect).toBeDefined();
    rememberRegionalRedirect(storage, redirect!);
    expect(JSON.parse(storage.getItem(PREVIOUS_LOCALE_KEY)!)).toEqual({
      locale: 'ja-jp',
      country: 'SG',
    });
    // The shopper went back to ja-jp by choice: respected.
    expect(regionalRedirect('ja-jp', 'SG', '/', storage)).toBeUndefined();
  });

  it('another registration country (another account) is switched once too', () => {
    rememberRegionalRedirect(storage, { from: 'ja-jp', country: 'SG' });
    const redirect = regionalRedirect('zh-sg', 'JP', '/', storage);
    expect(redirect?.locale).toBe('ja-jp');
    rememberRegionalRedirect(storage, redirect!);
    expect(regionalRedirect('zh-sg', 'JP', '/', storage)).toBeUndefined();
    expect(regionalRedirect('ja-jp', 'SG', '/', storage)?.locale).toBe('zh-sg');
  });

  it('a previous locale that is not our record counts as never switched', () => {
    for (const value of ['ja-jp', '{"locale":"xx","country":"SG"}', '{}', '[]']) {
      storage.setItem(PREVIOUS_LOCALE_KEY, value);
      expect(regionalRedirect('ja-jp', 'SG', '/', storage), value).toBeDefined();
    }
  });

  it('blocked storage: reading counts as never switched; remembering is logged', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const blocked = new BlockedStorage();
    const redirect = regionalRedirect('en-au', 'NZ', '/', blocked);
    expect(redirect?.locale).toBe('en-nz');
    rememberRegionalRedirect(blocked, redirect!);
    expect(error).toHaveBeenCalledTimes(1);
  });
});

describe('localizedUrl: the same page on the other site', () => {
  const cases: [url: string, from: Locale, to: Locale, expected: string][] = [
    ['/store/asiaassessments/en', 'ja-jp', 'zh-sg', '/store/sgassessments/en'],
    ['/store/asiaassessments/en/', 'ja-jp', 'zh-sg', '/store/sgassessments/en/'],
    [
      '/store/auassessments/en/order-status?o=1',
      'en-au',
      'en-nz',
      '/store/nzassessments/en/order-status?o=1',
    ],
    ['/STORE/AUASSESSMENTS/EN/quickOrder', 'en-au', 'en-nz', '/store/nzassessments/en/quickOrder'],
    ['/ja-jp/p/123', 'ja-jp', 'zh-sg', '/zh-sg/p/123'],
    ['/ja_JP/p/123#reviews', 'ja-jp', 'zh-sg', '/zh-sg/p/123#reviews'],
    ['/sg/training.html', 'zh-sg', 'ja-jp', '/ja-jp/training.html'],
    ['/zh/training.html', 'zh-sg', 'ja-jp', '/ja-jp/training.html'],
    ['/nz', 'en-nz', 'en-au', '/en-au'],
    ['/en-nz/my-account?tab=1', 'en-nz', 'en-au', '/en-au/my-account?tab=1'],
    ['/en/my-account', 'en-au', 'en-nz', '/en-nz/my-account'],
    // `/en/` on the .com.au host is en-au, so it does not name en-nz: no counterpart.
    ['/en/my-account', 'en-nz', 'en-au', '/store/auassessments/en'],
    ['/p/123', 'ja-jp', 'zh-sg', '/store/sgassessments/en'],
    ['/', 'en-au', 'en-nz', '/store/nzassessments/en'],
    ['/store/sgassessments/en/cart', 'ja-jp', 'zh-sg', '/store/sgassessments/en'],
    ['/store/asiaassessments/english', 'ja-jp', 'zh-sg', '/store/sgassessments/en'],
    ['https://www.assessments.asia/ja-jp/p/1?a=b', 'ja-jp', 'zh-sg', '/zh-sg/p/1?a=b'],
  ];
  for (const [url, from, to, expected] of cases) {
    it(`${url} (${from} → ${to}) → ${expected}`, () => {
      expect(localizedUrl(url, from, to)).toBe(expected);
    });
  }

  it('is what regionalRedirect returns', () => {
    expect(regionalRedirect('en-nz', 'AU', '/en-nz/p/9?x=1', storage)?.url).toBe('/en-au/p/9?x=1');
  });
});
