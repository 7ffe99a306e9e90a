import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { translator } from '../../core/i18n/messages';
import { ADDRESS_COUNTRIES } from '../address/countries';
import {
  checkPostalCode,
  isPostalCodeOptional,
  postalCodeExample,
  postalCodeSchema,
} from './postal-code';
import { postalCodeMessages } from './postal-code.messages';

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
  // Codes as people write them (issue 29), with the form each is stored in.
  it.each([
    ['US', '12345', '12345'],
    ['US', ' 02139 ', '02139'],
    ['US', '12345-6789', '12345-6789'],
    ['US', '12345 6789', '12345-6789'],
    ['US', '123456789', '12345-6789'],
    ['US', '12345–6789', '12345-6789'],
    ['US', '１２３４５', '12345'],
    ['CA', 'K1A 0B1', 'K1A 0B1'],
    ['CA', 'k1a0b1', 'K1A 0B1'],
    ['CA', 'k1a 0b1', 'K1A 0B1'],
    ['CA', 'm5v  3l9', 'M5V 3L9'],
    ['CA', 'K1A-0B1', 'K1A 0B1'],
    ['CA', 'H2X 1Y4', 'H2X 1Y4'],
    ['CA', 'X0A 0H0', 'X0A 0H0'],
    ['CA', 'T2P 5C5', 'T2P 5C5'],
    ['GB', 'SW1A 1AA', 'SW1A 1AA'],
    ['GB', 'sw1a1aa', 'SW1A 1AA'],
    ['GB', 'sw1a 1aa', 'SW1A 1AA'],
    ['GB', 'M1 1AE', 'M1 1AE'],
    ['GB', 'B33 8TH', 'B33 8TH'],
    ['GB', 'CR2 6XH', 'CR2 6XH'],
    ['GB', 'DN55 1PT', 'DN55 1PT'],
    ['GB', 'W1A 0AX', 'W1A 0AX'],
    ['GB', 'EC1A 1BB', 'EC1A 1BB'],
    ['GB', 'E1W 1AA', 'E1W 1AA'],
    ['GB', 'N1C 4AG', 'N1C 4AG'],
    ['GB', 'BT1 5GS', 'BT1 5GS'],
    ['GB', 'ZE1 0AA', 'ZE1 0AA'],
    ['GB', 'GIR 0AA', 'GIR 0AA'],
    ['GB', 'ec1a  1bb ', 'EC1A 1BB'],
    ['AU', '2000', '2000'],
    ['AU', '0800', '0800'],
    ['NZ', '6011', '6011'],
    ['NZ', '0110', '0110'],
    ['PH', '1000', '1000'],
    ['JP', '100-0001', '100-0001'],
    ['JP', '1000001', '100-0001'],
    ['JP', '100 0001', '100-0001'],
    ['JP', '〒100-0001', '100-0001'],
    ['JP', '１００－０００１', '100-0001'],
    ['JP', '100ー0001', '100-0001'],
    ['KR', '03187', '03187'],
    ['TH', '10200', '10200'],
    ['ID', '10110', '10110'],
    ['LA', '01000', '01000'],
    ['MM', '11181', '11181'],
    ['KH', '120101', '120101'],
    ['KH', '12000', '12000'],
    ['VN', '10000', '10000'],
    ['VN', '100000', '100000'],
    ['IE', 'a65 f4e2', 'A65 F4E2'],
    ['IE', 'D02X285', 'D02 X285'],
    ['IE', 'D6W 1234', 'D6W 1234'],
    ['IE', '', ''],
  ])('%s accepts %j, stored as %j', (country, typed, expected) => {
    expect(problem(typed, country)).toBeUndefined();
    expect(stored(typed, country)).toBe(expected);
  });

  it.each([
    ['US', '1234', 'Please enter a 5-digit ZIP code (for example, 12345)'],
    ['US', '123456', 'Please enter a 5-digit ZIP code (for example, 12345)'],
    ['US', '12345-678', 'Please enter a 5-digit ZIP code (for example, 12345)'],
    ['US', '12345-67890', 'Please enter a 5-digit ZIP code (for example, 12345)'],
    ['US', '12345--6789', 'Please enter a 5-digit ZIP code (for example, 12345)'],
    ['US', 'ABCDE', 'Please enter a 5-digit ZIP code (for example, 12345)'],
    ['US', 'K1A 0B1', 'Please enter a 5-digit ZIP code (for example, 12345)'],
    ['CA', 'K1A 0B', 'Please enter a postal code in the format A1A 1A1 (for example, K1A 0B1)'],
    ['CA', '123 456', 'Please enter a postal code in the format A1A 1A1 (for example, K1A 0B1)'],
    ['CA', 'D1A 0B1', 'Please enter a postal code in the format A1A 1A1 (for example, K1A 0B1)'],
    ['CA', 'W1A 0B1', 'Please enter a postal code in the format A1A 1A1 (for example, K1A 0B1)'],
    ['CA', 'K1O 0B1', 'Please enter a postal code in the format A1A 1A1 (for example, K1A 0B1)'],
    ['CA', 'K1A 0B1 2', 'Please enter a postal code in the format A1A 1A1 (for example, K1A 0B1)'],
    ['CA', '12345', 'Please enter a postal code in the format A1A 1A1 (for example, K1A 0B1)'],
    ['GB', 'SW1A', 'Please enter a valid UK postcode (for example, SW1A 1AA)'],
    ['GB', '12345', 'Please enter a valid UK postcode (for example, SW1A 1AA)'],
    ['GB', 'QW1 1AA', 'Please enter a valid UK postcode (for example, SW1A 1AA)'],
    ['GB', 'SW1A 1AAA', 'Please enter a valid UK postcode (for example, SW1A 1AA)'],
    ['GB', 'SW1A 1CA', 'Please enter a valid UK postcode (for example, SW1A 1AA)'],
    ['GB', 'M1 AAE', 'Please enter a valid UK postcode (for example, SW1A 1AA)'],
    ['AU', '200', 'Please enter a 4-digit postal code (for example, 1234)'],
    ['AU', '20000', 'Please enter a 4-digit postal code (for example, 1234)'],
    ['NZ', '60111', 'Please enter a 4-digit postal code (for example, 1234)'],
    ['PH', 'A000', 'Please enter a 4-digit postal code (for example, 1234)'],
    ['JP', '100-001', 'Please enter a 7-digit postal code (for example, 123-4567)'],
    ['JP', '1000-001', 'Please enter a 7-digit postal code (for example, 123-4567)'],
    ['JP', '10000011', 'Please enter a 7-digit postal code (for example, 123-4567)'],
    ['KR', '1234', 'Please enter a 5-digit postal code (for example, 12345)'],
    ['KR', '123-456', 'Please enter a 5-digit postal code (for example, 12345)'],
    ['TH', '1020A', 'Please enter a 5-digit postal code (for example, 12345)'],
    ['VN', '1234', 'Please enter a 5-digit postal code (for example, 12345)'],
    ['VN', '1234567', 'Please enter a 5-digit postal code (for example, 12345)'],
    ['KH', '1234', 'Please enter a 6-digit postal code (for example, 123456)'],
    ['KH', '1234567', 'Please enter a 6-digit postal code (for example, 123456)'],
    ['IE', 'B65 F4E2', 'Please enter a valid Eircode (for example, A65 F4E2)'],
    ['IE', 'A65 F4E', 'Please enter a valid Eircode (for example, A65 F4E2)'],
  ])('%s refuses %j', (country, typed, message) => {
    expect(problem(typed, country)).toBe(message);
  });

  it('is required except in Ireland', () => {
    for (const country of ['US', 'CA', 'GB', 'AU', 'NZ', 'JP', 'VN'])
      expect(problem('  ', country), country).toBe('Please enter postal code');
    expect(problem('', 'IE')).toBeUndefined();
  });

  it.each([
    ['FR', '75008', '75008'],
    ['NL', '1012 ab', '1012 AB'],
    ['NL', '1012AB', '1012AB'],
    ['ES', '28013', '28013'],
    ['DE', '10115', '10115'],
    ['PT', '1000-001', '1000-001'],
    ['BR', '01310-100', '01310-100'],
    ['SG', '018956', '018956'],
    ['constructor', '75008', '75008'],
  ])('takes any plausible code for a country outside the list: %s %j', (country, typed, code) => {
    expect(stored(typed, country)).toBe(code);
  });

  it.each(['#', '1', '-1234', '12345678901', '1234_AB'])(
    'refuses %j for a country outside the list',
    (typed) => {
      expect(problem(typed, 'FR')).toBe('Please enter a valid postal code');
    },
  );

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
