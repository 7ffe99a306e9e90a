import { describe, expect, it } from 'vitest';
import { policyMessage } from './policy-messages';
import { translator } from '../../core/i18n/messages';
import { policyMessages } from '../../ui/sign-in/policy.messages';

const t = translator(policyMessages, 'en');
const text = (requirement: string, params: Record<string, unknown> = {}) => {
  const { key, params: values } = policyMessage('Password', { requirement, params });
  return t(key, values);
};

describe('identity policy messages (spec section 5)', () => {
  it.each([
    ['REQUIRED', {}, 'Password is required.'],
    ['UNIQUE', {}, 'Password must be unique.'],
    ['MIN_LENGTH', { minLength: 8 }, 'Password must be at least 8 characters long.'],
    ['MAX_LENGTH', { maxLength: 64 }, 'Password must be at most 64 characters long.'],
    [
      'AT_LEAST_X_CAPITAL_LETTERS',
      { numCaps: 1 },
      'Password must contain at least 1 capital letters.',
    ],
    ['AT_LEAST_X_NUMBERS', { numNums: 2 }, 'Password must contain at least 2 numeric values.'],
    [
      'CANNOT_CONTAIN_CHARACTERS',
      { forbiddenChars: ['<', '>'] },
      'Password must not contain the characters <, >.',
    ],
    ['CANNOT_CONTAIN_DUPLICATES', {}, 'Password must not contain duplicates.'],
    [
      'CANNOT_CONTAIN_OTHERS',
      { disallowedFields: ['userName', 'givenName'] },
      'Password must not contain: userName, givenName.',
    ],
    ['VALID_DATE', {}, 'Password has an invalid date.'],
    ['VALID_EMAIL_ADDRESS_FORMAT', {}, 'Password has an invalid email address.'],
    ['VALID_NAME_FORMAT', {}, 'Password has an invalid name format.'],
    ['VALID_NUMBER', {}, 'Password has an invalid number.'],
    ['VALID_PHONE_FORMAT', {}, 'Password has an invalid phone number.'],
    ['SOMETHING_ELSE', {}, 'Password does not meet the requirements.'],
  ])('%s', (requirement, params, expected) => {
    expect(text(requirement, params)).toBe(expected);
  });

  it('has every policy text in every language', () => {
    for (const language of ['fr', 'nl', 'es'] as const) {
      for (const key of Object.keys(policyMessages.en).filter((k) => k.startsWith('policy.'))) {
        expect(policyMessages[language], `${language}.${key}`).toHaveProperty(key);
      }
    }
  });
});
