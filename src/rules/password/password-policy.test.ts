import { describe, expect, it } from 'vitest';
import { policyMessage } from '../../auth/identity/policy-messages';
import { translator } from '../../core/i18n/messages';
import { PASSWORD_POLICY, passwordPolicyFailures } from './password-policy';
import { policyMessages } from '../../ui/sign-in/policy.messages';

const DANA = { userName: 'clinician@example.com', givenName: 'Dana', sn: 'Whitfield' };
const requirements = (password: string, own = DANA) =>
  passwordPolicyFailures(password, own).map((failure) => failure.requirement);
const t = translator(policyMessages, 'en');
const texts = (password: string) =>
  passwordPolicyFailures(password, DANA).map((failure) => {
    const { key, params } = policyMessage('New password', failure);
    return t(key, params);
  });

describe('the identity server’s password policy (spec section 5, checked in the browser and by the server)', () => {
  it('passes a password that keeps every policy', () => {
    expect(passwordPolicyFailures('Bluebird!2027', DANA)).toEqual([]);
  });

  it.each([
    ['', ['REQUIRED']],
    // 7 characters: one short of the minimum; 8 pass.
    ['Abcdef1', ['MIN_LENGTH']],
    ['Abcdefg1', []],
    // 64 characters pass, 65 are one too many.
    [`A1${'b'.repeat(62)}`, []],
    [`A1${'b'.repeat(63)}`, ['MAX_LENGTH']],
    ['abcdefg1', ['AT_LEAST_X_CAPITAL_LETTERS']],
    ['Abcdefgh', ['AT_LEAST_X_NUMBERS']],
    ['Abcdefg1<', ['CANNOT_CONTAIN_CHARACTERS']],
    ['Abcdefg1>', ['CANNOT_CONTAIN_CHARACTERS']],
    ['Whitfield2026', ['CANNOT_CONTAIN_OTHERS']],
    ['xDANAx2026', ['CANNOT_CONTAIN_OTHERS']],
    ['abc', ['MIN_LENGTH', 'AT_LEAST_X_CAPITAL_LETTERS', 'AT_LEAST_X_NUMBERS']],
  ])('%j fails %j', (password, expected) => {
    expect(requirements(password)).toEqual(expected);
  });

  it('counts characters as typed, capitals and digits of any script', () => {
    expect(requirements('Ébène2026')).toEqual([]);
    expect(requirements(`É1${'é'.repeat(62)}`)).toEqual([]);
  });

  it('names which profile values the password contains; values under 3 characters are not checked', () => {
    expect(passwordPolicyFailures('Dana-Whitfield-1', DANA)).toEqual([
      { requirement: 'CANNOT_CONTAIN_OTHERS', params: { disallowedFields: ['givenName', 'sn'] } },
    ]);
    expect(requirements('Bo12345678', { userName: 'x@y.z', givenName: 'Bo', sn: 'Li' })).toEqual(
      [],
    );
  });

  it('says each failure with the identity policy messages word for word', () => {
    expect(texts('')).toEqual(['New password is required.']);
    expect(texts('abc')).toEqual([
      'New password must be at least 8 characters long.',
      'New password must contain at least 1 capital letters.',
      'New password must contain at least 1 numeric values.',
    ]);
    expect(texts(`A1${'b'.repeat(63)}`)).toEqual([
      'New password must be at most 64 characters long.',
    ]);
    expect(texts('Abcdefg1<')).toEqual(['New password must not contain the characters <, >.']);
    expect(texts('Whitfield2026')).toEqual(['New password must not contain: sn.']);
    expect(PASSWORD_POLICY.minLength).toBe(8);
  });
});
