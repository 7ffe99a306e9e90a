import { describe, expect, it } from 'vitest';
import {
  ADDRESS_COUNTRIES,
  COUNTRIES,
  DEFAULT_ADDRESS_COUNTRY,
  isAddressCountry,
  regionsOf,
} from './countries';
import { countryName } from './country-name';

const codes = (iso: string) => regionsOf(iso).map((region) => region.shortCode);

describe('address countries (spec section 3)', () => {
  it('lists the spec’s fifteen countries, default US', () => {
    expect([...ADDRESS_COUNTRIES].sort()).toEqual(
      [
        'AU',
        'KH',
        'CA',
        'ID',
        'JP',
        'LA',
        'MM',
        'NZ',
        'PH',
        'IE',
        'KR',
        'TH',
        'GB',
        'US',
        'VN',
      ].sort(),
    );
    expect(DEFAULT_ADDRESS_COUNTRY).toBe('US');
    expect(COUNTRIES.map((country) => country.isocode)).toEqual([...ADDRESS_COUNTRIES]);
    expect(isAddressCountry('US')).toBe(true);
    expect(isAddressCountry('FR')).toBe(false);
  });

  it('has the US states and DC', () => {
    expect(codes('US')).toHaveLength(51);
    expect(regionsOf('US')).toContainEqual({ name: 'District of Columbia', shortCode: 'DC' });
    expect(regionsOf('US')).toContainEqual({ name: 'Texas', shortCode: 'TX' });
  });

  it('has the Canadian provinces and territories', () => {
    expect(codes('CA').sort()).toEqual(
      ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'].sort(),
    );
  });

  it('has the Australian states and territories and the Japanese prefectures', () => {
    expect(codes('AU').sort()).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
    expect(codes('JP')).toHaveLength(47);
    expect(regionsOf('JP')).toContainEqual({ name: 'Tokyo', shortCode: '13' });
    expect(regionsOf('JP')).toContainEqual({ name: 'Okinawa', shortCode: '47' });
  });

  it('has unique region codes and names per country', () => {
    for (const { isocode, regions } of COUNTRIES) {
      expect(new Set(regions.map((r) => r.shortCode)).size, isocode).toBe(regions.length);
      expect(new Set(regions.map((r) => r.name)).size, isocode).toBe(regions.length);
    }
  });

  it('names no regions for the countries without them', () => {
    for (const iso of [
      'GB',
      'IE',
      'NZ',
      'KH',
      'ID',
      'LA',
      'MM',
      'PH',
      'KR',
      'TH',
      'VN',
      'FR',
      'constructor',
    ])
      expect(regionsOf(iso), iso).toEqual([]);
  });

  it('names countries in the shopper’s language', () => {
    expect(countryName('GB', 'en')).toBe('United Kingdom');
    expect(countryName('JP', 'nl')).toBe('Japan');
    expect(countryName('US', 'es')).toBe('Estados Unidos');
  });

  it('names the country of any stored address, and shows a code that is no country as it is', () => {
    expect(countryName('SG', 'en')).toBe('Singapore');
    expect(countryName('', 'en')).toBe('');
    expect(countryName('not a code', 'fr')).toBe('not a code');
  });
});
