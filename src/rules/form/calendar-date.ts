// Calendar dates (YYYY-MM-DD) counted in whole days, so "weeks from today" does not shift with the
// shopper's time zone or daylight saving: "today" is the site's date.
import { dateTimeFormat } from '../format/intl-formats';
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** `timeZone`: an IANA name. */
export function todayIn(timeZone: string, now: Date = new Date()): IsoDate {
  // From the parts: a locale's whole date format differs between ICU builds (WebKitGTK's en-CA).
  const parts = dateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** Days since 1970-01-01 for a real calendar date, undefined for anything else (2026-02-30). */
export function dayNumber(date: string): number | undefined {
  const match = ISO_DATE.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  if (
    back.getUTCFullYear() !== year ||
    back.getUTCMonth() !== month - 1 ||
    back.getUTCDate() !== day
  )
    return undefined;
  return ms / DAY_MS;
}

/** The date `days` calendar days after `date` (which must be a real date). */
export function addDays(date: IsoDate, days: number): IsoDate {
  const start = dayNumber(date);
  if (start === undefined) throw new RangeError(`Not a calendar date: ${date}`);
  return new Date((start + days) * DAY_MS).toISOString().slice(0, 10);
}
