/**
 * A quote's days as the shopper reads them. An expiration date is a day on the site's calendar,
 * so it is never moved through the browser's time zone, and the site's zone is named next to it.
 */
import { translator } from '../../core/i18n/messages';
import type { Language } from '../../core/locale/locales';
import { quoteDatesMessages } from './quote-dates.messages';
import { dateTimeFormat } from '../../rules/format/intl-formats';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function noonOf(isoDate: string): Date | undefined {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  return date.toISOString().startsWith(isoDate) ? date : undefined;
}

export function formatQuoteDay(isoDate: string, locale: string): string {
  const noon = noonOf(isoDate);
  if (!noon) return isoDate;
  return dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(noon);
}

/** The zone's long name that day; the IANA name if the runtime does not know it. */
export function timeZoneName(timeZone: string, isoDate: string, locale: string): string {
  const noon = noonOf(isoDate) ?? new Date();
  try {
    const parts = dateTimeFormat(locale, { timeZone, timeZoneName: 'long' }).formatToParts(noon);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

export interface QuoteDayParams {
  date: string;
  zone: string;
  [name: string]: string;
}

export function quoteDayParams(isoDate: string, timeZone: string, locale: string): QuoteDayParams {
  return { date: formatQuoteDay(isoDate, locale), zone: timeZoneName(timeZone, isoDate, locale) };
}

/** "February 6, 2027, end of day (Central Standard Time)". */
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

/** An instant as a day on the site's calendar; the text as given if it is not a date. */
export function formatQuoteInstant(isoDateTime: string, timeZone: string, locale: string): string {
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return isoDateTime;
  try {
    return dateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(date);
  } catch {
    return dateTimeFormat(locale, { dateStyle: 'long' }).format(date);
  }
}
