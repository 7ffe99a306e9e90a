import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { translator } from '../../core/i18n/messages';
import {
  ContactEmailSchema,
  isEmailAddress,
  LookupEmailSchema,
  QualifiedUserEmailSchema,
  qualifiedUserLookupMessage,
} from './email';
import { CONTACT_EMAIL_MAX_LENGTH, QUALIFIED_USER_EMAIL_MAX_LENGTH } from './email.limits';
import { EMAIL_MESSAGE_PARAMS, emailMessages, type EmailMessageKey } from './email.messages';

const en = translator(emailMessages, 'en');

function problem(schema: v.GenericSchema<unknown, string>, input: unknown) {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  return result.success
    ? undefined
    : en(result.issues[0].message as EmailMessageKey, EMAIL_MESSAGE_PARAMS);
}

/**
 * A valid address of exactly `length` characters: a local part of at most 64 (RFC 5321), then
 * domain labels of at most 63 before example.com.
 */
function emailOf(length: number): string {
  const local = 'a'.repeat(Math.min(64, length - '@example.com'.length));
  const labels: string[] = [];
  let rest = length - `${local}@example.com`.length;
  while (rest > 0) {
    const label = 'b'.repeat(Math.min(63, rest - 1) || 1);
    labels.push(label);
    rest -= label.length + 1;
  }
  const email = `${local}@${[...labels, 'example.com'].join('.')}`;
  expect(email).toHaveLength(length);
  return email;
}

describe('qualified-user email (spec section 5, word for word)', () => {
  it('is required', () => {
    for (const input of ['', '  ', undefined])
      expect(problem(QualifiedUserEmailSchema, input)).toBe('Please enter email');
  });

  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'ada lovelace@example.com', 'a@@b.com'])(
    'refuses %j with an example',
    (email) => {
      expect(problem(QualifiedUserEmailSchema, email)).toBe(
        'Please enter a valid email address (for example, name@example.com)',
      );
    },
  );

  it('is at most 150 characters', () => {
    expect(QUALIFIED_USER_EMAIL_MAX_LENGTH).toBe(150);
    expect(problem(QualifiedUserEmailSchema, emailOf(150))).toBeUndefined();
    expect(problem(QualifiedUserEmailSchema, emailOf(151))).toBe(
      'Email address can be no more than 150 characters. Please check and try again',
    );
  });

  it('has the server outcomes', () => {
    expect(en(qualifiedUserLookupMessage('notFound'))).toBe('User not found in this organization');
    expect(en(qualifiedUserLookupMessage('technicalError'))).toBe(
      'There was a technical error on our end. Please try again later. If the problem persists, contact Customer Support',
    );
  });

  it('trims what it returns', () => {
    expect(v.parse(QualifiedUserEmailSchema, ' ada@example.com ')).toBe('ada@example.com');
  });
});

describe('contact and participant email (spec section 5: valid, max 64)', () => {
  it.each(['ada@example.com', 'ada.lovelace+orders@school.example.org', 'A_B-c@sub.example.co.uk'])(
    'accepts %j',
    (email) => {
      expect(problem(ContactEmailSchema, email)).toBeUndefined();
    },
  );

  it('is at most 64 characters', () => {
    expect(CONTACT_EMAIL_MAX_LENGTH).toBe(64);
    expect(problem(ContactEmailSchema, emailOf(64))).toBeUndefined();
    expect(problem(ContactEmailSchema, emailOf(65))).toBe(
      'Email address can be no more than 64 characters. Please check and try again',
    );
  });

  it('shares the required and format messages', () => {
    expect(problem(ContactEmailSchema, '')).toBe('Please enter email');
    expect(problem(ContactEmailSchema, 'ada@')).toBe(
      'Please enter a valid email address (for example, name@example.com)',
    );
  });
});

const INVALID = 'Please enter a valid email address (for example, name@example.com)';

/** Addresses real people have (issue 29): every email field of the store takes them. */
const VALID: readonly (readonly [string, string])[] = [
  ["o'brien@example.co.uk", 'an apostrophe, a two-level country domain'],
  ["d'arcy.o'neil@example.ie", 'apostrophes in dotted runs'],
  ['first.last+tag@sub.example.org', 'a plus tag and a subdomain'],
  ['x@example.museum', 'a long top-level domain'],
  ['ada@example.photography', 'an 11-letter top-level domain'],
  ['ada@mail.cs.school.example.edu', 'a deep subdomain'],
  ['ada@my-school.example.org', 'a hyphen inside a label'],
  ['ada@123.example.com', 'a label of digits'],
  ['1234@example.com', 'a local part of digits'],
  ['A_B-c@sub.example.co.uk', 'underscore and hyphen'],
  ['ADA.LOVELACE@EXAMPLE.COM', 'capitals'],
  ['user%dept@example.com', 'a percent sign'],
  ["a!b#c$d%e&f'g*h+i/j=k?l^m_n`o{p|q}r~s@example.com", 'every atext character of RFC 5322'],
  ['ada@xn--mnchen-3ya.de', 'an internationalised domain in its ASCII form'],
  ['ada@example.xn--p1ai', 'an internationalised top-level domain in its ASCII form'],
  ['  ada@example.com ', 'spaces around it (trimmed)'],
];

/** Not addresses, each with what is wrong: refused with the spec's format message. */
const REFUSED: readonly (readonly [string, string])[] = [
  ['ada', 'no @'],
  ['ada@', 'no domain'],
  ['@example.com', 'no local part'],
  ['ada@example', 'no dot in the domain'],
  ['ada@localhost', 'a single-label domain'],
  ['a@@example.com', 'two @ together'],
  ['ada@lovelace@example.com', 'two @'],
  ['ada lovelace@example.com', 'a space in the local part'],
  ['ada@exa mple.com', 'a space in the domain'],
  ['ada@ example.com', 'a space after the @'],
  ['.ada@example.com', 'a leading dot'],
  ['ada.@example.com', 'a dot before the @'],
  ['ada..lovelace@example.com', 'two dots in the local part'],
  ['ada@example..com', 'two dots in the domain'],
  ['ada@.example.com', 'a dot after the @'],
  ['ada@example.com.', 'a trailing dot'],
  ['ada@-example.com', 'a label starting with a hyphen'],
  ['ada@example-.com', 'a label ending with a hyphen'],
  ['ada@exam_ple.com', 'an underscore in the domain'],
  ['ada@example.c', 'a one-letter top-level domain'],
  ['ada@example.123', 'a top-level domain of digits'],
  ['ada@[192.168.0.1]', 'an IP literal'],
  ['"ada lovelace"@example.com', 'a quoted local part'],
  ['ada(work)@example.com', 'a comment'],
  ['ada@example,com', 'a comma for the dot'],
  ['ada;bob@example.com', 'a semicolon'],
  ['mailto:ada@example.com', 'a mailto: link'],
  ['<ada@example.com>', 'angle brackets'],
  ['zoë@example.com', 'a non-ASCII local part'],
  ['ada@münchen.de', 'a non-ASCII domain (its xn-- form passes)'],
];

describe.each([
  ['contact, participant and Profile & Password email', ContactEmailSchema],
  ['qualified-user email', QualifiedUserEmailSchema],
  ['order status lookup email', LookupEmailSchema],
])('%s: real-world formats (issue 29)', (_rule, schema) => {
  it.each(VALID)('accepts %j (%s)', (email) => {
    expect(problem(schema, email)).toBeUndefined();
    expect(v.parse(schema, email)).toBe(email.trim());
  });

  it.each(REFUSED)('refuses %j (%s)', (email) => {
    expect(problem(schema, email)).toBe(INVALID);
  });

  it.each([
    ['o’brien@example.co.uk', "o'brien@example.co.uk", 'a typographic apostrophe'],
    ['o‘brien@example.co.uk', "o'brien@example.co.uk", 'a left quote for the apostrophe'],
    ['ａｄａ＠ｅｘａｍｐｌｅ．ｃｏｍ', 'ada@example.com', 'full-width characters'],
  ])('accepts %j, stored as %j (%s)', (typed, stored) => {
    expect(problem(schema, typed)).toBeUndefined();
    expect(v.parse(schema, typed)).toBe(stored);
  });
});

describe('email format limits (RFC 5321)', () => {
  it('takes a local part of 64 characters, not 65', () => {
    expect(isEmailAddress(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isEmailAddress(`${'a'.repeat(65)}@example.com`)).toBe(false);
    expect(problem(QualifiedUserEmailSchema, `${'a'.repeat(65)}@example.com`)).toBe(INVALID);
  });

  it('takes domain labels of 63 characters, not 64', () => {
    expect(isEmailAddress(`a@${'b'.repeat(63)}.com`)).toBe(true);
    expect(isEmailAddress(`a@${'b'.repeat(64)}.com`)).toBe(false);
  });

  it('says the length first for an address that is both too long and malformed', () => {
    expect(problem(ContactEmailSchema, `${'a b'.repeat(30)}@example.com`)).toBe(
      'Email address can be no more than 64 characters. Please check and try again',
    );
  });
});
