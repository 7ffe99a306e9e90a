import * as v from 'valibot';
import type { IsoDate } from '../form/calendar-date';
import type { CardMessageKey } from './card.messages';

/** No card is issued for longer than this; a later year is a typing mistake. */
export const CARD_EXPIRY_MAX_YEARS = 20;

export interface CardExpiry {
  /** 1-12, as typed ('3', '03') or chosen. */
  month: string | number;
  /** Four digits, or two ('27' is 2027). */
  year: string | number;
}

/**
 * The expiration date (spec section 5): required ('Enter the expiration date'), a real month,
 * and not in the past. A card is valid through the last day of its month, so the month granularity
 * compares year and month only; `today` is the site's date (`todayIn(siteTimeZone)`).
 */
export function cardExpiryProblem(expiry: CardExpiry, today: IsoDate): CardMessageKey | undefined {
  const monthText = String(expiry.month).trim();
  const yearText = String(expiry.year).trim();
  if (monthText === '' || yearText === '') return 'card.expiryRequired';
  if (!/^\d{1,2}$/.test(monthText) || !/^(\d{2}|\d{4})$/.test(yearText))
    return 'card.expiryInvalid';
  const month = Number(monthText);
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return 'card.expiryInvalid';
  const [thisYear, thisMonth] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const months = (year - thisYear) * 12 + (month - thisMonth);
  if (months < 0) return 'card.expired';
  return months > CARD_EXPIRY_MAX_YEARS * 12 ? 'card.expiryInvalid' : undefined;
}

/**
 * The expiration month and year of a form, as one field: its issue is the object's own
 * (`expiry` when the form names it so). `today` is the site's date when the form opens.
 */
export function cardExpirySchema(today: IsoDate) {
  return v.pipe(
    v.object(
      {
        month: v.union([v.string(), v.number()], 'card.expiryRequired'),
        year: v.union([v.string(), v.number()], 'card.expiryRequired'),
      },
      'card.expiryRequired',
    ),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problem = cardExpiryProblem(dataset.value, today);
      if (problem) addIssue({ message: problem });
    }),
  );
}
