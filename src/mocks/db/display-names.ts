import { REGIONS_BY_COUNTRY } from '../../rules/address/country-regions';
import type { PricingContext } from './pricing-context';

/**
 * The language of a response's display names (countries, regions, delivery modes): the request's
 * `lang` query when it is a language code, else English.
 */
export function responseLang(context: PricingContext): string {
  return context.lang && /^[a-z]{2}$/.test(context.lang) ? context.lang : 'en';
}

/** A country's name in `lang`, from the platform's own country names (Intl, as the address form). */
export function countryDisplayName(iso: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(iso) ?? iso;
  } catch {
    return iso;
  }
}

/** A region's name (the address form's list; the platform keeps one name per region). */
export function regionDisplayName(country: string, shortCode: string): string | undefined {
  if (!shortCode || !Object.hasOwn(REGIONS_BY_COUNTRY, country)) return undefined;
  return REGIONS_BY_COUNTRY[country]?.find((region) => region.shortCode === shortCode)?.name;
}
