import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { translator } from '../../core/i18n/messages';
import { nameSchema, type NameField, type NameLetters } from './names';
import { NAME_MAX_LENGTH } from './names.limits';
import { NAME_MESSAGE_PARAMS, nameMessages } from './names.messages';

const en = translator(nameMessages, 'en');

function problem(field: NameField, input: unknown, letters?: NameLetters): string | undefined {
  const result = v.safeParse(nameSchema(field, letters), input, { abortPipeEarly: true });
  if (result.success) return undefined;
  return en(result.issues[0].message as keyof typeof nameMessages.en, NAME_MESSAGE_PARAMS);
}

const LATIN_FIRST = 'First name can only contain letters a-z, hyphens, spaces and apostrophes.';
const LATIN_LAST = 'Last name can only contain letters a-z, hyphens, spaces and apostrophes.';
const ANY_FIRST = 'First name can only contain letters, hyphens, spaces and apostrophes.';
const ANY_LAST = 'Last name can only contain letters, hyphens, spaces and apostrophes.';

/** Names real people have, in the letters of a-z with or without accents (issue 29). */
const LATIN_NAMES = [
  'Ada',
  "O'Brien",
  'Jean-Luc',
  'María José',
  'Zoë',
  'Nguyễn',
  'Nguyễn Thị Minh Khai',
  'Đặng',
  'Mary-Jane',
  "D'Arcy-Ann",
  'van der Berg',
  'de la Cruz-Smith',
  "'t Hooft",
  'Ó Súilleabháin',
  'François',
  'Łukasz',
  'Müller-Lüdenscheidt',
  'Søren',
  'Strauß',
  'Þórunn',
  'Çağlar',
  'Bjørn',
  'X',
  'a'.repeat(60),
];

describe('names (spec section 5: letters a-z, hyphens, spaces, apostrophes, max 60)', () => {
  it('is 60 characters at most', () => {
    expect(NAME_MAX_LENGTH).toBe(60);
  });

  it.each(LATIN_NAMES)('accepts %j as it is', (name) => {
    expect(problem('first', name)).toBeUndefined();
    expect(problem('last', name)).toBeUndefined();
    expect(v.parse(nameSchema('last'), name)).toBe(name);
  });

  it.each([
    ['  O’Brien ', "O'Brien", 'trimmed, a typographic apostrophe'],
    ['O‘Brien', "O'Brien", 'a left quote for the apostrophe'],
    ['Oʼ Brien', "O' Brien", 'a modifier-letter apostrophe'],
    ['Kaʻiulani', "Ka'iulani", 'the Hawaiian ʻokina'],
    ['O`Brien', "O'Brien", 'a grave accent for the apostrophe'],
    ['O´Brien', "O'Brien", 'an acute accent for the apostrophe'],
    ['Jean–Luc', 'Jean-Luc', 'an en dash (autocorrect)'],
    ['Jean‐Luc', 'Jean-Luc', 'a Unicode hyphen'],
    ['Jean‑Luc', 'Jean-Luc', 'a non-breaking hyphen'],
    ['Mary  Ann', 'Mary Ann', 'a doubled space'],
    ['Mary\u00a0Ann', 'Mary Ann', 'a no-break space'],
    ['Ada\tLovelace', 'Ada Lovelace', 'a pasted tab'],
    ['Zoe\u0308', 'Zoë', 'an accent typed as a separate mark (NFD)'],
    ['Jose\u0301', 'José', 'another separate accent'],
    ['ＡＤＡ', 'ADA', 'full-width letters of an Asian keyboard'],
  ])('accepts %j, stored as %j (%s)', (typed, stored) => {
    expect(problem('first', typed)).toBeUndefined();
    expect(v.parse(nameSchema('first'), typed)).toBe(stored);
  });

  it.each([
    ['Ada2', 'a digit'],
    ['123', 'digits only'],
    ['Ada.', 'a full stop'],
    ['J.R.', 'initials with full stops'],
    ['Martin Jr.', 'a suffix with a full stop'],
    ['Ada_Lovelace', 'an underscore'],
    ['Ada,Lovelace', 'a comma'],
    ['Ada/Bob', 'a slash'],
    ['Ada & Bob', 'an ampersand'],
    ['Ada (Lovelace)', 'parentheses'],
    ['Ada!', 'an exclamation mark'],
    ['ada@example.com', 'an email address'],
    ['Ada😀', 'an emoji'],
    ['李', 'another script: Chinese'],
    ['Νίκος', 'another script: Greek'],
    ['Иван', 'another script: Cyrillic'],
    ["--'", 'no letter at all'],
    ["'", 'an apostrophe alone'],
  ])('refuses %j (%s)', (name) => {
    expect(problem('first', name)).toBe(LATIN_FIRST);
    expect(problem('last', name)).toBe(LATIN_LAST);
  });

  it.each(['', '   ', '\u00a0', undefined, null, 7])('requires a name (%j)', (name) => {
    expect(problem('first', name)).toBe('Please enter first name');
    expect(problem('last', name)).toBe('Please enter last name');
  });

  it('refuses 61 characters, after tidying', () => {
    expect(problem('first', 'a'.repeat(61))).toBe('First name can be no more than 60 characters.');
    expect(problem('last', 'a'.repeat(61))).toBe('Last name can be no more than 60 characters.');
    expect(problem('last', ` ${'a'.repeat(60)} `)).toBeUndefined();
    expect(problem('last', `${'a'.repeat(30)}  ${'b'.repeat(29)}`)).toBeUndefined();
    expect(problem('last', `${'e\u0301'.repeat(60)}`)).toBeUndefined();
  });
});

describe("names in any script (spec section 5: a training participant's letters)", () => {
  it.each([
    ...LATIN_NAMES,
    '山田 太郎',
    'Νίκος',
    'Иван Петров-Водкин',
    '李',
    'محمد',
    'สมชาย',
    '김민준',
    'Ngũgĩ wa Thiong’o',
  ])('accepts %j', (name) => {
    expect(problem('first', name, 'any')).toBeUndefined();
    expect(problem('last', name, 'any')).toBeUndefined();
  });

  it.each([
    ['Ada2', 'a digit'],
    ['山田1', 'a digit after other letters'],
    ['Ada.', 'a full stop'],
    ['Ada & Bob', 'an ampersand'],
    ['Ada😀', 'an emoji'],
    ["--'", 'no letter at all'],
  ])('refuses %j (%s) with a message that asks for letters, not a-z', (name) => {
    expect(problem('first', name, 'any')).toBe(ANY_FIRST);
    expect(problem('last', name, 'any')).toBe(ANY_LAST);
  });

  it('has the same required and length messages', () => {
    expect(problem('first', ' ', 'any')).toBe('Please enter first name');
    expect(problem('last', '山'.repeat(61), 'any')).toBe(
      'Last name can be no more than 60 characters.',
    );
  });
});
