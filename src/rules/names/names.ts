import * as v from 'valibot';
import type { NameMessageKey } from './names.messages';

/** Spec sections 5 and 9: names are at most 60 characters (contact, participant, card holder). */
export const NAME_MAX_LENGTH = 60;

/**
 * Letters a-z (either case), hyphens, spaces and apostrophes, with at least one letter.
 *
 * Accented letters do NOT count: the spec says "letters a-z" for contact details and the card
 * holder, and this one rule serves every name field, so "Zoë" or "José" is refused with a message
 * that says which characters are allowed ("Zoe", "Jose" pass). For the card holder this is also
 * what the card networks carry: embossed names and address verification are plain ASCII. The
 * typographic apostrophe (’, what phones type) counts as an apostrophe and is stored as '.
 */
export const NAME_PATTERN = /^(?=.*[A-Za-z])[A-Za-z' -]+$/;

const TYPOGRAPHIC_APOSTROPHE = /\u2019/g;

export type NameField = 'first' | 'last';

const MESSAGES = {
  first: {
    required: 'name.firstRequired',
    invalid: 'name.firstInvalid',
    tooLong: 'name.firstTooLong',
  },
  last: {
    required: 'name.lastRequired',
    invalid: 'name.lastInvalid',
    tooLong: 'name.lastTooLong',
  },
} as const satisfies Record<NameField, Record<string, NameMessageKey>>;

/**
 * A first or last name field: trimmed, required, at most NAME_MAX_LENGTH characters, letters a-z,
 * hyphens, spaces and apostrophes. Messages are keys of `nameMessages` (params NAME_MESSAGE_PARAMS).
 */
export function nameSchema(field: NameField) {
  const keys = MESSAGES[field];
  return v.pipe(
    v.string(keys.required),
    v.trim(),
    v.nonEmpty(keys.required),
    v.transform((name) => name.replace(TYPOGRAPHIC_APOSTROPHE, "'")),
    v.maxLength(NAME_MAX_LENGTH, keys.tooLong),
    v.regex(NAME_PATTERN, keys.invalid),
  );
}

export const FirstNameSchema = nameSchema('first');
export const LastNameSchema = nameSchema('last');
