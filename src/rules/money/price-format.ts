// Amounts the widgets write themselves (a minimum, a shortfall); the platform formats the rest.

export interface FormattedPrice {
  value: number;
  currencyIso: string;
  formattedValue: string;
}

/** To the cent, as OCC sends them. */
export const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

/** Building an Intl.NumberFormat costs far more than using one. */
const formats = new Map<string, Intl.NumberFormat | null>();

/** Never throws: an unknown locale or currency falls back. */
export function formatMoney(amount: number, currency: string, locale = 'en-US'): string {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    } catch {
      format = null;
    }
    formats.set(key, format);
  }
  return format ? format.format(amount) : `${amount.toFixed(2)} ${currency}`;
}

/** `value`, to the cent, as a price of `currencyIso` written for `locale`. */
export function priceIn(value: number, currencyIso: string, locale: string): FormattedPrice {
  const rounded = round2(value);
  return { value: rounded, currencyIso, formattedValue: formatMoney(rounded, currencyIso, locale) };
}
