import type { BaseSite } from './locales';

// Whole-day rules (a quote's expiry, "today") end at midnight here, whatever the shopper's clock.
// The spec names none: the main country's (the US: Central, where customer service is).
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
