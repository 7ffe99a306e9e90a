import { describe, expect, it } from 'vitest';
import { translator } from '../../core/i18n/messages';
import {
  NAMED_ADDRESS_MESSAGE_PARAMS,
  namedAddressMessages,
  type NamedAddressMessageKey,
} from './address-form-catalog';
import { COMPANY_NAME_MAX_LENGTH } from './address.limits';
import { namedAddressSchema } from './named-address';
import { validateFields } from '../form/field-errors';
import { DANA_OFFICE as DANA } from '../../testing/seeded-addresses';

const en = translator(namedAddressMessages, 'en');
const schema = namedAddressSchema({ line3Enabled: false });

/** Each field's first message, in English. */
function errors(input: unknown, line3Enabled = false): Record<string, string> {
  const result = validateFields<typeof schema, NamedAddressMessageKey>(
    namedAddressSchema({ line3Enabled }),
    input,
    NAMED_ADDRESS_MESSAGE_PARAMS,
  );
  if (result.ok) return {};
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, message]) => [
      field,
      message ? en(message.key, message.params) : '',
    ]),
  );
}

function values(input: unknown) {
  const result = validateFields(schema, input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.values;
}

const NAME_IN_STREET =
  'Street address must not include your name or organization. Please enter them in their own fields.';
const INVALID_CHARACTERS = 'Please use only letters a-z, numbers 0-9, spaces and punctuation.';

describe('an address with the names it goes to', () => {
  it('accepts a complete address with its names and returns it trimmed', () => {
    expect(values({ ...DANA, firstName: ' Dana ', companyName: ' Whitfield Psychology ' })).toEqual(
      DANA,
    );
  });

  it('leaves the organisation optional', () => {
    expect(values({ ...DANA, companyName: '' })).toMatchObject({ companyName: '' });
    expect(values({ ...DANA, companyName: undefined })).toMatchObject({ companyName: '' });
  });

  it('reports every field at once, names and address together', () => {
    expect(
      errors({
        firstName: '',
        lastName: ' ',
        companyName: '',
        country: 'US',
        region: '',
        town: '',
        line1: '',
        postalCode: '',
      }),
    ).toEqual({
      firstName: 'Please enter first name',
      lastName: 'Please enter last name',
      region: 'Please select state/region',
      town: 'Please enter town/city',
      line1: 'Please enter street address',
      postalCode: 'Please enter postal code',
    });
    // A country we do not ship to still lets the names be checked.
    expect(errors({ ...DANA, firstName: '', country: 'SG' })).toEqual({
      firstName: 'Please enter first name',
      country: 'Please select country',
    });
  });

  it('reports names that were not sent as missing', () => {
    const address: Partial<typeof DANA> = { ...DANA };
    delete address.firstName;
    delete address.lastName;
    expect(errors(address)).toEqual({
      firstName: 'Please enter first name',
      lastName: 'Please enter last name',
    });
  });

  it.each([
    [
      'firstName',
      'Zoë2',
      'First name can only contain letters a-z, hyphens, spaces and apostrophes.',
    ],
    [
      'firstName',
      'Νίκος',
      'First name can only contain letters a-z, hyphens, spaces and apostrophes.',
    ],
    [
      'lastName',
      'O’Brien 2',
      'Last name can only contain letters a-z, hyphens, spaces and apostrophes.',
    ],
    ['firstName', 'a'.repeat(61), 'First name can be no more than 60 characters.'],
    ['lastName', 'b'.repeat(61), 'Last name can be no more than 60 characters.'],
    ['companyName', 'c'.repeat(61), 'Organization can be no more than 60 characters.'],
    ['companyName', 'Café Clinic', INVALID_CHARACTERS],
  ])('checks %s %j', (field, typed, message) => {
    expect(errors({ ...DANA, [field]: typed })).toEqual({ [field]: message });
  });

  it('takes names and organisation at their limits', () => {
    expect(COMPANY_NAME_MAX_LENGTH).toBe(60);
    expect(
      errors({
        ...DANA,
        firstName: 'a'.repeat(60),
        lastName: "O'Brien-Smith",
        companyName: `${'c'.repeat(50)} & Co. (#1)`.slice(0, 60),
      }),
    ).toEqual({});
  });

  it.each([
    ['the full name', 'Dana Whitfield, 455 Market Street'],
    ['the full name in another case and spacing', '455 market st  DANA   whitfield'],
    ['the organisation', '455 Market Street Whitfield Psychology'],
  ])('refuses a street that includes %s typed in the same form', (_what, line1) => {
    expect(errors({ ...DANA, line1 })).toEqual({ line1: NAME_IN_STREET });
  });

  it('takes the names from the input itself, whoever the address is for', () => {
    const sam = { ...DANA, firstName: 'Sam', lastName: 'Okafor', companyName: '' };
    expect(errors({ ...sam, line1: 'Dana Whitfield, 455 Market Street' })).toEqual({});
    expect(errors({ ...sam, line1: 'Sam Okafor, 455 Market Street' })).toEqual({
      line1: NAME_IN_STREET,
    });
    // Typed one after the other (a form revalidating), each input is judged by its own names.
    expect(errors({ ...DANA, line1: 'Sam Okafor, 455 Market Street' })).toEqual({});
  });

  it('lets one of the names alone be a street name', () => {
    expect(errors({ ...DANA, line1: '12 Whitfield Avenue' })).toEqual({});
    expect(errors({ ...DANA, companyName: 'A', line1: '1 A Street' })).toEqual({});
  });

  it('keeps the address rules: P.O. boxes, characters, lengths, postal code per country', () => {
    expect(
      errors({
        ...DANA,
        line1: 'PO Box 12',
        line2: 'Suite é',
        town: 't'.repeat(101),
        postalCode: '9410',
      }),
    ).toEqual({
      line1: 'We cannot ship to P.O. boxes. Please enter a street address.',
      line2: INVALID_CHARACTERS,
      town: 'Town/city can be no more than 100 characters.',
      postalCode: 'Please enter a 5-digit ZIP code (for example, 12345)',
    });
  });

  // Addressees and codes as real people have them (issue 29), stored tidied.
  it.each([
    [{ firstName: 'María José', lastName: 'Álvarez' }, {}],
    [{ firstName: 'Jean-Luc', lastName: "O'Brien" }, {}],
    [{ firstName: 'Zoë', lastName: 'Nguyễn', postalCode: '94105-1234' }, {}],
    [
      { firstName: 'Mary\u00a0Ann', lastName: 'O’Neil' },
      { firstName: 'Mary Ann', lastName: "O'Neil" },
    ],
    [{ postalCode: '94105 1234' }, { postalCode: '94105-1234' }],
    [
      { country: 'CA', region: 'ON', town: 'Ottawa', postalCode: 'k1a-0b1' },
      { postalCode: 'K1A 0B1' },
    ],
    [
      { country: 'GB', region: '', town: 'London', postalCode: 'ec1a1bb' },
      { postalCode: 'EC1A 1BB' },
    ],
  ])('takes %j', (typed, tidied) => {
    const address = { ...DANA, ...typed };
    expect(values(address)).toEqual({ ...address, ...tidied });
  });

  it('finds an accented name in a street typed without its accents', () => {
    const maria = { ...DANA, firstName: 'María José', lastName: 'Álvarez', companyName: '' };
    expect(errors({ ...maria, line1: 'Maria Jose Alvarez, 455 Market Street' })).toEqual({
      line1: NAME_IN_STREET,
    });
    expect(errors({ ...maria, line1: '455 Alvarez Street' })).toEqual({});
  });

  it('takes line3 only when its flag is on', () => {
    expect(values({ ...DANA, line3: 'Building C' })).toMatchObject({ line3: '' });
    expect(errors({ ...DANA, line3: 'PO Box 1' }, true)).toEqual({
      line3: 'We cannot ship to P.O. boxes. Please enter a street address.',
    });
  });

  it('drops a region for a country without regions', () => {
    expect(
      values({
        ...DANA,
        country: 'NZ',
        region: 'CA',
        town: 'Auckland',
        line1: '12 Queen Street',
        postalCode: '1010',
      }),
    ).toMatchObject({ country: 'NZ', region: '' });
  });
});
