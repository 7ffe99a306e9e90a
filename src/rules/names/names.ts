import * as v from 'valibot';
import { NAME_MAX_LENGTH } from './names.limits';
import type { NameMessageKey } from './names.messages';

/**
 * Which letters a name may be made of.
 *
 * - 'latin': the spec's "letters a-z" (contact details, the card holder), read as the letters of
 *   the a-z alphabet with or without their accents and the letters written with it: O'Brien,
 *   Jean-Luc, María José, Zoë, Nguyễn, Łukasz, Søren, Strauß, Þórunn pass; digits, full stops
 *   and other punctuation do not, nor letters of other scripts (Νίκος, 李), which the "a-z" rules
 *   out. Also our choice where the spec is silent (the address book's and checkout's addressee,
 *   the Profile & Password names, which fill in those forms): what a shipping label, a card
 *   network and the other forms can carry.
 * - 'any': the spec's plain "letters" (training participants): the letters of every script
 *   (山田 太郎, Νίκος, Иван, สมชาย) as well.
 */
export type NameLetters = 'latin' | 'any';

/**
 * 'latin' names: Latin-script letters (each with any combining accents), hyphens, spaces and
 * apostrophes, with at least one letter. A leading apostrophe is a name too ('t Hooft).
 */
export const NAME_PATTERN = /^(?=.*\p{L})(?:(?=\p{L})\p{Script=Latin}\p{M}*|[' -])+$/u;
/** 'any' names: letters of any script (each with its marks), hyphens, spaces and apostrophes. */
export const ANY_SCRIPT_NAME_PATTERN = /^(?=.*\p{L})(?:\p{L}\p{M}*|[' -])+$/u;

const PATTERNS: Record<NameLetters, RegExp> = {
  latin: NAME_PATTERN,
  any: ANY_SCRIPT_NAME_PATTERN,
};

/** What phones, word processors and keyboards type for an apostrophe: ’ ‘ ʼ ʻ ´ `. */
const APOSTROPHES = /[\u2019\u2018\u02BC\u02BB\u00B4\u0060]/g;
/** Hyphens and dashes that autocorrect puts between two names: ‐ ‑ ‒ – and the minus sign. */
const HYPHENS = /[\u2010-\u2013\u2212]/g;

/**
 * A name as typed, as it is stored: apostrophe and hyphen look-alikes as ' and -, NFKC (letters
 * typed with a separate accent composed, full-width letters of an Asian keyboard as plain ones),
 * any run of white space (a no-break space, a pasted tab) as one space, trimmed.
 */
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

/**
 * A first or last name field: tidied (tidyName), required, at most NAME_MAX_LENGTH characters,
 * then letters (`letters`, see NameLetters), hyphens, spaces and apostrophes. Messages are keys of
 * `nameMessages` (params NAME_MESSAGE_PARAMS).
 */
export function nameSchema(field: NameField, letters: NameLetters = 'latin') {
  const keys = MESSAGES[field];
  return v.pipe(
    v.string(keys.required),
    v.trim(),
    v.nonEmpty(keys.required),
    // After the required check, so that an empty name stops there (a transformation does not run
    // on a failed value, and so neither does any check after it).
    v.transform(tidyName),
    v.maxLength(NAME_MAX_LENGTH, keys.tooLong),
    v.regex(PATTERNS[letters], keys.invalid[letters]),
  );
}

export const FirstNameSchema = nameSchema('first');
export const LastNameSchema = nameSchema('last');
