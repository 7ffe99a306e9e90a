import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  PaymentCardSchema,
  PaymentCardsSchema,
  type OccPaymentDetails,
} from './payment-details.schema';
import { cardBrandName } from '../../rules/card/card-brand';

// OCC's PaymentDetailsWsDTO read as the widgets' saved card (payment-details.schema.ts), with the
// fields OCC may leave out and card types the store does not know.

const billingAddress = {
  id: 'pd-1-billing',
  firstName: 'Dana',
  lastName: 'Whitfield',
  line1: '120 Maple Avenue',
  town: 'Springfield',
  postalCode: '62704',
  country: { isocode: 'US', name: 'United States' },
  region: { isocode: 'US-IL', name: 'Illinois' },
};

const occ = (over: Partial<OccPaymentDetails> = {}): OccPaymentDetails => ({
  id: 'pd-1',
  accountHolderName: 'Dana Whitfield',
  cardNumber: '************4444',
  cardType: { code: 'master', name: 'Mastercard' },
  expiryMonth: '08',
  expiryYear: '2029',
  defaultPayment: true,
  saved: true,
  billingAddress,
  cardHolder: { firstName: 'Dana', lastName: 'Whitfield' },
  ...over,
});

describe('a saved card from OCC', () => {
  it('reads the masked number, the card type, the string expiry and the holder', () => {
    expect(v.parse(PaymentCardSchema, occ())).toEqual({
      id: 'pd-1',
      brand: 'mastercard',
      last4: '4444',
      expiryMonth: 8,
      expiryYear: 2029,
      defaultPayment: true,
      cardHolder: { firstName: 'Dana', lastName: 'Whitfield' },
      billingAddress: expect.objectContaining({
        id: 'pd-1-billing',
        country: 'US',
        region: 'IL',
        countryName: 'United States',
      }) as unknown,
    });
  });

  it.each([
    ['visa', 'visa'],
    ['master', 'mastercard'],
    ['mastercard_eurocard', 'mastercard'],
    ['amex', 'amex'],
    ['discover', 'discover'],
  ])("takes SAP's card type %s as our brand %s", (code, brand) => {
    expect(v.parse(PaymentCardSchema, occ({ cardType: { code } })).brand).toBe(brand);
  });

  it('shows a card type the store does not know by its name, else its code', () => {
    const diners = v.parse(
      PaymentCardSchema,
      occ({ cardType: { code: 'diners', name: 'Diners Club' } }),
    );
    expect(cardBrandName(diners.brand)).toBe('Diners Club');
    const unnamed = v.parse(PaymentCardSchema, occ({ cardType: { code: 'maestro' } }));
    expect(cardBrandName(unnamed.brand)).toBe('maestro');
    expect(cardBrandName(v.parse(PaymentCardSchema, occ()).brand)).toBe('Mastercard');
  });

  it('splits accountHolderName when the store attribute cardHolder is left out', () => {
    const { cardHolder: _left, ...bare } = occ({ accountHolderName: ' Mary Ann  Smith ' });
    expect(v.parse(PaymentCardSchema, bare).cardHolder).toEqual({
      firstName: 'Mary',
      lastName: 'Ann Smith',
    });
  });

  it('takes a one-digit month, and no defaultPayment as not the default', () => {
    const { defaultPayment: _left, saved: _saved, ...bare } = occ({ expiryMonth: '3' });
    expect(v.parse(PaymentCardSchema, bare)).toMatchObject({
      expiryMonth: 3,
      defaultPayment: false,
    });
  });

  it('refuses a month out of range and a number without its last four digits', () => {
    expect(v.safeParse(PaymentCardSchema, occ({ expiryMonth: '13' })).success).toBe(false);
    expect(v.safeParse(PaymentCardSchema, occ({ cardNumber: '************' })).success).toBe(false);
  });

  it('reads a list without payments (a shopper with no card) as no cards', () => {
    expect(v.parse(PaymentCardsSchema, {})).toEqual([]);
    expect(v.parse(PaymentCardsSchema, { payments: [occ()] })).toHaveLength(1);
  });
});
