import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AccountPaymentSchema } from './account-payment.schema';
import { OccPaymentTypeListSchema } from './occ-payment-types.schema';
import { toPaymentOptions } from './payment-options-converter';
import {
  PaymentCardsSchema,
  type OccPaymentDetails,
} from '../payment-cards/payment-details.schema';
import { occAddress } from '../../testing/occ-fixtures';

// The checkout's payment options from OCC's saved cards, OCC's B2B payment types and the store's
// account payment (payment-options-converter.ts), each read at its own schema as the client does,
// with what OCC may leave out and codes the store does not know.

const card = (id: string, over: Partial<OccPaymentDetails> = {}): OccPaymentDetails => ({
  id,
  accountHolderName: 'Dana Whitfield',
  cardNumber: '************4242',
  cardType: { code: 'visa', name: 'Visa' },
  expiryMonth: '08',
  expiryYear: '2029',
  defaultPayment: false,
  saved: true,
  billingAddress: occAddress(`${id}-billing`),
  ...over,
});

const B2B_TYPES = { paymentTypes: [{ code: 'CARD' }, { code: 'ACCOUNT' }] };
const ORGANISATION = {
  purchaseOrder: { available: true },
  accountAddress: occAddress('acct-billing'),
};

/** The three answers through the schemas the client reads them with, then converted. */
function convert(cards: unknown, types: unknown, account: unknown) {
  return toPaymentOptions({
    savedCards: v.parse(PaymentCardsSchema, cards),
    paymentTypes: v.parse(OccPaymentTypeListSchema, types),
    accountPayment: v.parse(AccountPaymentSchema, account),
  });
}

describe('the payment options from OCC and the account payment', () => {
  it("offer the saved cards, the default first, purchase order and the account's address", () => {
    const options = convert(
      { payments: [card('pd-1'), card('pd-2', { defaultPayment: true, cardNumber: '**5100' })] },
      B2B_TYPES,
      ORGANISATION,
    );
    expect(
      options.savedCards.map(({ id, last4, defaultPayment }) => [id, last4, defaultPayment]),
    ).toEqual([
      ['pd-2', '5100', true],
      ['pd-1', '4242', false],
    ]);
    expect(options.purchaseOrder).toEqual({ available: true });
    expect(options.accountAddress).toMatchObject({ id: 'acct-billing', line1: '1 Main St' });
  });

  it('name a card type the store does not know by the platform’s name, else its code', () => {
    const options = convert(
      {
        payments: [
          card('pd-1', { cardType: { code: 'diners', name: 'Diners Club' } }),
          card('pd-2', { cardType: { code: 'jcb' } }),
          card('pd-3', { cardType: undefined }),
        ],
      },
      B2B_TYPES,
      ORGANISATION,
    );
    expect(options.savedCards.map((saved) => saved.brand)).toEqual(['Diners Club', 'jcb', '']);
  });

  it('offer no saved card when OCC leaves the list out (the shopper has none)', () => {
    expect(convert({}, B2B_TYPES, ORGANISATION).savedCards).toEqual([]);
    expect(convert({ payments: [] }, B2B_TYPES, ORGANISATION).savedCards).toEqual([]);
  });

  it('offer no purchase order when the site takes no payment on account (its list left out too)', () => {
    for (const types of [{}, { paymentTypes: [] }, { paymentTypes: [{ code: 'CARD' }] }]) {
      expect(convert({}, types, ORGANISATION).purchaseOrder).toEqual({
        available: false,
        reason: 'notOffered',
      });
    }
  });

  it('ignore payment types the store does not know and a type’s display name', () => {
    const types = {
      paymentTypes: [
        { code: 'BANK_TRANSFER', displayName: 'Bank Transfer' },
        { code: 'ACCOUNT', displayName: 'Account Payment' },
      ],
    };
    expect(convert({}, types, ORGANISATION).purchaseOrder).toEqual({ available: true });
  });

  it("keep the account's reason, and no address when the account has none or none is chosen", () => {
    const personal = convert({}, B2B_TYPES, {
      purchaseOrder: { available: false, reason: 'personalAccount' },
    });
    expect(personal.purchaseOrder).toEqual({ available: false, reason: 'personalAccount' });
    expect(personal).not.toHaveProperty('accountAddress');
    const none = convert({}, B2B_TYPES, { purchaseOrder: { available: false } });
    expect(none.purchaseOrder).toEqual({ available: false });
  });

  it('refuse an account payment with a reason the store does not know', () => {
    expect(() =>
      convert({}, B2B_TYPES, { purchaseOrder: { available: false, reason: 'creditHold' } }),
    ).toThrow(v.ValiError);
  });
});
