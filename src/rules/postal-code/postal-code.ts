import * as v from 'valibot';
import type { PostalCodeMessageKey } from './postal-code.messages';

// Postal code formats (spec section 5): each tidies what was typed and says whether it is a code
// of its country. Why, where the spec is silent: docs/decisions/postal-code-formats.md.
interface PostalCodeFormat {
  message: PostalCodeMessageKey;
  /** Also shown in its message. */
  example?: string;
  optional?: boolean;
  normalise(typed: string): string | undefined;
}

/** Dashes people and keyboards type for a hyphen, Japanese ones included. */
const DASHES = /[\u2010-\u2015\u2212\u30FC\uFF0D]/g;

/** NFKC (full-width Asian keyboard input as plain), dashes as hyphens, Japan's 〒 mark dropped. */
const tidy = (typed: string) =>
  typed
    .normalize('NFKC')
    .replace(DASHES, '-')
    .trim()
    .replace(/^〒\s*/u, '');

const compact = (typed: string) => typed.replace(/[\s-]+/g, '').toUpperCase();

/** `oldCount`: for a country whose codes changed length. */
function digits(count: number, message: PostalCodeMessageKey, oldCount?: number): PostalCodeFormat {
  const counts = oldCount === undefined ? [count] : [count, oldCount];
  const pattern = new RegExp(`^(?:${counts.map((n) => `\\d{${n}}`).join('|')})$`);
  return {
    message,
    example: '1234567890'.slice(0, count),
    normalise: (typed) => (pattern.test(typed) ? typed : undefined),
  };
}

/** "SW1A1AA" → "SW1A 1AA". */
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

const ZIP = /^(\d{5})(?:[\s-]?(\d{4}))?$/;

const FORMATS: Readonly<Record<string, PostalCodeFormat>> = {
  US: {
    message: 'postalCode.us',
    example: '12345',
    normalise(typed) {
      const [, zip, plus4] = ZIP.exec(typed) ?? [];
      return zip && (plus4 ? `${zip}-${plus4}` : zip);
    },
  },
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
      /^\d{3}[\s-]?\d{4}$/.test(typed) ? `${typed.slice(0, 3)}-${typed.slice(-4)}` : undefined,
  },
  ID: FIVE_DIGITS,
  KR: FIVE_DIGITS,
  LA: FIVE_DIGITS,
  MM: FIVE_DIGITS,
  TH: FIVE_DIGITS,
  KH: digits(6, 'postalCode.sixDigits', 5),
  VN: digits(5, 'postalCode.fiveDigits', 6),
};

/** A country outside the address form's list: any plausible code. */
const OTHER: PostalCodeFormat = {
  message: 'postalCode.invalid',
  normalise: (typed) =>
    /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(typed) ? typed.toUpperCase() : undefined,
};

const formatOf = (country: string) =>
  // Own keys only: 'constructor' is no country.
  (Object.hasOwn(FORMATS, country) && FORMATS[country]) || OTHER;

export function postalCodeExample(country: string): string | undefined {
  return formatOf(country).example;
}

export function isPostalCodeOptional(country: string): boolean {
  return formatOf(country).optional === true;
}

export type PostalCodeCheck =
  { ok: true; postalCode: string } | { ok: false; message: PostalCodeMessageKey };

export function checkPostalCode(typed: string, country: string): PostalCodeCheck {
  const format = formatOf(country);
  const trimmed = tidy(typed);
  if (trimmed === '')
    return format.optional
      ? { ok: true, postalCode: '' }
      : { ok: false, message: 'postalCode.required' };
  const postalCode = format.normalise(trimmed);
  return postalCode === undefined
    ? { ok: false, message: format.message }
    : { ok: true, postalCode };
}

/** One schema per country; outputs the stored form ("k1a0b1" → "K1A 0B1"). */
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
