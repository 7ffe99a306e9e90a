import { REGIONS_BY_COUNTRY, type Region } from './country-regions';

/** Spec section 3: the countries of the address form, in the spec's order. */
// prettier-ignore
export const ADDRESS_COUNTRIES = [
  'AU', 'KH', 'CA', 'ID', 'JP', 'LA', 'MM', 'NZ', 'PH', 'IE', 'KR', 'TH', 'GB', 'US', 'VN',
] as const;
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number];

/** Spec section 3: the address form starts on the US. */
export const DEFAULT_ADDRESS_COUNTRY: AddressCountry = 'US';

export interface Country {
  isocode: AddressCountry;
  /** Empty for a country whose addresses name no region (the field is then hidden, not required). */
  regions: readonly Region[];
}

export function isAddressCountry(iso: string): iso is AddressCountry {
  return (ADDRESS_COUNTRIES as readonly string[]).includes(iso);
}

/** The regions of a country; none for a country without them or one we do not ship to. */
export function regionsOf(iso: string): readonly Region[] {
  return (Object.hasOwn(REGIONS_BY_COUNTRY, iso) && REGIONS_BY_COUNTRY[iso]) || [];
}

/** The address form's country list. */
export const COUNTRIES: readonly Country[] = ADDRESS_COUNTRIES.map((isocode) => ({
  isocode,
  regions: regionsOf(isocode),
}));

/**
 * A country's name in the shopper's language ('Canada', 'Kanada', ...), from the browser's own
 * country names, so that no catalog has to carry fifteen names in four languages. Any country of
 * a stored address may be named (Singapore is not in the form's list); a code that is no
 * country at all is shown as it is.
 */
export function countryName(iso: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(iso) ?? iso;
  } catch {
    return iso; // RangeError: '' or not a region code
  }
}
