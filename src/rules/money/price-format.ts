import { CURRENCY_BY_BASE_SITE, type BaseSite } from '../../core/locale/locales';

/**
 * How a price reads in a base site and language: the platform formats the amounts it sends, and
 * the cart's converter formats the few it derives (an entry before its discounts) the same way.
 */

/** An amount as the commerce platform sends it (OCC's PriceWsDTO). */
export interface FormattedPrice {
  value: number;
  currencyIso: string;
  formattedValue: string;
}

/** Number formatting locale per base site (a `lang` picks another language of the site). */
const NUMBER_LOCALE_BY_BASE_SITE: Record<BaseSite, string> = {
  usassessments: 'en-US',
  caassessments: 'en-CA',
  ukassessments: 'en-GB',
  auassessments: 'en-AU',
  nzassessments: 'en-NZ',
  asiaassessments: 'en-US',
  sgassessments: 'en-SG',
  nlassessments: 'nl-NL',
  esassessments: 'es-ES',
};

function numberLocale(site: BaseSite, lang: string | undefined): string {
  const own = NUMBER_LOCALE_BY_BASE_SITE[site];
  if (!lang || !/^[a-z]{2}$/.test(lang)) return own;
  return `${lang}-${own.split('-')[1] ?? 'US'}`;
}

/** Building an Intl.NumberFormat costs far more than using one: one per locale and currency. */
const formats = new Map<string, Intl.NumberFormat | undefined>();
function currencyFormat(locale: string, currency: string): Intl.NumberFormat | undefined {
  const key = `${locale}|${currency}`;
  if (!formats.has(key)) {
    let format: Intl.NumberFormat | undefined;
    try {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    } catch {
      format = undefined; // a locale Intl does not know
    }
    formats.set(key, format);
  }
  return formats.get(key);
}

/** Amounts are kept to the cent, as OCC sends them. */
export const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

/** `value` in the site's currency, formatted for the site and language. */
export function formatPrice(
  value: number,
  site: BaseSite,
  lang: string | undefined,
): FormattedPrice {
  return formatAmount(value, CURRENCY_BY_BASE_SITE[site], site, lang);
}

/** `value` in `currencyIso`, formatted for the site and language. */
export function formatAmount(
  value: number,
  currencyIso: string,
  site: BaseSite,
  lang: string | undefined,
): FormattedPrice {
  const rounded = round2(value);
  const format = currencyFormat(numberLocale(site, lang), currencyIso);
  const formattedValue = format ? format.format(rounded) : `${currencyIso} ${rounded.toFixed(2)}`;
  return { value: rounded, currencyIso, formattedValue };
}
