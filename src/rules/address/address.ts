import * as v from 'valibot';
import { postalCodeSchema } from '../postal-code/postal-code';
import { CITY_MAX_LENGTH, STREET_MAX_LENGTH } from './address.limits';
import type { AddressMessageKey } from './address.messages';
import { ADDRESS_COUNTRIES, regionsOf, type AddressCountry } from './countries';
import { isPoBox } from './po-box';

/** Spec section 5's "0-9a-zA-Z and punctuation", read literally: ASCII only, accents refused. */
export const ADDRESS_CHARACTERS = /^[0-9A-Za-z !-/:-@[-`{-~]*$/;

export interface AddressContext {
  /** The line3 flag (spec section 9, off by default): without it line3 is ignored. */
  line3Enabled: boolean;
  /** Whose address it is: the street must not include the name or organisation. */
  firstName?: string;
  lastName?: string;
  organisation?: string;
}

/**
 * Lower-case words separated by single spaces, accents dropped (the street is a-z, the names may
 * be accented): "Ada  LOVELACE, Inc." → "ada lovelace inc", "María José" → "maria jose".
 */
const words = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The names the street must not include, as words: the full name ("ada lovelace") and the
 * organisation. A first or last name alone is not checked: "Washington St" is a street for
 * George Washington. Whole words only: "Al Bo" is not in "Royal Boulevard".
 */
function forbiddenNames({ firstName, lastName, organisation }: AddressContext): string[] {
  const first = words(firstName ?? '');
  const last = words(lastName ?? '');
  const names = first && last ? [`${first} ${last}`] : [];
  const company = words(organisation ?? '');
  // A one-letter organisation would forbid most streets.
  return company.length > 1 ? [...names, company] : names;
}

const includesName = (line: string, names: string[]) =>
  names.some((name) => ` ${words(line)} `.includes(` ${name} `));

/** A street or apartment line: trimmed, allowed characters, length, no P.O. box. */
function lineSchema(tooLong: AddressMessageKey) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(STREET_MAX_LENGTH, tooLong),
    v.regex(ADDRESS_CHARACTERS, 'address.invalidCharacters'),
    v.check((line) => !isPoBox(line), 'address.poBox'),
  );
}

/** A field the form does not show: whatever comes (or nothing) is output as ''. */
const HIDDEN = v.pipe(
  v.optional(v.unknown(), ''),
  v.transform(() => ''),
);

function countryAddressSchema(country: AddressCountry, context: AddressContext) {
  const regions = regionsOf(country).map((region) => region.shortCode);
  const names = forbiddenNames(context);
  const optionalLine = v.optional(lineSchema('address.lineTooLong'), '');
  return v.object({
    country: v.literal(country),
    // A country without regions has no region field: whatever comes is dropped.
    region: regions.length > 0 ? v.picklist(regions, 'address.regionRequired') : HIDDEN,
    town: v.pipe(
      v.string('address.townRequired'),
      v.trim(),
      v.nonEmpty('address.townRequired'),
      v.maxLength(CITY_MAX_LENGTH, 'address.townTooLong'),
      v.regex(ADDRESS_CHARACTERS, 'address.invalidCharacters'),
    ),
    line1: v.pipe(
      v.string('address.line1Required'),
      v.trim(),
      v.nonEmpty('address.line1Required'),
      lineSchema('address.line1TooLong'),
      v.check((line) => !includesName(line, names), 'address.line1IncludesName'),
    ),
    line2: optionalLine,
    line3: context.line3Enabled ? optionalLine : HIDDEN,
    postalCode: postalCodeSchema(country),
  });
}

/**
 * The address form (spec sections 3 and 5): country, region (where the country has regions),
 * town/city, line1 (street), line2 (apartment, optional), line3 (optional, behind its flag),
 * postal code (the country's format, see postal-code.ts). One variant per country, so the region
 * and postal code are checked against the chosen country together with every other field.
 * The output is trimmed and normalised; a hidden field (no regions, line3 off) comes out ''.
 */
export function addressSchema(context: AddressContext) {
  return v.variant(
    'country',
    ADDRESS_COUNTRIES.map((country) => countryAddressSchema(country, context)),
    'address.countryRequired',
  );
}

export type AddressInput = v.InferInput<ReturnType<typeof addressSchema>>;
export type Address = v.InferOutput<ReturnType<typeof addressSchema>>;
