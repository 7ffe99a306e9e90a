// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AddressInput } from '../../api/addresses/address.schema';
import { AddressText, addressLines } from './address-text';
import { configure, installAddressFormHooks } from '../../testing/address-form-harness';
import { DANA_HOME, DANA_OFFICE } from '../../testing/seeded-addresses';

installAddressFormHooks();

describe('an address as text', () => {
  it('prints names, organisation, street lines, "Town, RG code" and the country', () => {
    expect(addressLines(DANA_OFFICE, 'en')).toEqual([
      'Dana Whitfield',
      'Whitfield Psychology',
      '455 Market Street',
      'Suite 300',
      'San Francisco, CA 94105',
      'United States',
    ]);
    expect(addressLines({ ...DANA_HOME, line3: 'Building C' }, 'en')).toEqual([
      'Dana Whitfield',
      '120 Maple Avenue',
      'Apt 4B',
      'Building C',
      'Springfield, IL 62704',
      'United States',
    ]);
  });

  it('leaves out what the address does not have, and names regions that are numbers', () => {
    const auckland: AddressInput = {
      firstName: 'Aroha',
      lastName: 'Ngata',
      country: 'NZ',
      region: '',
      town: 'Auckland',
      line1: '12 Queen Street',
      postalCode: '1010',
    };
    expect(addressLines(auckland, 'en')).toEqual([
      'Aroha Ngata',
      '12 Queen Street',
      'Auckland 1010',
      'New Zealand',
    ]);
    const tokyo = {
      ...auckland,
      country: 'JP',
      region: '13',
      town: 'Chiyoda',
      postalCode: '100-0001',
    };
    expect(addressLines(tokyo, 'en')[2]).toBe('Chiyoda, Tokyo 100-0001');
  });

  it('names any stored country in the page’s language', () => {
    const singapore: AddressInput = {
      firstName: 'Lin',
      lastName: 'Tan',
      companyName: 'Lakeside University',
      country: 'SG',
      town: 'Singapore',
      line1: '21 Lower Kent Ridge Road',
      postalCode: '119077',
    };
    expect(addressLines(singapore, 'en').slice(-2)).toEqual(['Singapore 119077', 'Singapore']);
    expect(addressLines(DANA_HOME, 'fr').at(-1)).toBe('États-Unis');
    expect(addressLines(DANA_HOME, 'nl').at(-1)).toBe('Verenigde Staten');
  });

  it('renders each line as text, in the page’s language', () => {
    configure({ language: 'es' });
    const hostile = { ...DANA_OFFICE, companyName: '<b onmouseover="x()">Acme</b>' };
    const { container } = render(<AddressText address={hostile} className="summary-address" />);
    const root = container.firstElementChild!;
    expect(root.className).toBe('address-text summary-address');
    expect([...root.children].map((line) => line.textContent?.trim())).toEqual([
      'Dana Whitfield',
      '<b onmouseover="x()">Acme</b>',
      '455 Market Street',
      'Suite 300',
      'San Francisco, CA 94105',
      'Estados Unidos',
    ]);
    expect(container.querySelector('b')).toBeNull();
  });
});
