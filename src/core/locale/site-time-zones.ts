import type { BaseSite } from './locales';

/**
 * The IANA time zone each regional site keeps its calendar in: a quote's expiration day, a
 * training date's "today" and any other whole-day rule end at midnight there, whatever the
 * shopper's own clock says. The spec names no zones; these are the zones of each site's shoppers'
 * main country (the US site: Central time, where its customer service is; the Asia site: Japan's).
 * Support hours keep their own regions and zones (src/rules/support/support-hours.ts).
 */
export const TIME_ZONE_BY_BASE_SITE = {
  usassessments: 'America/Chicago',
  caassessments: 'America/Toronto',
  ukassessments: 'Europe/London',
  auassessments: 'Australia/Sydney',
  nzassessments: 'Pacific/Auckland',
  asiaassessments: 'Asia/Tokyo',
  sgassessments: 'Asia/Singapore',
  nlassessments: 'Europe/Amsterdam',
  esassessments: 'Europe/Madrid',
} as const satisfies Record<BaseSite, string>;
