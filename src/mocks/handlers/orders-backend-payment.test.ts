import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AddressListSchema } from '../../api/addresses/address.schema';
import { cardBrandOf, securityCodeLength } from '../../rules/card/card-brand';
import { passesLuhn } from '../../rules/card/card-number';
import { paymentDetailsListOf, savedCardsOf } from '../identity/payment-cards';
import {
  issueCaptchaToken,
  issueCardToken,
  issueSecurityCodeToken,
} from '../payment/provider-vault';
import { TEST_CARDS, outcomeOf } from '../payment/test-cards';
import { resetMockState } from '../handlers';
import { CURRENT, call, signIn } from '../../testing/commerce-backend';
import {
  DANA,
  DANA_PERSONAL,
  LIN,
  MARIA,
  MARIA_FOR,
  paymentOptions,
  cardToken,
  counts,
  expectOrderError,
  newCard,
  place,
  placed,
  readyToOrder,
  type Checkout,
} from '../../testing/order-backend';
import { cardBillingOnWire, DANA_HOME, DANA_OFFICE } from '../../testing/seeded-addresses';

// The payment of place order on the fake backend (src/mocks/db/order-payment.ts): each test card's
// outcome, an expired card, single-use tokens, saved cards and their security codes, save card,
// the card's billing address, the captcha and the sanctions screening.
const SAM = 'u-1002';
const VISA = '4242424242424242';
const REVIEW = '4000000000009235';
const SANCTIONED = '4000000000000101';

describe('a new card', () => {
  it.each(TEST_CARDS.map((card) => [card.number, card.outcome] as const))(
    '%s: %s',
    async (number, outcome) => {
      const token = signIn(DANA);
      await readyToOrder(token, DANA_PERSONAL);
      const securityCode = cardBrandOf(number) === 'amex' ? '1234' : '123';
      const answer = await place(token, newCard(cardToken(number, securityCode)));
      if (outcome === 'approve' || outcome === 'review' || outcome === 'sanctions') {
        const order = placed(answer);
        expect(order.status).toBe(outcome === 'review' ? 'ON_HOLD' : 'CONFIRMED');
        expect(order.payment).toEqual({
          type: 'CARD',
          brand: cardBrandOf(number),
          last4: number.slice(-4),
        });
        expect(await counts()).toEqual({ orders: 1, charges: 1 });
      } else {
        expectOrderError(answer, 402, outcome);
        expect(await counts()).toEqual({ orders: 0, charges: 0 });
        // Nothing was placed: the cart is still there to pay otherwise.
        placed(await place(token, newCard(cardToken(VISA))));
      }
    },
  );

  it('declines a card past its expiry (402 expiredCard)', async () => {
    const token = signIn(DANA);
    await readyToOrder(token, DANA_PERSONAL);
    const expired = issueCardToken({
      number: VISA,
      brand: 'visa',
      expiryMonth: 1,
      expiryYear: 2020,
      securityCode: '123',
    });
    expectOrderError(await place(token, newCard(expired)), 402, 'expiredCard');
  });

  it('redeems a token once: unknown and used tokens are 402 invalidToken', async () => {
    const token = signIn(DANA);
    await readyToOrder(token, DANA_PERSONAL);
    expectOrderError(await place(token, newCard('tok_unknown')), 402, 'invalidToken');
    const declined = cardToken('4000000000000002');
    expectOrderError(await place(token, newCard(declined)), 402, 'declined');
    expectOrderError(await place(token, newCard(declined)), 402, 'invalidToken');
  });

  it('is blocked by the sanctions screening when it is on (403), and charged nothing', async () => {
    const token = signIn(DANA);
    await readyToOrder(token, DANA_PERSONAL);
    const blocked = await place(token, newCard(cardToken(SANCTIONED)), {
      sanctionsScreening: true,
    });
    expectOrderError(blocked, 403, 'sanctionsBlocked');
    expect(await counts()).toEqual({ orders: 0, charges: 0 });
    // The screening screens the card: other cards pass it.
    const order = placed(
      await place(token, newCard(cardToken(VISA)), { sanctionsScreening: true }),
    );
    expect(order.status).toBe('CONFIRMED');
  });

  it('is saved for the shopper when asked, and can pay with its security code after', async () => {
    const token = signIn(DANA);
    await readyToOrder(token, DANA_PERSONAL);
    const payment = newCard(cardToken(REVIEW, '987'), { saveCard: true });
    expect(placed(await place(token, payment)).status).toBe('ON_HOLD');
    // It keeps the holder and the billing address it was paid with (the order's, here).
    expect(paymentCardsOf(DANA).at(-1)).toEqual({
      id: 'card-1001-3',
      accountHolderName: 'Dana Whitfield',
      cardNumber: '************9235',
      cardType: { code: 'visa', name: 'Visa' },
      expiryMonth: '12',
      expiryYear: '2034',
      defaultPayment: false,
      saved: true,
      cardHolder: { firstName: 'Dana', lastName: 'Whitfield' },
      billingAddress: cardBillingOnWire(DANA_HOME, 'card-1001-3'),
    });
    await readyToOrder(token, DANA_PERSONAL);
    const options = await paymentOptions(token);
    expect(options.savedCards.map((card) => card.id)).toEqual([
      'card-1001-1',
      'card-1001-2',
      'card-1001-3',
    ]);
    await readyToOrder(token, DANA_PERSONAL);
    const saved = {
      type: 'SAVED_CARD',
      cardId: 'card-1001-3',
      securityCodeToken: issueSecurityCodeToken('card-1001-3', '987'),
    } as const;
    // A card whose test number sends it to review does so as a saved card too.
    expect(placed(await place(token, saved)).status).toBe('ON_HOLD');
    // The same card again is not saved twice; a card not asked for is not saved.
    await readyToOrder(token, DANA_PERSONAL);
    placed(await place(token, newCard(cardToken(REVIEW, '987'), { saveCard: true })));
    await readyToOrder(token, DANA_PERSONAL);
    placed(await place(token, newCard(cardToken('5555555555554444'))));
    expect(savedCardsOf(DANA)).toHaveLength(3);
  });

  it("bills to the order's, the account's, a book's or a new address (saved to the book when asked)", async () => {
    const token = signIn(DANA);
    const bookSize = async () =>
      v.parse(AddressListSchema, (await call('GET', `${CURRENT}/addresses`, { token })).body)
        .addresses.length;
    const before = await bookSize();
    await readyToOrder(token, DANA_PERSONAL);
    const address = {
      firstName: 'Dana',
      lastName: 'Whitfield',
      country: 'US',
      region: 'IL',
      town: 'Chicago',
      line1: '1 Wacker Drive',
      postalCode: '60601',
    };
    const invalid = newCard(cardToken(VISA), {
      billingAddress: {
        use: 'new',
        address: { ...address, postalCode: 'x' },
        saveInAddressBook: true,
      },
    });
    expectOrderError(await place(token, invalid), 400, 'invalid', 'postalCode');
    const unknown = newCard(cardToken(VISA), {
      billingAddress: { use: 'book', addressId: 'nope' },
    });
    expectOrderError(await place(token, unknown), 400, 'invalid', 'addressId');
    for (const billingAddress of [
      { use: 'account' },
      { use: 'book', addressId: 'addr-1001-office' },
    ] as const) {
      placed(await place(token, newCard(cardToken(VISA), { billingAddress })));
      await readyToOrder(token, DANA_PERSONAL);
    }
    const kept = newCard(cardToken(VISA), {
      billingAddress: { use: 'new', address, saveInAddressBook: false },
    });
    placed(await place(token, kept));
    expect(await bookSize()).toBe(before);
    await readyToOrder(token, DANA_PERSONAL);
    const saved = newCard(cardToken(VISA), {
      billingAddress: { use: 'new', address, saveInAddressBook: true },
    });
    placed(await place(token, saved));
    expect(await bookSize()).toBe(before + 1);
  });
});

/** Each shopper's order for their personal account, to their own address. */
const PERSONAL_CHECKOUTS: Readonly<Record<string, Checkout>> = {
  [DANA]: DANA_PERSONAL,
  [MARIA]: MARIA_FOR('personal-u-1003'),
  [LIN]: {
    accountId: 'personal-u-1004',
    userId: LIN,
    addressId: 'addr-1004-clinic',
    mode: 'international-standard',
  },
  [SAM]: { accountId: 'personal-u-1002', userId: SAM, addressId: 'addr-1002-home' },
};

describe('a saved card', () => {
  const savedCard = (cardId: string, securityCode: string) =>
    ({
      type: 'SAVED_CARD',
      cardId,
      securityCodeToken: issueSecurityCodeToken(cardId, securityCode),
    }) as const;

  it.each([
    [DANA, 'card-1001-1', 'visa', '4242', '123'],
    [DANA, 'card-1001-2', 'mastercard', '5100', '456'],
    [MARIA, 'card-1003-1', 'amex', '0005', '7890'],
    [LIN, 'card-1004-1', 'visa', '1881', '321'],
    [SAM, 'card-1002-1', 'visa', '1111', '111'],
  ])('%s %s (%s %s) pays with security code %s', async (userId, cardId, brand, last4, code) => {
    const [seeded] = savedCardsOf(userId).filter((card) => card.id === cardId);
    expect(seeded && passesLuhn(seeded.number)).toBe(true);
    expect(seeded && cardBrandOf(seeded.number)).toBe(brand);
    expect(seeded && outcomeOf(seeded.number)).toBe('approve');
    expect(code).toHaveLength(securityCodeLength(cardBrandOf(seeded?.number ?? '')));
    const token = signIn(userId);
    await readyToOrder(token, PERSONAL_CHECKOUTS[userId] ?? DANA_PERSONAL);
    const order = placed(await place(token, savedCard(cardId, code)));
    expect(order.payment).toEqual({ type: 'CARD', brand, last4 });
    expect(await counts()).toEqual({ orders: 1, charges: 1 });
  });

  it("refuses a wrong security code (402 incorrectSecurityCode), a token for another card or used (402 invalidToken), another shopper's card (400)", async () => {
    const token = signIn(DANA);
    await readyToOrder(token, DANA_PERSONAL);
    expectOrderError(
      await place(token, savedCard('card-1001-1', '124')),
      402,
      'incorrectSecurityCode',
    );
    const forOther = {
      type: 'SAVED_CARD',
      cardId: 'card-1001-1',
      securityCodeToken: issueSecurityCodeToken('card-1001-2', '123'),
    } as const;
    expectOrderError(await place(token, forOther), 402, 'invalidToken');
    expectOrderError(
      await place(token, savedCard('card-1003-1', '7890')),
      400,
      'invalid',
      'cardId',
    );
    const once = savedCard('card-1001-1', '123');
    placed(await place(token, once));
    await readyToOrder(token, DANA_PERSONAL);
    expectOrderError(await place(token, once), 402, 'invalidToken');
    expect(await counts()).toEqual({ orders: 1, charges: 1 });
  });
});

/** The shopper's saved cards as OCC's list holds them. */
const paymentCardsOf = (userId: string) => paymentDetailsListOf(userId).payments;

/** Dana's home address as a card's own copy: under the card's id, without the book's defaults. */
describe("saved cards on OCC's paymentdetails wire", () => {
  it('keep its shape (masked number, SAP card type codes, string expiry, no code), and reset forgets the cards saved', async () => {
    const seeded = [
      {
        id: 'card-1001-1',
        accountHolderName: 'Dana Whitfield',
        cardNumber: '************4242',
        cardType: { code: 'visa', name: 'Visa' },
        expiryMonth: '08',
        expiryYear: '2029',
        defaultPayment: true,
        saved: true,
        cardHolder: { firstName: 'Dana', lastName: 'Whitfield' },
        billingAddress: cardBillingOnWire(DANA_HOME, 'card-1001-1'),
      },
      {
        id: 'card-1001-2',
        accountHolderName: 'Danielle Whitfield',
        cardNumber: '************5100',
        cardType: { code: 'master', name: 'Mastercard' },
        expiryMonth: '02',
        expiryYear: '2028',
        defaultPayment: false,
        saved: true,
        cardHolder: { firstName: 'Danielle', lastName: 'Whitfield' },
        billingAddress: cardBillingOnWire(DANA_OFFICE, 'card-1001-2'),
      },
    ];
    expect(paymentCardsOf(DANA)).toEqual(seeded);
    const token = signIn(DANA);
    await readyToOrder(token, DANA_PERSONAL);
    placed(await place(token, newCard(cardToken(VISA, '999'), { saveCard: true })));
    expect(paymentCardsOf(DANA)).toHaveLength(3);
    resetMockState();
    expect(paymentCardsOf(DANA)).toEqual(seeded);
    expect(savedCardsOf(DANA).map((card) => card.securityCode)).toEqual(['123', '456']);
  });
});

describe('the captcha', () => {
  it('is checked only when the request carries one, and verifies once (400 captchaFailed)', async () => {
    const token = signIn(DANA);
    await readyToOrder(token, DANA_PERSONAL);
    const captcha = issueCaptchaToken();
    placed(await place(token, newCard(cardToken(VISA)), { captchaToken: captcha }));
    await readyToOrder(token, DANA_PERSONAL);
    const card = cardToken(VISA);
    expectOrderError(
      await place(token, newCard(card), { captchaToken: captcha }),
      400,
      'captchaFailed',
    );
    expectOrderError(
      await place(token, newCard(card), { captchaToken: 'captcha_unknown' }),
      400,
      'captchaFailed',
    );
    expect(await counts()).toEqual({ orders: 1, charges: 1 });
    // Refused before the provider was asked: the card's token is still good.
    const order = placed(await place(token, newCard(card), { captchaToken: issueCaptchaToken() }));
    expect(order.status).toBe('CONFIRMED');
    await readyToOrder(token, DANA_PERSONAL);
    placed(await place(token, { type: 'BANK_TRANSFER' }));
  });
});
