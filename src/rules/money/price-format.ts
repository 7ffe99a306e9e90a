// Amounts the widgets write themselves (a minimum, a shortfall); the platform formats the rest.
import { numberFormat } from '../format/intl-formats';

export interface FormattedPrice {
  value: number;
  currencyIso: string;
  formattedValue: string;
}

/** To the cent, as OCC sends them. */
export const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

/** Never throws: an unknown locale or currency falls back. */
export function formatMoney(amount: number, currency: string, locale = 'en-US'): string {
  try {
    return numberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/** `value`, to the cent, as a price of `currencyIso` written for `locale`. */
export function priceIn(value: number, currencyIso: string, locale: string): FormattedPrice {
  const rounded = round2(value);
  return { value: rounded, currencyIso, formattedValue: formatMoney(rounded, currencyIso, locale) };
}
