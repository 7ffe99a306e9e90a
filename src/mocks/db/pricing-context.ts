import type { Price } from '../../api/products/product.schema';
import {
  BASE_SITE_BY_LOCALE,
  CURRENCY_BY_BASE_SITE,
  type BaseSite,
} from '../../core/locale/locales';
import { priceIn, round2 } from '../../rules/money/price-format';
import { CartOpError } from './cart-errors';

/** The request's pricing context (base site and language) and prices formatted in it. */

export const DEFAULT_BASE_SITE: BaseSite = 'usassessments';
const BASE_SITES = new Set<string>(Object.values(BASE_SITE_BY_LOCALE));

export function isBaseSite(value: string): value is BaseSite {
  return BASE_SITES.has(value);
}

export interface PricingContext {
  site: BaseSite;
  /** Language for formatted values (`en`, `fr`, `nl`, `es`); the site's own when absent. */
  lang?: string | undefined;
}

/** The request's base site: `X-Site-Id`, else a `baseSiteId` query, else usassessments. */
export function pricingContextOf(request: Request): PricingContext {
  const url = new URL(request.url);
  const site =
    request.headers.get('X-Site-Id') ?? url.searchParams.get('baseSiteId') ?? DEFAULT_BASE_SITE;
  if (!isBaseSite(site)) {
    throw new CartOpError(400, 'unknownBaseSite', `Base site ${site} doesn't exist`, site);
  }
  return { site, lang: url.searchParams.get('lang') ?? undefined };
}

/** Prices are kept to the cent, as OCC answers them. */
export { round2 };

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

function numberLocale({ site, lang }: PricingContext): string {
  const own = NUMBER_LOCALE_BY_BASE_SITE[site];
  if (!lang || !/^[a-z]{2}$/.test(lang)) return own;
  return `${lang}-${own.split('-')[1] ?? 'US'}`;
}

/** A price in this request's site's currency, formatted for its site and language. */
export function priceOf(value: number, context: PricingContext): Price {
  return priceIn(value, CURRENCY_BY_BASE_SITE[context.site], numberLocale(context));
}
