import type { AddressInput } from '../../api/addresses/address.schema';
import type { AddressSuggestion } from '../../api/addresses/address-services.schema';
import { addressRefusalOf, refusalSubject } from '../../api/checkout/address-refusals';
import type { NamedAddressMessageKey } from '../../rules/address/address-form-catalog';
import {
  COUNTRIES,
  DEFAULT_ADDRESS_COUNTRY,
  isAddressCountry,
  regionsOf,
} from '../../rules/address/countries';
import { countryName } from '../../rules/address/country-name';
import type { NamedAddress } from '../../rules/address/named-address';
import type { AddressFormTextKey } from './address-form.messages';

/** What the address form holds while the shopper types: every field as text. */
export interface AddressFormValues {
  firstName: string;
  lastName: string;
  companyName: string;
  country: string;
  region: string;
  town: string;
  line1: string;
  line2: string;
  line3: string;
  postalCode: string;
}
export type AddressFieldName = keyof AddressFormValues;

/** Starting values; a stored country outside the list is kept, so the country rule asks instead. */
export function formValuesOf(address: Partial<AddressInput> = {}): AddressFormValues {
  return {
    firstName: address.firstName ?? '',
    lastName: address.lastName ?? '',
    companyName: address.companyName ?? '',
    country: address.country || DEFAULT_ADDRESS_COUNTRY,
    region: address.region ?? '',
    town: address.town ?? '',
    line1: address.line1 ?? '',
    line2: address.line2 ?? '',
    line3: address.line3 ?? '',
    postalCode: address.postalCode ?? '',
  };
}

/** The country options by name in the page's language, `current` included even when unlisted. */
export function countryOptions(language: string, current: string) {
  const collator = new Intl.Collator(language);
  const codes: string[] = COUNTRIES.map(({ isocode }) => isocode);
  if (!codes.includes(current)) codes.push(current);
  return codes
    .map((code) => ({ code, name: countryName(code, language) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

export function toAddressInput(values: NamedAddress): AddressInput {
  const { companyName, ...address } = values;
  return companyName ? { ...address, companyName } : address;
}

/** The service suggests where the parcel goes, not to whom: blank names keep the entered ones. */
export function reviewedAddress(suggested: AddressInput, entered: AddressInput): AddressInput {
  const address: AddressInput = {
    ...suggested,
    firstName: suggested.firstName || entered.firstName,
    lastName: suggested.lastName || entered.lastName,
  };
  const companyName = suggested.companyName || entered.companyName;
  if (companyName) address.companyName = companyName;
  else delete address.companyName;
  return address;
}

export function usableSuggestions(suggestions: readonly AddressSuggestion[]): AddressSuggestion[] {
  return suggestions.filter(({ country }) => country === null || isAddressCountry(country));
}

function regionIn(country: string, region: string | null): string | undefined {
  if (region === null) return undefined;
  const wanted = region.trim().toLowerCase();
  return regionsOf(country).find(
    ({ shortCode, name }) => shortCode.toLowerCase() === wanted || name.toLowerCase() === wanted,
  )?.shortCode;
}

/** The fields a suggestion fills (its nulls keep what was typed). */
export function suggestionFields(
  suggestion: AddressSuggestion,
  current: AddressFormValues,
): Partial<AddressFormValues> {
  const fields: Partial<AddressFormValues> = {};
  const country =
    suggestion.country !== null && isAddressCountry(suggestion.country)
      ? suggestion.country
      : current.country;
  if (country !== current.country) fields.country = country;
  for (const name of ['line1', 'line2', 'town', 'postalCode'] as const) {
    const value = suggestion[name];
    if (value !== null) fields[name] = value;
  }
  const region = regionIn(country, suggestion.region);
  if (region !== undefined) fields.region = region;
  else if (current.region !== '' && regionIn(country, current.region) === undefined)
    fields.region = '';
  return fields;
}

export function suggestionText(suggestion: AddressSuggestion, language: string): string {
  const { line1, line2, town, region, postalCode, country } = suggestion;
  const regionAndCode = [region, postalCode].filter(Boolean).join(' ');
  return [line1, line2, town, regionAndCode, country && countryName(country, language)]
    .filter(Boolean)
    .join(', ');
}

const REQUIRED: Partial<Record<AddressFieldName, NamedAddressMessageKey>> = {
  firstName: 'name.firstRequired',
  lastName: 'name.lastRequired',
  country: 'address.countryRequired',
  region: 'address.regionRequired',
  town: 'address.townRequired',
  line1: 'address.line1Required',
  postalCode: 'postalCode.required',
};

export interface RefusedField {
  field: AddressFieldName;
  message: NamedAddressMessageKey | AddressFormTextKey;
}

/** The shown field a checkout `invalid`/`missing` error names, else undefined. */
export function refusedField(
  error: unknown,
  shown: readonly AddressFieldName[],
): RefusedField | undefined {
  const kind = addressRefusalOf(error);
  if (kind !== 'invalid' && kind !== 'missing') return undefined;
  const subject = refusalSubject(error)?.replace(/^address\./, '');
  const field = shown.find((name) => name === subject);
  if (field === undefined) return undefined;
  return { field, message: (kind === 'missing' && REQUIRED[field]) || 'fieldRejected' };
}
