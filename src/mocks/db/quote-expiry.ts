/**
 * When a quote expires (spec section 9): 90 days after the day it is created
 * (QUOTE_VALIDITY_DAYS), through the end of that day in the site's time zone; early, on the date
 * of a pricing update or of the end of the organisation's discount, when that date is at most 60
 * days after the creation day (EARLY_EXPIRY_WINDOW_DAYS: 60 is early, 61 is not). The two dates
 * are "days from today" so that tests can put them at 59, 60 and 61 days whatever day they run
 * (`POST /__mock/quote-conditions`); the discount end concerns only shoppers whose organisation
 * discount applies now (seed-promotions.ts: the district).
 */
import {
  EARLY_EXPIRY_WINDOW_DAYS,
  QUOTE_VALIDITY_DAYS,
  type EarlyExpiry,
  type QuoteState,
} from '../../api/quotes/quote.schema';
import type { BaseSite } from '../../core/locale/locales';
import { TIME_ZONE_BY_BASE_SITE } from '../../core/locale/site-time-zones';
import { addDays, dayNumber, todayIn, type IsoDate } from '../../rules/form/calendar-date';
import { orgDiscountOf, windowState } from './seed-promotions';

export interface QuoteConditions {
  /** Days from today to the next pricing update; null: none announced. */
  pricingUpdateInDays: number | null;
  /** Days from today to the end of the organisation discount; null: none announced. */
  discountEndInDays: number | null;
}

/**
 * By default a pricing update is announced 75 days out (outside the window: no early expiry) and
 * the organisation discount ends in 45 days (inside it: the district's new quotes expire early).
 */
export const DEFAULT_QUOTE_CONDITIONS: QuoteConditions = {
  pricingUpdateInDays: 75,
  discountEndInDays: 45,
};

let conditions: QuoteConditions = { ...DEFAULT_QUOTE_CONDITIONS };

export function quoteConditions(): QuoteConditions {
  return { ...conditions };
}

/** Changes the conditions given (the control endpoint); the others stay. */
export function setQuoteConditions(changes: Partial<QuoteConditions>): QuoteConditions {
  conditions = { ...conditions, ...changes };
  return quoteConditions();
}

export function resetQuoteConditions(): void {
  conditions = { ...DEFAULT_QUOTE_CONDITIONS };
}

export function siteTimeZone(site: BaseSite): string {
  return TIME_ZONE_BY_BASE_SITE[site];
}

/** Today's date on the site's calendar. */
export function siteToday(site: BaseSite, now: Date = new Date()): IsoDate {
  return todayIn(siteTimeZone(site), now);
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClock(zone: string): Intl.DateTimeFormat {
  let clock = wallClocks.get(zone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClocks.set(zone, clock);
  }
  return clock;
}

/** How far `zone`'s clock is ahead of UTC at the instant `at` (ms, whole seconds). */
function zoneOffset(zone: string, at: number): number {
  const parts = wallClock(zone).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * The instant a quote's last day ends: midnight after it in the site's zone, what the platform
 * sends as the quote's `expirationTime` (the offset of that night, daylight saving included).
 */
export function quoteEndsAt(site: BaseSite, expirationDate: IsoDate): Date {
  const zone = siteTimeZone(site);
  const wall = (dayNumber(addDays(expirationDate, 1)) ?? 0) * 86_400_000;
  // The offset at a first guess, then at the instant it gives (a change that day moves it).
  const guess = wall - zoneOffset(zone, wall);
  return new Date(wall - zoneOffset(zone, guess));
}

/** Whether the shopper's organisation discount applies now, so its end can shorten a quote. */
export function hasActiveOrgDiscount(userId: string, now: number = Date.now()): boolean {
  const discount = orgDiscountOf(userId);
  return discount !== undefined && windowState(discount, now) === 'active';
}

export interface Expiry {
  expirationDate: IsoDate;
  earlyExpiry?: EarlyExpiry | undefined;
}

/** The expiry of a quote created today on the site's calendar, under the current conditions. */
export function expiryOfNewQuote(today: IsoDate, orgDiscount: boolean): Expiry {
  const candidates: EarlyExpiry[] = [];
  const within = (days: number | null): days is number =>
    days !== null && days >= 0 && days <= EARLY_EXPIRY_WINDOW_DAYS;
  if (within(conditions.pricingUpdateInDays)) {
    candidates.push({
      reason: 'PRICING_UPDATE',
      date: addDays(today, conditions.pricingUpdateInDays),
    });
  }
  if (orgDiscount && within(conditions.discountEndInDays)) {
    candidates.push({
      reason: 'ORGANISATION_DISCOUNT_END',
      date: addDays(today, conditions.discountEndInDays),
    });
  }
  // The earliest wins; on the same day the pricing update (listed first) is named.
  const [earliest] = candidates.sort((a, b) => a.date.localeCompare(b.date));
  return earliest
    ? { expirationDate: earliest.date, earlyExpiry: earliest }
    : { expirationDate: addDays(today, QUOTE_VALIDITY_DAYS) };
}

/**
 * A quote's state now: ORDERED once an order was placed from it, else EXPIRED from midnight at
 * the end of its expiration day in the site's time zone, else ACTIVE.
 */
export function quoteStateAt(
  quote: {
    site: BaseSite;
    expirationDate: IsoDate;
    ordered: boolean;
  },
  now: Date = new Date(),
): QuoteState {
  if (quote.ordered) return 'ORDERED';
  return siteToday(quote.site, now) > quote.expirationDate ? 'EXPIRED' : 'ACTIVE';
}
