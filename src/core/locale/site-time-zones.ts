import type { BaseSite } from './locales';

/**
 * The IANA time zone each regional site keeps its calendar in: a quote's expiration day, a
 * training date's "today" and any other whole-day rule end at midnight there, whatever the
 * shopper's own clock says. The spec names no zones; these are the zone of each site's customer
 * service office (the US site: Central time, where the US office is).
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
