import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PHONE_CODE,
  DEFAULT_PHONE_COUNTRY,
  EMPTY_PHONE,
  PhoneSchema,
  phoneCodeOf,
  phoneCountryOptions,
  phoneNumberProblem,
} from '../../../../src/rules/phone/phone';

describe('phone (spec sections 3 and 5)', () => {
  it('defaults to the US, calling code 1', () => {
    expect(DEFAULT_PHONE_COUNTRY).toBe('US');
    expect(DEFAULT_PHONE_CODE).toBe('1');
    expect(EMPTY_PHONE).toEqual({ number: '', countryIso: 'US' });
  });

  it('lists calling codes for a country picker', () => {
    const options = phoneCountryOptions();
    expect(options).toContainEqual({ iso: 'US', callingCode: '1' });
    expect(options).toContainEqual({ iso: 'GB', callingCode: '44' });
    expect(options).toContainEqual({ iso: 'NL', callingCode: '31' });
    expect(options).toContainEqual({ iso: 'JP', callingCode: '81' });
    expect(options.length).toBeGreaterThan(200);
    expect(phoneCodeOf('CA')).toBe('1');
    expect(phoneCodeOf('XX')).toBeUndefined();
  });

  it.each([
    ['(201) 555-0123', 'US'],
    ['201-555-0123', 'US'],
    ['+1 201 555 0123', 'US'],
    ['613 555 0123', 'CA'],
    ['07911 123456', 'GB'],
    ['06 12345678', 'NL'],
    ['0412 345 678', 'AU'],
    ['03-1234-5678', 'JP'],
    ['+44 20 7946 0958', 'GB'],
  ])('accepts %j in %s', (number, country) => {
    expect(phoneNumberProblem(number, country)).toBeUndefined();
  });

  it.each([
    ['', 'US', 'phone.required'],
    ['   ', 'US', 'phone.required'],
    ['555-0123', 'US', 'phone.tooShort'],
    ['12', 'GB', 'phone.tooShort'],
    ['201 555 0123 4567', 'US', 'phone.tooLong'],
    // The US national pattern: an area code never starts with 0 or 1.
    ['111 555 0123', 'US', 'phone.invalid'],
    // A number with another country's code does not match the chosen country.
    ['+1 201 555 0123', 'GB', 'phone.invalid'],
    ['+44 20 7946 0958', 'US', 'phone.invalid'],
    ['201 555 0123', 'XX', 'phone.countryRequired'],
  ])('refuses %j in %s (%s)', (number, country, key) => {
    expect(phoneNumberProblem(number, country)).toBe(key);
  });

  it('puts its issue on the number and adds the calling code', () => {
    const bad = v.safeParse(PhoneSchema, { number: '555', countryIso: 'US' });
    expect(bad.success).toBe(false);
    expect(bad.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['number', 'phone.tooShort'],
    ]);
    expect(v.parse(PhoneSchema, { number: ' 020 7946 0958 ', countryIso: 'GB' })).toEqual({
      number: '020 7946 0958',
      countryIso: 'GB',
      code: '44',
    });
  });

  it('requires a known country', () => {
    const result = v.safeParse(PhoneSchema, { number: '2015550123', countryIso: '' });
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['countryIso', 'phone.countryRequired'],
    ]);
  });
});
