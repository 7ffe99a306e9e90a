import * as v from 'valibot';
import type { PostalCodeMessageKey } from './postal-code.messages';

/**
 * Postal code formats (spec section 5). Each format tidies what was typed (upper case, spaces) and
 * says whether the result is a code of that country; its message shows the format with an example.
 *
 * - US: 5 digits only. The spec says 5 digits; the platform and the address check store the
 *   5-digit ZIP, and ZIP+4 adds nothing a shipment needs, so "12345-6789" is refused with a
 *   message that shows the expected form rather than silently cut.
 * - Canada: A1A 1A1. Lower case and a missing or doubled space are accepted and normalised
 *   ("k1a0b1" → "K1A 0B1"): what the shopper meant is unambiguous, refusing it only costs a retry.
 *   Letters D, F, I, O, Q, U never occur, nor W or Z first (Canada Post).
 * - UK: a valid postcode (outward code, space, inward code; GIR 0AA), normalised the same way.
 * - AU, NZ, PH: 4 digits, as the spec says ("example 1234").
 * - The other Asian countries: the spec's "Asia example 1234" would refuse every real code of
 *   Japan (123-4567), Korea, Thailand, Indonesia, Laos, Myanmar (5 digits), Cambodia and Vietnam
 *   (6 digits), so each gets its national length; Japan accepts the code with or without its
 *   hyphen and stores it with it.
 * - Ireland: the Eircode (A65 F4E2) is optional, as many Irish addresses are still used without
 *   one; when given it must be valid.
 */
interface PostalCodeFormat {
  message: PostalCodeMessageKey;
  /** A code of this format, for a form's hint (the same one its message shows). */
  example?: string;
  optional?: boolean;
  /** The code in its stored form, or undefined when what was typed is not a code of this format. */
  normalise(typed: string): string | undefined;
}

const compact = (typed: string) => typed.replace(/\s+/g, '').toUpperCase();

function digits(count: number, message: PostalCodeMessageKey): PostalCodeFormat {
  const pattern = new RegExp(`^\\d{${count}}$`);
  return {
    message,
    example: '1234567890'.slice(0, count),
    normalise: (typed) => (pattern.test(typed) ? typed : undefined),
  };
}

/** Splits a compacted code before its last `inward` characters: "SW1A1AA" → "SW1A 1AA". */
function spaced(
  pattern: RegExp,
  inward: number,
  message: PostalCodeMessageKey,
  example: string,
): PostalCodeFormat {
  return {
    message,
    example,
    normalise(typed) {
      const code = compact(typed);
      return pattern.test(code) ? `${code.slice(0, -inward)} ${code.slice(-inward)}` : undefined;
    },
  };
}

const CANADA = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\d[ABCEGHJ-NPRSTV-Z]\d$/;
const UK =
  /^(?:GIR0AA|[A-PR-UWYZ](?:\d[A-HJKPSTUW\d]?|[A-HK-Y]\d[ABEHMNPRVWXY\d]?)\d[ABD-HJLNP-UW-Z]{2})$/;
const EIRCODE = /^[ACDEFHKNPRTVWXY]\d[\dW][\dACDEFHKNPRTVWXY]{4}$/;

const FOUR_DIGITS = digits(4, 'postalCode.fourDigits');
const FIVE_DIGITS = digits(5, 'postalCode.fiveDigits');
const SIX_DIGITS = digits(6, 'postalCode.sixDigits');

const FORMATS: Readonly<Record<string, PostalCodeFormat>> = {
  US: digits(5, 'postalCode.us'),
  CA: spaced(CANADA, 3, 'postalCode.ca', 'K1A 0B1'),
  GB: spaced(UK, 3, 'postalCode.gb', 'SW1A 1AA'),
  IE: { ...spaced(EIRCODE, 4, 'postalCode.ie', 'A65 F4E2'), optional: true },
  AU: FOUR_DIGITS,
  NZ: FOUR_DIGITS,
  PH: FOUR_DIGITS,
  JP: {
    message: 'postalCode.jp',
    example: '123-4567',
    normalise: (typed) =>
      /^\d{3}-?\d{4}$/.test(typed) ? `${typed.slice(0, 3)}-${typed.slice(-4)}` : undefined,
  },
  ID: FIVE_DIGITS,
  KR: FIVE_DIGITS,
  LA: FIVE_DIGITS,
  MM: FIVE_DIGITS,
  TH: FIVE_DIGITS,
  KH: SIX_DIGITS,
  VN: SIX_DIGITS,
};

/** A country outside the address form's list: any plausible code, letters, digits, space, hyphen. */
const OTHER: PostalCodeFormat = {
  message: 'postalCode.invalid',
  normalise: (typed) =>
    /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(typed) ? typed.toUpperCase() : undefined,
};

const formatOf = (country: string) =>
  // Own keys only: 'constructor' is no country.
  (Object.hasOwn(FORMATS, country) && FORMATS[country]) || OTHER;

/** An example code of the country (the one its message shows); none for a country outside the list. */
export function postalCodeExample(country: string): string | undefined {
  return formatOf(country).example;
}

/** Whether the country's addresses may leave the postal code empty (Ireland). */
export function isPostalCodeOptional(country: string): boolean {
  return formatOf(country).optional === true;
}

export type PostalCodeCheck =
  { ok: true; postalCode: string } | { ok: false; message: PostalCodeMessageKey };

/** Checks a postal code for a country: the stored form, or the message to show. */
export function checkPostalCode(typed: string, country: string): PostalCodeCheck {
  const format = formatOf(country);
  const trimmed = typed.trim();
  if (trimmed === '')
    return format.optional
      ? { ok: true, postalCode: '' }
      : { ok: false, message: 'postalCode.required' };
  const postalCode = format.normalise(trimmed);
  return postalCode === undefined
    ? { ok: false, message: format.message }
    : { ok: true, postalCode };
}

/**
 * The postal code field of an address in `country`: trimmed, checked, and output in its stored
 * form ("k1a0b1" → "K1A 0B1"). One schema per country, so the address form picks it by country.
 */
export function postalCodeSchema(country: string) {
  return v.pipe(
    // A form that never rendered the field sends nothing: the country's rule decides.
    v.optional(v.string('postalCode.required'), ''),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const check = checkPostalCode(dataset.value, country);
      if (check.ok) return check.postalCode;
      addIssue({ message: check.message });
      return NEVER;
    }),
  );
}
