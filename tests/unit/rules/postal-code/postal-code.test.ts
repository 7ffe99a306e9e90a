import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { translator } from '../../../../src/core/i18n/messages';
import { ADDRESS_COUNTRIES } from '../../../../src/rules/address/countries';
import {
  checkPostalCode,
  isPostalCodeOptional,
  postalCodeExample,
  postalCodeSchema,
} from '../../../../src/rules/postal-code/postal-code';
import { postalCodeMessages } from '../../../../src/rules/postal-code/postal-code.messages';

const en = translator(postalCodeMessages, 'en');

function problem(typed: string, country: string): string | undefined {
  const check = checkPostalCode(typed, country);
  return check.ok ? undefined : en(check.message);
}

const stored = (typed: string, country: string) => {
  const check = checkPostalCode(typed, country);
  return check.ok ? check.postalCode : undefined;
};

describe('postal codes (spec section 5)', () => {
  it.each([
    ['US', '12345', '12345'],
    ['US', ' 02139 ', '02139'],
    ['CA', 'K1A 0B1', 'K1A 0B1'],
    ['CA', 'k1a0b1', 'K1A 0B1'],
    ['CA', 'm5v  3l9', 'M5V 3L9'],
    ['GB', 'SW1A 1AA', 'SW1A 1AA'],
    ['GB', 'sw1a1aa', 'SW1A 1AA'],
    ['GB', 'M1 1AE', 'M1 1AE'],
    ['GB', 'B33 8TH', 'B33 8TH'],
    ['GB', 'CR2 6XH', 'CR2 6XH'],
    ['GB', 'DN55 1PT', 'DN55 1PT'],
    ['GB', 'W1A 0AX', 'W1A 0AX'],
    ['GB', 'EC1A 1BB', 'EC1A 1BB'],
    ['AU', '2000', '2000'],
    ['NZ', '6011', '6011'],
    ['PH', '1000', '1000'],
    ['JP', '100-0001', '100-0001'],
    ['JP', '1000001', '100-0001'],
    ['KR', '03187', '03187'],
    ['TH', '10200', '10200'],
    ['ID', '10110', '10110'],
    ['LA', '01000', '01000'],
    ['MM', '11181', '11181'],
    ['KH', '120101', '120101'],
    ['VN', '100000', '100000'],
    ['IE', 'a65 f4e2', 'A65 F4E2'],
    ['IE', 'D02X285', 'D02 X285'],
    ['IE', '', ''],
  ])('%s accepts %j, stored as %j', (country, typed, expected) => {
    expect(stored(typed, country)).toBe(expected);
  });

  it.each([
    ['US', '1234', 'Please enter a 5-digit ZIP code (for example, 12345)'],
    ['US', '12345-6789', 'Please enter a 5-digit ZIP code (for example, 12345)'],
    ['US', 'ABCDE', 'Please enter a 5-digit ZIP code (for example, 12345)'],
    ['CA', 'K1A 0B', 'Please enter a postal code in the format A1A 1A1 (for example, K1A 0B1)'],
    ['CA', '123 456', 'Please enter a postal code in the format A1A 1A1 (for example, K1A 0B1)'],
    ['CA', 'D1A 0B1', 'Please enter a postal code in the format A1A 1A1 (for example, K1A 0B1)'],
    ['CA', 'K1A-0B1', 'Please enter a postal code in the format A1A 1A1 (for example, K1A 0B1)'],
    ['GB', 'SW1A', 'Please enter a valid UK postcode (for example, SW1A 1AA)'],
    ['GB', '12345', 'Please enter a valid UK postcode (for example, SW1A 1AA)'],
    ['GB', 'QW1 1AA', 'Please enter a valid UK postcode (for example, SW1A 1AA)'],
    ['AU', '200', 'Please enter a 4-digit postal code (for example, 1234)'],
    ['NZ', '60111', 'Please enter a 4-digit postal code (for example, 1234)'],
    ['PH', 'A000', 'Please enter a 4-digit postal code (for example, 1234)'],
    ['JP', '100-001', 'Please enter a 7-digit postal code (for example, 123-4567)'],
    ['KR', '1234', 'Please enter a 5-digit postal code (for example, 12345)'],
    ['VN', '12345', 'Please enter a 6-digit postal code (for example, 123456)'],
    ['IE', 'B65 F4E2', 'Please enter a valid Eircode (for example, A65 F4E2)'],
  ])('%s refuses %j', (country, typed, message) => {
    expect(problem(typed, country)).toBe(message);
  });

  it('is required except in Ireland', () => {
    for (const country of ['US', 'CA', 'GB', 'AU', 'NZ', 'JP', 'VN'])
      expect(problem('  ', country), country).toBe('Please enter postal code');
    expect(problem('', 'IE')).toBeUndefined();
  });

  it('takes any plausible code for a country outside the list', () => {
    expect(stored('75008', 'FR')).toBe('75008');
    expect(stored('1012 ab', 'NL')).toBe('1012 AB');
    expect(problem('#', 'FR')).toBe('Please enter a valid postal code');
    expect(stored('75008', 'constructor')).toBe('75008');
  });

  it('is a schema that outputs the stored form', () => {
    expect(v.parse(postalCodeSchema('CA'), 'h2x1y4')).toBe('H2X 1Y4');
    const result = v.safeParse(postalCodeSchema('US'), '123');
    expect(result.issues?.[0]?.message).toBe('postalCode.us');
    expect(v.parse(postalCodeSchema('IE'), undefined)).toBe('');
  });

  it('gives every country of the form an example that its own rule accepts, as its message shows', () => {
    for (const country of ADDRESS_COUNTRIES) {
      const example = postalCodeExample(country);
      expect(example, country).toBeDefined();
      expect(stored(example ?? '', country), country).toBe(example);
      const message = problem('#', country) ?? '';
      expect(message, country).toContain(`(for example, ${example})`);
    }
    expect(postalCodeExample('FR')).toBeUndefined();
  });

  it('says which countries may leave the postal code empty', () => {
    expect(ADDRESS_COUNTRIES.filter(isPostalCodeOptional)).toEqual(['IE']);
    expect(isPostalCodeOptional('constructor')).toBe(false);
  });
});
