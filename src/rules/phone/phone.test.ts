import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { translator } from '../../core/i18n/messages';
import {
  DEFAULT_PHONE_CODE,
  DEFAULT_PHONE_COUNTRY,
  EMPTY_PHONE,
  PhoneSchema,
  phoneCodeOf,
  phoneCountryOptions,
  phoneNumberProblem,
} from './phone';
import { phoneMessages } from './phone.messages';

const en = translator(phoneMessages, 'en');
const message = (number: string, country: string) => {
  const key = phoneNumberProblem(number, country);
  return key && en(key);
};

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

  // Numbers as people write them (issue 29): spaces, dashes, dots, slashes, parentheses, a leading
  // +code or the international prefix, the national prefix with the code, an extension.
  it.each([
    ['(201) 555-0123', 'US', 'parentheses and a dash'],
    ['201-555-0123', 'US', 'dashes'],
    ['201.555.0123', 'US', 'dots'],
    ['201 555 0123', 'US', 'spaces'],
    ['2015550123', 'US', 'digits only'],
    ['(201)555-0123', 'US', 'no space after the parenthesis'],
    ['201/555-0123', 'US', 'a slash'],
    ['201–555–0123', 'US', 'en dashes (autocorrect)'],
    ['+1 201 555 0123', 'US', 'the calling code'],
    ['+1 (201) 555-0123', 'US', 'the calling code and parentheses'],
    ['+1.201.555.0123', 'US', 'the calling code and dots'],
    ['1-201-555-0123', 'US', 'the national prefix 1'],
    ['1 (201) 555-0123', 'US', 'the national prefix and parentheses'],
    ['201-555-0123 ext. 45', 'US', 'an extension'],
    ['201 555 0123 x45', 'US', 'a short extension'],
    ['011 1 201 555 0123', 'US', 'even the US international prefix and its own code'],
    ['613 555 0123', 'CA', 'Canada'],
    ['613-555-0123', 'CA', 'Canada with dashes'],
    ['+1 613 555 0123', 'US', 'a Canadian number under the US: the same calling code'],
    ['07911 123456', 'GB', 'a UK mobile'],
    ['020 7946 0958', 'GB', 'a London number'],
    ['020-7946-0958', 'GB', 'a London number with dashes'],
    ['+44 20 7946 0958', 'GB', 'the UK calling code'],
    ['+44 (0)20 7946 0958', 'GB', 'the calling code and the bracketed national 0'],
    ['+44 (0) 7911 123456', 'GB', 'a mobile with the bracketed 0'],
    ['0044 20 7946 0958', 'GB', 'the international prefix 00'],
    ['06 12345678', 'NL', 'a Dutch mobile'],
    ['06-12345678', 'NL', 'a Dutch mobile with a dash'],
    ['020 123 4567', 'NL', 'an Amsterdam number'],
    ['+31 6 12345678', 'NL', 'the Dutch calling code'],
    ['+31 (0)6 12345678', 'NL', 'the Dutch calling code and the bracketed 0'],
    ['0031 6 12345678', 'NL', 'the Dutch number through 00'],
    ['612 345 678', 'ES', 'a Spanish mobile'],
    ['91 123 45 67', 'ES', 'a Madrid number'],
    ['+34 612 34 56 78', 'ES', 'the Spanish calling code'],
    ['0412 345 678', 'AU', 'an Australian mobile'],
    ['(02) 9876 5432', 'AU', 'a Sydney number'],
    ['+61 (0)2 9876 5432', 'AU', 'the Australian calling code and the bracketed 0'],
    ['021 123 4567', 'NZ', 'a New Zealand mobile'],
    ['+64 21 123 4567', 'NZ', 'the New Zealand calling code'],
    ['03-1234-5678', 'JP', 'a Tokyo number'],
    ['090-1234-5678', 'JP', 'a Japanese mobile'],
    ['０３－１２３４－５６７８', 'JP', 'full-width digits and dashes'],
    ['＋81 90 1234 5678', 'JP', 'a full-width plus'],
    ['+81 (0)90 1234 5678', 'JP', 'the Japanese calling code and the bracketed 0'],
    ['0917 123 4567', 'PH', 'a Philippine mobile'],
    ['+65 9123 4567', 'SG', 'Singapore'],
    ['01 23 45 67 89', 'FR', 'France in pairs'],
    ['  201 555 0123  ', 'US', 'spaces around it'],
  ])('accepts %j in %s (%s)', (number, country) => {
    expect(phoneNumberProblem(number, country)).toBeUndefined();
  });

  it.each([
    ['', 'US', 'Please enter phone number'],
    ['   ', 'US', 'Please enter phone number'],
    ['555-0123', 'US', 'This phone number is too short for the selected country.'],
    ['1234', 'US', 'This phone number is too short for the selected country.'],
    ['12', 'GB', 'This phone number is too short for the selected country.'],
    ['201 555 0123 4567', 'US', 'This phone number is too long for the selected country.'],
    ['201 555 01234', 'US', 'This phone number is too long for the selected country.'],
    // The US national pattern: an area code never starts with 0 or 1.
    ['111 555 0123', 'US', 'Please enter a valid phone number for the selected country.'],
    ['055 555 0123', 'US', 'Please enter a valid phone number for the selected country.'],
    // A number with another country's code does not match the chosen country, with a + …
    ['+1 201 555 0123', 'GB', 'Please enter a valid phone number for the selected country.'],
    ['+44 20 7946 0958', 'US', 'Please enter a valid phone number for the selected country.'],
    ['＋44 20 7946 0958', 'US', 'Please enter a valid phone number for the selected country.'],
    // … or through the chosen country's international prefix.
    ['0044 20 7946 0958', 'NL', 'Please enter a valid phone number for the selected country.'],
    ['011 44 20 7946 0958', 'US', 'Please enter a valid phone number for the selected country.'],
    // Not a number.
    ['abc', 'US', 'Please enter a valid phone number for the selected country.'],
    ['2015550123a', 'US', 'Please enter a valid phone number for the selected country.'],
    ['Call 201 555 0123', 'US', 'Please enter a valid phone number for the selected country.'],
    ['ada@example.com', 'US', 'Please enter a valid phone number for the selected country.'],
    ['+', 'US', 'Please enter a valid phone number for the selected country.'],
    ['++1 201 555 0123', 'US', 'Please enter a valid phone number for the selected country.'],
    ['201 555 0123', 'XX', 'Please select the country of this phone number'],
  ])('refuses %j in %s: %s', (number, country, text) => {
    expect(message(number, country)).toBe(text);
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

  it('stores full-width digits as plain ones', () => {
    expect(v.parse(PhoneSchema, { number: '０３－１２３４－５６７８', countryIso: 'JP' })).toEqual({
      number: '03-1234-5678',
      countryIso: 'JP',
      code: '81',
    });
  });

  it('requires a known country', () => {
    const result = v.safeParse(PhoneSchema, { number: '2015550123', countryIso: '' });
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['countryIso', 'phone.countryRequired'],
    ]);
  });
});
