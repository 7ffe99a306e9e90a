import { describe, expect, it } from 'vitest';
import { AddressListSchema, type AddressInput } from '../../api/addresses/address.schema';
import type { NewPaymentCard } from '../../api/payment-cards/card-details.schema';
import { PaymentCardSchema } from '../../api/payment-cards/payment-details.schema';
import { call, CURRENT, parsed, signIn } from '../../testing/commerce-backend';
import { cardToken, MARIA } from '../../testing/order-backend';
import {
  add,
  DANA,
  DETAILS,
  expectCardError,
  listCards,
} from '../../testing/payment-cards-backend';

// A saved card's holder and billing address on the fake platform (src/mocks/db/card-details.ts,
// src/mocks/identity/payment-cards.ts): checked when a card is added (names rule, address rules,
// the shopper's own book), kept with the card as its own copy, and listed with it.

const MASTERCARD = '5555555555554444';

const typed = (overrides: Partial<AddressInput> = {}): AddressInput => ({
  firstName: 'Dana',
  lastName: 'Whitfield',
  country: 'US',
  region: 'NY',
  town: 'New York',
  line1: '350 Fifth Avenue',
  line2: 'Floor 20',
  postalCode: '10118',
  ...overrides,
});

const withHolder = (firstName: string, lastName: string): Omit<NewPaymentCard, 'token'> => ({
  ...DETAILS,
  cardHolder: { firstName, lastName },
});

const withBilling = (
  billingAddress: NewPaymentCard['billingAddress'],
): Omit<NewPaymentCard, 'token'> => ({ ...DETAILS, billingAddress });

const book = async (token: string) =>
  parsed(await call('GET', `${CURRENT}/addresses`, { token }), 200, AddressListSchema).addresses;

describe('a saved card’s holder and billing address', () => {
  it('are listed with every seeded card, with the names of the country and region in the asked language', async () => {
    const maria = signIn(MARIA);
    const [amex] = await listCards(maria, MARIA, 'fr');
    expect(amex?.cardHolder).toEqual({ firstName: 'Maria', lastName: 'Álvarez' });
    expect(amex?.billingAddress).toMatchObject({
      id: 'card-1003-1-billing',
      companyName: 'Riverside Unified School District',
      line1: '3380 14th Street',
      town: 'Riverside',
      region: 'CA',
      postalCode: '92501',
      countryName: 'États-Unis',
    });
    // The card's copy carries none of the book's default marks.
    expect(amex?.billingAddress).not.toHaveProperty('defaultBilling');
  });

  it.each([
    ['', 'Whitfield', 'cardHolder.firstName', 'name.firstRequired'],
    ['Dana', '   ', 'cardHolder.lastName', 'name.lastRequired'],
    ['Dana2', 'Whitfield', 'cardHolder.firstName', 'name.firstInvalid'],
    ['Dana', 'W'.repeat(61), 'cardHolder.lastName', 'name.lastTooLong'],
  ])(
    'refuse the holder %j %j (400 invalid %s), saving nothing and leaving the token unused',
    async (firstName, lastName, subject, messageKey) => {
      const token = signIn(DANA);
      const card = cardToken(MASTERCARD);
      const refused = await add(token, card, 'k1', withHolder(firstName, lastName));
      expectCardError(refused, 400, 'invalid', subject);
      expect(JSON.stringify(refused.body)).toContain(messageKey);
      expect(await listCards(token)).toHaveLength(2);
      // The same token still saves the card once the names are right (a new attempt, a new key).
      const saved = parsed(await add(token, card, 'k2'), 201, PaymentCardSchema);
      expect(saved.last4).toBe('4444');
    },
  );

  it('keep the holder as the names rule tidies it (accents, typographic apostrophe, spaces)', async () => {
    const token = signIn(DANA);
    const saved = parsed(
      await add(token, cardToken(MASTERCARD), 'k1', withHolder('  Zoë ', 'O’Brien   Núñez')),
      201,
      PaymentCardSchema,
    );
    expect(saved.cardHolder).toEqual({ firstName: 'Zoë', lastName: "O'Brien Núñez" });
  });

  it('refuse a billing address not in the shopper’s own book, and an old record the rules refuse', async () => {
    const dana = signIn(DANA);
    expectCardError(
      await add(dana, cardToken(MASTERCARD), 'k1', withBilling({ use: 'book', addressId: 'nope' })),
      400,
      'invalid',
      'billingAddress.addressId',
    );
    // Another shopper's address is not Dana's to bill to.
    expectCardError(
      await add(
        dana,
        cardToken(MASTERCARD),
        'k2',
        withBilling({ use: 'book', addressId: 'addr-1003-district' }),
      ),
      400,
      'invalid',
      'billingAddress.addressId',
    );
    // Maria's "Álvarez Jr." (a full stop the names rule refuses) cannot bill a card.
    const maria = signIn(MARIA);
    expectCardError(
      await add(
        maria,
        cardToken(MASTERCARD),
        'k3',
        withBilling({ use: 'book', addressId: 'addr-1003-accented' }),
      ),
      400,
      'invalid',
      'billingAddress.lastName',
    );
    expect(await listCards(dana)).toHaveLength(2);
    expect(await listCards(maria, MARIA)).toHaveLength(1);
  });

  it('take a new address through the address rules, joining the book only when asked', async () => {
    const token = signIn(DANA);
    expectCardError(
      await add(
        token,
        cardToken(MASTERCARD),
        'k1',
        withBilling({
          use: 'new',
          address: typed({ line1: 'P.O. Box 12' }),
          saveInAddressBook: true,
        }),
      ),
      400,
      'invalid',
      'billingAddress.address.line1',
    );
    expect(await book(token)).toHaveLength(2);

    const kept = parsed(
      await add(
        token,
        cardToken(MASTERCARD),
        'k2',
        withBilling({ use: 'new', address: typed(), saveInAddressBook: false }),
      ),
      201,
      PaymentCardSchema,
    );
    expect(kept.billingAddress).toMatchObject({ line1: '350 Fifth Avenue', line2: 'Floor 20' });
    expect(await book(token)).toHaveLength(2);

    parsed(
      await add(
        token,
        cardToken('378282246310005', '1234'),
        'k3',
        withBilling({
          use: 'new',
          address: typed({ line1: '1 Liberty Plaza' }),
          saveInAddressBook: true,
        }),
      ),
      201,
      PaymentCardSchema,
    );
    expect((await book(token)).map((address) => address.line1)).toEqual([
      '120 Maple Avenue',
      '455 Market Street',
      '1 Liberty Plaza',
    ]);
  });

  it('are the card’s own: a later edit or delete of the book address leaves them', async () => {
    const token = signIn(DANA);
    parsed(await add(token, cardToken(MASTERCARD), 'k1'), 201, PaymentCardSchema);
    const deleted = await call('DELETE', `${CURRENT}/addresses/addr-1001-office`, { token });
    expect(deleted.status).toBe(200);
    const cards = await listCards(token);
    expect(cards.map((card) => card.billingAddress.line1)).toEqual([
      '120 Maple Avenue',
      '455 Market Street',
      '455 Market Street',
    ]);
  });

  it('follow the shopper’s latest word when the same card is added again', async () => {
    const token = signIn(DANA);
    const first = parsed(await add(token, cardToken(MASTERCARD), 'k1'), 201, PaymentCardSchema);
    const again = parsed(
      await add(token, cardToken(MASTERCARD), 'k2', {
        cardHolder: { firstName: 'Danielle', lastName: 'Whitfield' },
        billingAddress: { use: 'book', addressId: 'addr-1001-home' },
      }),
      201,
      PaymentCardSchema,
    );
    expect(again.id).toBe(first.id);
    expect(again.cardHolder.firstName).toBe('Danielle');
    expect(again.billingAddress.line1).toBe('120 Maple Avenue');
    const cards = await listCards(token);
    expect(cards).toHaveLength(3);
    expect(cards[2]?.cardHolder.firstName).toBe('Danielle');
  });
});
