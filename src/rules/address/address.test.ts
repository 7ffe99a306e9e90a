import { describe, expect, it } from 'vitest';
import { translator } from '../../core/i18n/messages';
import { addressSchema, type AddressContext } from './address';
import { CITY_MAX_LENGTH, STREET_MAX_LENGTH } from './address.limits';
import {
  ADDRESS_FORM_MESSAGE_PARAMS,
  addressFormMessages,
  type AddressFormMessageKey,
} from './address-form-catalog';
import { validateFields } from '../form/field-errors';

const en = translator(addressFormMessages, 'en');
const CONTEXT: AddressContext = { line3Enabled: false };

const US_ADDRESS = {
  country: 'US',
  region: 'TX',
  town: 'San Antonio',
  line1: '19500 Bulverde Rd',
  line2: 'Suite 201',
  line3: '',
  postalCode: '78259',
};

/** Each field's first message, in English. */
function errors(input: unknown, context: AddressContext = CONTEXT): Record<string, string> {
  const result = validateFields<ReturnType<typeof addressSchema>, AddressFormMessageKey>(
    addressSchema(context),
    input,
    ADDRESS_FORM_MESSAGE_PARAMS,
  );
  if (result.ok) return {};
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, message]) => [
      field,
      message ? en(message.key, message.params) : '',
    ]),
  );
}

function values(input: unknown, context: AddressContext = CONTEXT) {
  const result = validateFields(addressSchema(context), input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.values;
}

describe('address form (spec sections 3 and 5)', () => {
  it('accepts a complete US address and returns it trimmed', () => {
    expect(values({ ...US_ADDRESS, town: ' San Antonio ' })).toEqual(US_ADDRESS);
  });

  it('requires country, region, city, street and postal code, all at once', () => {
    expect(errors({ country: 'US', region: '', town: '', line1: ' ', postalCode: '' })).toEqual({
      region: 'Please select state/region',
      town: 'Please enter town/city',
      line1: 'Please enter street address',
      postalCode: 'Please enter postal code',
    });
    expect(errors({ ...US_ADDRESS, country: '' })).toEqual({ country: 'Please select country' });
    expect(errors({ ...US_ADDRESS, country: 'FR' })).toEqual({ country: 'Please select country' });
  });

  it('checks the region and postal code against the chosen country', () => {
    expect(errors({ ...US_ADDRESS, region: 'ON' })).toEqual({
      region: 'Please select state/region',
    });
    expect(
      values({ ...US_ADDRESS, country: 'CA', region: 'ON', town: 'Toronto', postalCode: 'm5v3l9' }),
    ).toMatchObject({ region: 'ON', postalCode: 'M5V 3L9' });
    expect(errors({ ...US_ADDRESS, country: 'CA', region: 'ON' })).toEqual({
      postalCode: 'Please enter a postal code in the format A1A 1A1 (for example, K1A 0B1)',
    });
  });

  it('asks no region where the country has none, and drops one that was sent', () => {
    const uk = {
      ...US_ADDRESS,
      country: 'GB',
      region: 'TX',
      town: 'London',
      postalCode: 'SW1A 1AA',
    };
    expect(values(uk)).toMatchObject({ country: 'GB', region: '' });
    expect(values({ ...uk, region: undefined })).toMatchObject({ region: '' });
  });

  it('leaves line2 optional', () => {
    expect(values({ ...US_ADDRESS, line2: undefined })).toMatchObject({ line2: '' });
    expect(values({ ...US_ADDRESS, line2: '  ' })).toMatchObject({ line2: '' });
  });

  it('takes line3 only when its flag is on', () => {
    const withLine3 = { ...US_ADDRESS, line3: ' Building C ' };
    expect(values(withLine3, { line3Enabled: true })).toMatchObject({ line3: 'Building C' });
    expect(values(withLine3, { line3Enabled: false })).toMatchObject({ line3: '' });
    expect(errors({ ...withLine3, line3: 'PO Box 9' }, { line3Enabled: true })).toEqual({
      line3: 'We cannot ship to P.O. boxes. Please enter a street address.',
    });
  });

  it('limits the city to 100 characters and street lines to 240', () => {
    expect(CITY_MAX_LENGTH).toBe(100);
    expect(STREET_MAX_LENGTH).toBe(240);
    expect(errors({ ...US_ADDRESS, town: 'a'.repeat(100), line1: 'b'.repeat(240) })).toEqual({});
    expect(
      errors({
        ...US_ADDRESS,
        town: 'a'.repeat(101),
        line1: 'b'.repeat(241),
        line2: 'c'.repeat(241),
      }),
    ).toEqual({
      town: 'Town/city can be no more than 100 characters.',
      line1: 'Street address can be no more than 240 characters.',
      line2: 'This address line can be no more than 240 characters.',
    });
  });

  it.each([
    ['line1', '12 Rue Élysée'],
    ['line1', '12 Main St ☺'],
    ['town', 'Zürich'],
    ['line2', 'Flat 2\nBack'],
  ])('allows only 0-9a-zA-Z and punctuation in %s (%j)', (field, text) => {
    expect(errors({ ...US_ADDRESS, [field]: text })).toEqual({
      [field]: 'Please use only letters a-z, numbers 0-9, spaces and punctuation.',
    });
  });

  it('accepts ASCII punctuation', () => {
    expect(
      errors({ ...US_ADDRESS, line1: "#12-3, St. John's Rd. (rear) & Co/Ltd; 4:5 @ [6]" }),
    ).toEqual({});
  });

  it('refuses P.O. boxes in the street and apartment lines', () => {
    const message = 'We cannot ship to P.O. boxes. Please enter a street address.';
    expect(errors({ ...US_ADDRESS, line1: 'P.O. Box 1234' })).toEqual({ line1: message });
    expect(errors({ ...US_ADDRESS, line2: 'PO Box 5' })).toEqual({ line2: message });
    expect(errors({ ...US_ADDRESS, line1: '1 Popeye St', line2: 'Boxwood Rd' })).toEqual({});
  });

  it('refuses a street that includes the name or organisation', () => {
    const context = {
      line3Enabled: false,
      firstName: 'Ada',
      lastName: 'Lovelace',
      organisation: 'Acme School',
    };
    const message =
      'Street address must not include your name or organization. Please enter them in their own fields.';
    expect(errors({ ...US_ADDRESS, line1: 'Ada  LOVELACE, 12 Main St' }, context)).toEqual({
      line1: message,
    });
    expect(errors({ ...US_ADDRESS, line1: 'acme school 12 Main St' }, context)).toEqual({
      line1: message,
    });
    // One of the names alone is a street name, not the shopper's name.
    expect(errors({ ...US_ADDRESS, line1: '12 Lovelace Ave' }, context)).toEqual({});
    expect(errors({ ...US_ADDRESS, line1: 'Ada Lovelace 1' }, { line3Enabled: false })).toEqual({});
    // Whole words only.
    expect(
      errors(
        { ...US_ADDRESS, line1: '1 Royal Boulevard' },
        { line3Enabled: false, firstName: 'Al', lastName: 'Bo' },
      ),
    ).toEqual({});
  });
});
