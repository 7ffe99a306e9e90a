import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { translator } from '../../core/i18n/messages';
import {
  AimswebAccountNumberSchema,
  CustomerAccountNumberSchema,
  QglobalAccountNumberSchema,
} from './account-numbers';
import { accountMessages, type AccountMessageKey } from './account.messages';
import { termsSchema } from './terms';

const en = translator(accountMessages, 'en');

function problem(schema: v.GenericSchema, input: unknown): string | undefined {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  return result.success ? undefined : en(result.issues[0].message as AccountMessageKey);
}

const FORMAT =
  "Please enter your organization's Customer Account Number (4 digits) or a temporary Customer Account Number (12 characters).";

describe('customer account number (spec section 5, word for word)', () => {
  it.each(['', '  ', undefined])('is required (%j)', (input) => {
    expect(problem(CustomerAccountNumberSchema, input)).toBe('Please enter account number');
  });

  it.each(['1234', ' 0042 ', 'TMP123456789', 'abcdefghijkl'])('accepts %j', (input) => {
    expect(problem(CustomerAccountNumberSchema, input)).toBeUndefined();
  });

  it.each(['123', '12345', 'ABCD', '12345678901', '1234567890123', 'TMP-12345678', '12 34'])(
    'refuses %j',
    (input) => {
      expect(problem(CustomerAccountNumberSchema, input)).toBe(FORMAT);
    },
  );

  it('has the unknown-account text', () => {
    expect(en('account.customerNotFound')).toBe('This account is not found');
  });
});

describe('Q-global and aimswebPlus account numbers (spec section 5: required)', () => {
  it('are required', () => {
    expect(problem(QglobalAccountNumberSchema, ' ')).toBe('Please enter Q-global account number');
    expect(problem(AimswebAccountNumberSchema, '')).toBe('Please enter aimswebPlus account number');
    expect(problem(QglobalAccountNumberSchema, 'QG-1')).toBeUndefined();
    expect(problem(AimswebAccountNumberSchema, 'AW-1')).toBeUndefined();
  });
});

describe('terms (spec section 5, word for word)', () => {
  it('must be accepted', () => {
    const terms = termsSchema({ accountNotListed: false });
    for (const input of [false, undefined, 'true'])
      expect(problem(terms, input)).toBe('This field is required.');
    expect(problem(terms, true)).toBeUndefined();
  });

  it('asks a shopper whose account is not listed to agree', () => {
    const terms = termsSchema({ accountNotListed: true });
    expect(problem(terms, false)).toBe('Please agree to Terms & conditions');
    expect(problem(terms, true)).toBeUndefined();
  });
});
