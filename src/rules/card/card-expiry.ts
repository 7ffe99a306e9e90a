import * as v from 'valibot';
import type { IsoDate } from '../form/calendar-date';
import type { CardMessageKey } from './card.messages';

/** A later year is a typing mistake. */
export const CARD_EXPIRY_MAX_YEARS = 20;

export interface CardExpiry {
  /** '3' or '03'. */
  month: string | number;
  /** '27' is 2027. */
  year: string | number;
}

/** Spec section 5. A card is valid through the last day of its month, so only months compare. */
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

/** Month and year as one field, so its issue is the object's own. */
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
