import * as v from 'valibot';
import { NAME_MAX_LENGTH } from './names.limits';
import type { NameMessageKey } from './names.messages';

/** 'latin': the spec's "letters a-z"; 'any': its "letters" (decisions/rules-name-letters.md). */
export type NameLetters = 'latin' | 'any';

/** Latin-script letters with their accents, hyphens, spaces and apostrophes ('t Hooft too). */
export const NAME_PATTERN = /^(?=.*\p{L})(?:(?=\p{L})\p{Script=Latin}\p{M}*|[' -])+$/u;
export const ANY_SCRIPT_NAME_PATTERN = /^(?=.*\p{L})(?:\p{L}\p{M}*|[' -])+$/u;

const PATTERNS: Record<NameLetters, RegExp> = {
  latin: NAME_PATTERN,
  any: ANY_SCRIPT_NAME_PATTERN,
};

/** Apostrophe look-alikes that phones and word processors type. */
const APOSTROPHES = /[\u2019\u2018\u02BC\u02BB\u00B4\u0060]/g;
/** Dashes that autocorrect puts between two names. */
const HYPHENS = /[\u2010-\u2013\u2212]/g;

/** A name as stored: look-alikes as ' and -, NFKC (full-width letters as plain), spaces tidied. */
export function tidyName(typed: string): string {
  return typed
    .replace(APOSTROPHES, "'")
    .replace(HYPHENS, '-')
    .normalize('NFKC')
    .replace(/\s+/g, ' ')
    .trim();
}

export type NameField = 'first' | 'last';

const MESSAGES = {
  first: {
    required: 'name.firstRequired',
    invalid: { latin: 'name.firstInvalid', any: 'name.firstInvalidLetters' },
    tooLong: 'name.firstTooLong',
  },
  last: {
    required: 'name.lastRequired',
    invalid: { latin: 'name.lastInvalid', any: 'name.lastInvalidLetters' },
    tooLong: 'name.lastTooLong',
  },
} as const satisfies Record<
  NameField,
  {
    required: NameMessageKey;
    invalid: Record<NameLetters, NameMessageKey>;
    tooLong: NameMessageKey;
  }
>;

export function nameSchema(field: NameField, letters: NameLetters = 'latin') {
  const keys = MESSAGES[field];
  return v.pipe(
    v.string(keys.required),
    v.trim(),
    v.nonEmpty(keys.required),
    // After the required check: a failed value skips the transform and every check after it.
    v.transform(tidyName),
    v.maxLength(NAME_MAX_LENGTH, keys.tooLong),
    v.regex(PATTERNS[letters], keys.invalid[letters]),
  );
}

export const FirstNameSchema = nameSchema('first');
export const LastNameSchema = nameSchema('last');
