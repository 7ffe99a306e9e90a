import { describe, expect, it } from 'vitest';
import { CHECKOUT_ERRORS } from '../../api/checkout/checkout-errors';
import { ApiError } from '../../api/http/api-error';
import {
  formValuesOf,
  refusedField,
  reviewedAddress,
  suggestionFields,
  type AddressFieldName,
} from './address-form-values';

const SHOWN: AddressFieldName[] = [
  'firstName',
  'lastName',
  'country',
  'line1',
  'town',
  'postalCode',
];

function refusal(error: { type: string; reason: string }, subject?: string, status = 400) {
  const body = { errors: [{ ...error, ...(subject ? { subject } : {}), message: 'no' }] };
  return new ApiError('http', 'refused', status, body);
}

const EMPTY_SUGGESTION = {
  id: 's',
  line1: null,
  line2: null,
  town: null,
  region: null,
  postalCode: null,
  country: null,
};

describe('the address form’s values', () => {
  it.each([
    [
      refusal(CHECKOUT_ERRORS.invalid, 'postalCode'),
      { field: 'postalCode', message: 'fieldRejected' },
    ],
    [
      refusal(CHECKOUT_ERRORS.invalid, 'address.line1'),
      { field: 'line1', message: 'fieldRejected' },
    ],
    [refusal(CHECKOUT_ERRORS.missing, 'town'), { field: 'town', message: 'address.townRequired' }],
    [
      refusal(CHECKOUT_ERRORS.missing, 'firstName'),
      { field: 'firstName', message: 'name.firstRequired' },
    ],
    [refusal(CHECKOUT_ERRORS.invalid, 'region'), undefined], // not on screen
    [refusal(CHECKOUT_ERRORS.invalid), undefined], // names no field
    [refusal(CHECKOUT_ERRORS.invalid, 'constructor'), undefined],
    [refusal(CHECKOUT_ERRORS.addressNameInvalid, 'firstName'), undefined],
    [refusal(CHECKOUT_ERRORS.addressNotFound), undefined], // the book's address is gone
    [refusal(CHECKOUT_ERRORS.cartNotFound), undefined],
    [new ApiError('timeout', 'slow', 0), undefined],
    [new Error('boom'), undefined],
  ])('places %o on %o', (error, expected) => {
    expect(refusedField(error, SHOWN)).toEqual(expected);
  });

  it('fills only what a suggestion has, and matches a region by code or name', () => {
    const current = formValuesOf({
      country: 'US',
      region: 'IL',
      town: 'Springfield',
      line2: 'Apt 1',
    });
    expect(suggestionFields({ ...EMPTY_SUGGESTION, line1: '5 Court Street' }, current)).toEqual({
      line1: '5 Court Street',
    });
    expect(suggestionFields({ ...EMPTY_SUGGESTION, region: 'new york' }, current)).toEqual({
      region: 'NY',
    });
    expect(suggestionFields({ ...EMPTY_SUGGESTION, region: 'Ontario' }, current)).toEqual({});
    expect(
      suggestionFields({ ...EMPTY_SUGGESTION, country: 'CA', region: 'Ontario' }, current),
    ).toEqual({ country: 'CA', region: 'ON' });
    expect(suggestionFields({ ...EMPTY_SUGGESTION, country: 'GB' }, current)).toEqual({
      country: 'GB',
      region: '',
    });
    // A country the form does not list is not taken.
    expect(suggestionFields({ ...EMPTY_SUGGESTION, country: 'SG' }, current)).toEqual({});
  });

  it('keeps the entered names where the verification service gives none', () => {
    const entered = {
      ...formValuesOf({ firstName: 'Ada', lastName: 'Byron' }),
      companyName: 'Acme',
    };
    const suggested = { ...entered, firstName: '', lastName: '', companyName: '', line1: '1 A St' };
    expect(reviewedAddress(suggested, entered)).toEqual({ ...entered, line1: '1 A St' });
    expect(reviewedAddress(suggested, { ...entered, companyName: '' })).not.toHaveProperty(
      'companyName',
    );
  });

  it('starts on the US, and keeps a country it does not list', () => {
    expect(formValuesOf().country).toBe('US');
    expect(formValuesOf({ country: 'SG' }).country).toBe('SG');
    expect(formValuesOf({ country: '' }).country).toBe('US');
  });
});
