import type { Price } from '../../api/products/product.schema';
import { BASE_SITE_BY_LOCALE, type BaseSite } from '../../core/locale/locales';
import { formatPrice, round2 } from '../../rules/money/price-format';
import { CartOpError } from './cart-errors';

/**
 * The request's pricing context of the fake commerce backend (base site and language) and prices
 * formatted in it, for carts, orders, quotes and every other priced answer.
 */

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

/** A price of this request's site and language (the converter formats derived ones alike). */
export function priceOf(value: number, context: PricingContext): Price {
  return formatPrice(value, context.site, context.lang);
}
