/**
 * When a quote expires (spec section 9): QUOTE_VALIDITY_DAYS after creation, end of day in the
 * site's time zone; early on a pricing update or discount end within EARLY_EXPIRY_WINDOW_DAYS.
 * Those dates are "days from today" so tests can place them whatever day they run.
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

/** By default the pricing update is outside the window and the discount end inside it. */
export const DEFAULT_QUOTE_CONDITIONS: QuoteConditions = {
  pricingUpdateInDays: 75,
  discountEndInDays: 45,
};

let conditions: QuoteConditions = { ...DEFAULT_QUOTE_CONDITIONS };

export function quoteConditions(): QuoteConditions {
  return { ...conditions };
}

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

/** Midnight after a quote's last day in the site's zone: its `expirationTime`. */
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
