import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { translator } from '../../../../src/core/i18n/messages';
import { NAME_MAX_LENGTH, nameSchema } from '../../../../src/rules/names/names';
import { NAME_MESSAGE_PARAMS, nameMessages } from '../../../../src/rules/names/names.messages';

const en = translator(nameMessages, 'en');

function problem(field: 'first' | 'last', input: unknown): string | undefined {
  const result = v.safeParse(nameSchema(field), input, { abortPipeEarly: true });
  if (result.success) return undefined;
  return en(result.issues[0].message as keyof typeof nameMessages.en, NAME_MESSAGE_PARAMS);
}

describe('names (spec section 5: letters a-z, hyphens, spaces, apostrophes, max 60)', () => {
  it('is 60 characters at most', () => {
    expect(NAME_MAX_LENGTH).toBe(60);
  });

  it.each(['Ada', 'Mary-Jane', "O'Brien", 'van der Berg', 'de la Cruz-Smith', 'X', 'a'.repeat(60)])(
    'accepts %j',
    (name) => {
      expect(problem('first', name)).toBeUndefined();
      expect(problem('last', name)).toBeUndefined();
    },
  );

  it('trims, and stores a typographic apostrophe as a plain one', () => {
    expect(v.parse(nameSchema('last'), '  O’Brien ')).toBe("O'Brien");
  });

  it.each([
    ['Zoë', 'accented letters are not a-z'],
    ['José', 'accented letters are not a-z'],
    ['Ada2', 'digits'],
    ['Ada.', 'full stop'],
    ['Ada_Lovelace', 'underscore'],
    ['李', 'other scripts'],
    ["--'", 'no letter at all'],
    ['Ada\tLovelace', 'a tab is not a space'],
  ])('refuses %j (%s)', (name) => {
    expect(problem('first', name)).toBe(
      'First name can only contain letters a-z, hyphens, spaces and apostrophes.',
    );
    expect(problem('last', name)).toBe(
      'Last name can only contain letters a-z, hyphens, spaces and apostrophes.',
    );
  });

  it.each(['', '   ', undefined, null, 7])('requires a name (%j)', (name) => {
    expect(problem('first', name)).toBe('Please enter first name');
    expect(problem('last', name)).toBe('Please enter last name');
  });

  it('refuses 61 characters, after trimming', () => {
    expect(problem('first', 'a'.repeat(61))).toBe('First name can be no more than 60 characters.');
    expect(problem('last', 'a'.repeat(61))).toBe('Last name can be no more than 60 characters.');
    expect(problem('last', ` ${'a'.repeat(60)} `)).toBeUndefined();
  });
});
