import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { translator } from '../../../../src/core/i18n/messages';
import {
  CONTACT_EMAIL_MAX_LENGTH,
  ContactEmailSchema,
  QUALIFIED_USER_EMAIL_MAX_LENGTH,
  QualifiedUserEmailSchema,
  qualifiedUserLookupMessage,
} from '../../../../src/rules/email/email';
import {
  EMAIL_MESSAGE_PARAMS,
  emailMessages,
  type EmailMessageKey,
} from '../../../../src/rules/email/email.messages';

const en = translator(emailMessages, 'en');

function problem(schema: v.GenericSchema<unknown, string>, input: unknown) {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  return result.success
    ? undefined
    : en(result.issues[0].message as EmailMessageKey, EMAIL_MESSAGE_PARAMS);
}

/** An address of exactly `length` characters. */
const emailOf = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

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
