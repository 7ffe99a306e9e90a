import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_PHONE,
  PHONE_COUNTRIES,
  isPhoneCountry,
  phoneCodeOf,
  phoneCountryOptions,
} from './phone-countries';

/**
 * The phone countries' table (src/rules/phone/phone-countries.ts), which the phone field renders
 * with before the metadata loads (issue 31), is libphonenumber-js's own: a package update that
 * changes a country or a calling code fails here, printing the table to paste in.
 */
function tableFromMetadata(): string {
  const byCode = new Map<string, string[]>();
  for (const iso of getCountries()) {
    const code = getCountryCallingCode(iso);
    byCode.set(code, [...(byCode.get(code) ?? []), iso]);
  }
  return [...byCode]
    .sort((a, b) => Number(a[0]) - Number(b[0]))
    .map(([code, countries]) => `${code}:${countries.join(' ')}`)
    .join(',');
}

describe('phone countries without the metadata', () => {
  it('lists exactly the countries libphonenumber-js knows, with their calling codes', () => {
    const metadata = getCountries().map((iso) => ({
      iso,
      callingCode: getCountryCallingCode(iso),
    }));
    expect(phoneCountryOptions(), `the table changed; new TABLE:\n${tableFromMetadata()}`).toEqual(
      metadata,
    );
    expect(PHONE_COUNTRIES).toEqual(getCountries());
  });

  it('reads codes and countries as the metadata does', () => {
    expect(phoneCodeOf('US')).toBe('1');
    expect(phoneCodeOf('CA')).toBe('1');
    expect(phoneCodeOf('GB')).toBe('44');
    expect(phoneCodeOf('XX')).toBeUndefined();
    expect(isPhoneCountry('NL')).toBe(true);
    expect(isPhoneCountry('XX')).toBe(false);
    expect(isPhoneCountry('')).toBe(false);
    expect(EMPTY_PHONE).toEqual({ number: '', countryIso: 'US' });
  });
});
