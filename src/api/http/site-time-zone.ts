import { getCore } from '../../core/core';
import { TIME_ZONE_BY_BASE_SITE } from '../../core/locale/site-time-zones';

/** The page's site's zone: its store's calendar (a quote's days, an invoice's due date). */
export function siteTimeZone(): string {
  return TIME_ZONE_BY_BASE_SITE[getCore().store.site.baseSite];
}
