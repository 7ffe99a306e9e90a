import { REGIONS_BY_COUNTRY, type Region } from './country-regions';

/** Spec section 3, in the spec's order. */
// prettier-ignore
export const ADDRESS_COUNTRIES = [
  'AU', 'KH', 'CA', 'ID', 'JP', 'LA', 'MM', 'NZ', 'PH', 'IE', 'KR', 'TH', 'GB', 'US', 'VN',
] as const;
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number];

/** Spec section 3. */
export const DEFAULT_ADDRESS_COUNTRY: AddressCountry = 'US';

export interface Country {
  isocode: AddressCountry;
  /** Empty: the region field is hidden, not required. */
  regions: readonly Region[];
}

export function isAddressCountry(iso: string): iso is AddressCountry {
  return (ADDRESS_COUNTRIES as readonly string[]).includes(iso);
}

export function regionsOf(iso: string): readonly Region[] {
  return (Object.hasOwn(REGIONS_BY_COUNTRY, iso) && REGIONS_BY_COUNTRY[iso]) || [];
}

export const COUNTRIES: readonly Country[] = ADDRESS_COUNTRIES.map((isocode) => ({
  isocode,
  regions: regionsOf(isocode),
}));
