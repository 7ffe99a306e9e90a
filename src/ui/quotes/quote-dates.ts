/**
 * A quote's days as the shopper reads them. A quote's expiration date is a calendar
 * day on the site's calendar (an ISO date): the quote may be ordered through the end of that day
 * in the site's time zone (src/core/locale/site-time-zones.ts), whatever the shopper's own clock
 * says. So the day is written as it is, never moved through the browser's time zone, and the
 * site's zone is named next to it ("February 6, 2027, end of day (Central Standard Time)").
 */
import { translator } from '../../core/i18n/messages';
import type { Language } from '../../core/locale/locales';
import { quoteDatesMessages } from './quote-dates.messages';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Noon UTC of an ISO date, or undefined if it is not a real calendar date. */
function noonOf(isoDate: string): Date | undefined {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  return date.toISOString().startsWith(isoDate) ? date : undefined;
}

/** A calendar day in the locale's long style ("February 6, 2027"); the text as given if it is not one. */
export function formatQuoteDay(isoDate: string, locale: string): string {
  const noon = noonOf(isoDate);
  if (!noon) return isoDate;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(noon);
}

/**
 * The time zone's name in the locale on that day ("Central Standard Time", "heure normale du
 * Centre nord-américain"), daylight saving included; the IANA name if the runtime does not know
 * the zone (the zone comes from the API: untrusted, never a crash).
 */
export function timeZoneName(timeZone: string, isoDate: string, locale: string): string {
  const noon = noonOf(isoDate) ?? new Date();
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' }).formatToParts(
      noon,
    );
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** The day and zone a message names: `{date}` and `{zone}`. */
export interface QuoteDayParams {
  date: string;
  zone: string;
  [name: string]: string;
}

export function quoteDayParams(isoDate: string, timeZone: string, locale: string): QuoteDayParams {
  return { date: formatQuoteDay(isoDate, locale), zone: timeZoneName(timeZone, isoDate, locale) };
}

/** "February 6, 2027, end of day (Central Standard Time)": a quote's last day to be ordered. */
export function formatExpiration(
  isoDate: string,
  timeZone: string,
  locale: string,
  language: Language,
): string {
  return translator(quoteDatesMessages, language)(
    'endOfDay',
    quoteDayParams(isoDate, timeZone, locale),
  );
}

/**
 * An instant (ISO date-time, a quote's creation) as a day on the site's calendar, in the locale's
 * long style; the text as given if it is not a date.
 */
export function formatQuoteInstant(isoDateTime: string, timeZone: string, locale: string): string {
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return isoDateTime;
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
  }
}
