import { addDays, dayNumber, type IsoDate } from '../../rules/form/calendar-date';

// The date picker's calendar arithmetic, on ISO dates with no time, so no time zone shifts them.

/** 0 = Sunday … 6 = Saturday (1970-01-01, day 0, was a Thursday). */
export function weekdayOf(date: IsoDate): number {
  return ((dayNumber(date) ?? 0) + 4) % 7;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function isoDate(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

export function partsOf(date: IsoDate): { year: number; month: number; day: number } {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return { year, month, day };
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The same day `months` months later, or the month's last day when it has fewer. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = partsOf(date);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return isoDate(y, m, Math.min(day, daysInMonth(y, m)));
}

/** The month's weeks, null outside the month. */
export function monthWeeks(date: IsoDate, firstDayOfWeek: number): (IsoDate | null)[][] {
  const { year, month } = partsOf(date);
  const first = isoDate(year, month, 1);
  const lead = (weekdayOf(first) - firstDayOfWeek + 7) % 7;
  const cells: (IsoDate | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day += 1)
    cells.push(isoDate(year, month, day));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Where a key moves the focused date (APG keys); undefined for any other key. */
export function movedDate(
  date: IsoDate,
  key: string,
  shiftKey: boolean,
  firstDayOfWeek: number,
): IsoDate | undefined {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -((weekdayOf(date) - firstDayOfWeek + 7) % 7));
    case 'End':
      return addDays(date, 6 - ((weekdayOf(date) - firstDayOfWeek + 7) % 7));
    case 'PageUp':
      return shiftKey ? addMonths(date, -12) : addMonths(date, -1);
    case 'PageDown':
      return shiftKey ? addMonths(date, 12) : addMonths(date, 1);
    default:
      return undefined;
  }
}

/** Sites whose calendars start the week on Sunday; the others start on Monday. */
const SUNDAY_FIRST = new Set(['en-us', 'en-ca', 'fr-ca', 'ja-jp']);

export function firstDayOfWeekFor(locale: string): number {
  return SUNDAY_FIRST.has(locale) ? 0 : 1;
}
