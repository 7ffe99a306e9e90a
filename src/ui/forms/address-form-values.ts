import type { AddressInput, AddressSuggestion } from '../../api/addresses/address.schema';
import { checkoutErrorOf, checkoutErrorSubject } from '../../api/checkout/checkout.schema';
import type { NamedAddressMessageKey } from '../../rules/address/address-form-catalog';
import {
  COUNTRIES,
  DEFAULT_ADDRESS_COUNTRY,
  countryName,
  isAddressCountry,
  regionsOf,
} from '../../rules/address/countries';
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

/**
 * The form's starting values: the address given (editing one, or the shopper's names), else
 * blank on the default country (spec section 3: US). A country outside the form's list (a stored
 * Singapore address) is kept as it is, so nothing changes behind the shopper's back: the country
 * rule then asks them to choose one we ship to.
 */
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

/**
 * The country select's options, by name in the page's language. A stored address in a country
 * the form does not list (`current`) is shown as it is; the country rule then says so.
 */
export function countryOptions(language: string, current: string) {
  const collator = new Intl.Collator(language);
  const codes: string[] = COUNTRIES.map(({ isocode }) => isocode);
  if (!codes.includes(current)) codes.push(current);
  return codes
    .map((code) => ({ code, name: countryName(code, language) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** The wire address from the checked form: no `companyName` when none was typed. */
export function toAddressInput(values: NamedAddress): AddressInput {
  const { companyName, ...address } = values;
  return companyName ? { ...address, companyName } : address;
}

/**
 * A suggested address from the verification service, ready to save: the service suggests
 * where the parcel goes, not to whom, so names it leaves blank are the entered ones.
 */
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

// ---------------------------------------------------------------------------------------------
// Street suggestions

/** Suggestions the form can take: those in a country it lists (or that name no country). */
export function usableSuggestions(suggestions: readonly AddressSuggestion[]): AddressSuggestion[] {
  return suggestions.filter(({ country }) => country === null || isAddressCountry(country));
}

/** The region code a suggestion names (by code or by name), if the country has it. */
function regionIn(country: string, region: string | null): string | undefined {
  if (region === null) return undefined;
  const wanted = region.trim().toLowerCase();
  return regionsOf(country).find(
    ({ shortCode, name }) => shortCode.toLowerCase() === wanted || name.toLowerCase() === wanted,
  )?.shortCode;
}

/**
 * The fields a picked suggestion fills: only those it has (the platform's "null" ones leave what
 * was typed). A region of the old country is cleared when the suggestion moves the country.
 */
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

/** A suggestion as one line of plain text: "5 Court Street, Springfield, IL 62701, United States". */
export function suggestionText(suggestion: AddressSuggestion, language: string): string {
  const { line1, line2, town, region, postalCode, country } = suggestion;
  const regionAndCode = [region, postalCode].filter(Boolean).join(' ');
  return [line1, line2, town, regionAndCode, country && countryName(country, language)]
    .filter(Boolean)
    .join(', ');
}

// ---------------------------------------------------------------------------------------------
// The platform's refusals

/** A field's "required" message, for a refusal that says the platform found it missing. */
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
  /** A rule's message key or the form's own. */
  message: NamedAddressMessageKey | AddressFormTextKey;
}

/**
 * The field the platform refused (CHECKOUT_ERRORS `invalid` or `missing` naming it in `subject`,
 * bare or as `address.line1`), when the form shows that field; otherwise undefined and the
 * failure is the caller's.
 */
export function refusedField(
  error: unknown,
  shown: readonly AddressFieldName[],
): RefusedField | undefined {
  const kind = checkoutErrorOf(error);
  if (kind !== 'invalid' && kind !== 'missing') return undefined;
  const subject = checkoutErrorSubject(error)?.replace(/^address\./, '');
  const field = shown.find((name) => name === subject);
  if (field === undefined) return undefined;
  return { field, message: (kind === 'missing' && REQUIRED[field]) || 'fieldRejected' };
}
