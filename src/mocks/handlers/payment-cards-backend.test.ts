import { describe, expect, it } from 'vitest';
import { PaymentCardSchema } from '../../api/payment-cards/payment-details.schema';
import { issueCardToken } from '../payment/provider-vault';
import { call, parsed, signIn } from '../../testing/commerce-backend';
import { cardToken } from '../../testing/order-backend';
import {
  add,
  CARDS,
  confirmed,
  DANA,
  expectCardError,
  listCards,
  summary,
} from '../../testing/payment-cards-backend';
import { cardBilling, DANA_OFFICE } from '../../testing/seeded-addresses';

// The saved cards' endpoints of the fake platform (src/mocks/handlers/payment-cards.ts) as OCC's
// paymentdetails: the list and delete behind step-up, set default and delete answering no body and
// replaying nothing; add (the store's extension) from a provider token, once per Idempotency-Key.
describe('payment cards: default, add, delete', () => {
  it('marks the first card the default, and sets another with no body answered; again changes nothing', async () => {
    const token = signIn(DANA);
    expect(await summary(token)).toEqual([
      ['4242', true],
      ['5100', false],
    ]);
    const set = await call('PATCH', `${CARDS}/card-1001-2`, {
      token,
      requestId: 'default-1',
      body: { defaultPayment: true },
    });
    expect(set.status).toBe(200);
    expect(set.body).toBeUndefined();
    // The same request again (a retry after a lost answer) is not a replay: it ends the same.
    const again = await call('PATCH', `${CARDS}/card-1001-2`, {
      token,
      requestId: 'default-1',
      body: { defaultPayment: true },
    });
    expect(again.status).toBe(200);
    expect(again.headers.get('X-Idempotent-Replay')).toBeNull();
    expect(await summary(token)).toEqual([
      ['4242', false],
      ['5100', true],
    ]);
    const foreign = await call('PATCH', `${CARDS}/card-1003-1`, {
      token,
      body: { defaultPayment: true },
    });
    expectCardError(foreign, 400, 'cardNotFound', 'paymentDetailsId');
    expect(foreign.body).toMatchObject({
      errors: [{ subjectType: 'parameter', message: 'Payment details [card-1003-1] not found.' }],
    });
  });

  it('adds a card from a provider token once per Idempotency-Key, and never twice the same card', async () => {
    const token = signIn(DANA);
    const first = await add(token, cardToken('5555555555554444'), 'add-1');
    const card = parsed(first, 201, PaymentCardSchema);
    expect(card).toEqual({
      id: 'card-1001-3',
      brand: 'mastercard',
      last4: '4444',
      expiryMonth: 12,
      expiryYear: 2034,
      defaultPayment: false,
      cardHolder: { firstName: 'Dana', lastName: 'Whitfield' },
      billingAddress: cardBilling(DANA_OFFICE, 'card-1001-3'),
    });
    // A double click: the same key (even with another token) answers the same card.
    const repeat = await add(token, cardToken('5555555555554444'), 'add-1');
    expect(parsed(repeat, 201, PaymentCardSchema)).toEqual(card);
    expect(repeat.headers.get('X-Idempotent-Replay')).toBe('true');
    // The same card under a new key is the card already saved.
    const sameCard = parsed(
      await add(token, cardToken('5555555555554444'), 'add-2'),
      201,
      PaymentCardSchema,
    );
    expect(sameCard.id).toBe('card-1001-3');
    expect(await summary(token)).toEqual([
      ['4242', true],
      ['5100', false],
      ['4444', false],
    ]);
  });

  it('refuses a used token, an expired card and a declined one, saving none of them', async () => {
    const token = signIn(DANA);
    const used = cardToken('4242424242424242');
    parsed(await add(token, used, 'k1'), 201, PaymentCardSchema);
    expectCardError(await add(token, used, 'k2'), 400, 'invalidToken');
    expectCardError(await add(token, 'tok_unknown', 'k3'), 400, 'invalidToken');
    const expired = issueCardToken({
      number: '4242424242424242',
      brand: 'visa',
      expiryMonth: 1,
      expiryYear: 2020,
      securityCode: '123',
    });
    expectCardError(await add(token, expired, 'k4'), 400, 'cardExpired');
    expectCardError(await add(token, cardToken('4000000000000002'), 'k5'), 402, 'cardDeclined');
    expectCardError(
      await call('POST', CARDS, { token, body: { nope: true }, requestId: 'k6' }),
      400,
      'invalidToken',
    );
    // The two seeded cards and the one the used token saved first.
    expect((await listCards(token)).map((card) => card.last4)).toEqual(['4242', '5100', '4242']);
  });

  it('deletes behind step-up, once; the default gone, the first remaining card is the default', async () => {
    const token = signIn(DANA);
    const path = `${CARDS}/card-1001-1`;
    const challenged = await call('DELETE', path, { token, requestId: 'del-1' });
    expect(challenged.status).toBe(401);
    expect(challenged.body).toHaveProperty('advices.TransactionConditionAdvice');
    expect(await summary(token)).toHaveLength(2);

    const deleted = await call('DELETE', path, {
      token,
      requestId: 'del-1',
      headers: confirmed(DANA),
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toBeUndefined();
    // A retry of the same delete (its answer lost) replays nothing: the gateway asks to confirm
    // again, and OCC then refuses the id it no longer holds, which the client counts as deleted.
    const retried = await call('DELETE', path, { token, requestId: 'del-1' });
    expect(retried.status).toBe(401);
    expectCardError(
      await call('DELETE', path, { token, requestId: 'del-1', headers: confirmed(DANA) }),
      400,
      'cardNotFound',
      'paymentDetailsId',
    );
    expect(await summary(token)).toEqual([['5100', true]]);

    // A card added later never takes a deleted card's id.
    const added = parsed(
      await add(token, cardToken('378282246310005', '1234'), 'add-after'),
      201,
      PaymentCardSchema,
    );
    expect(added.id).toBe('card-1001-3');
  });

  it("refuses a visitor and another shopper's cards", async () => {
    expect((await call('DELETE', `${CARDS}/card-1001-1`)).status).toBe(401);
    const other = signIn('u-1003');
    const foreign = await call('DELETE', `/users/${DANA}/paymentdetails/card-1001-1`, {
      token: other,
    });
    expect(foreign.status).toBe(403);
    const ownPath = await call('DELETE', `${CARDS}/card-1001-1`, {
      token: other,
      headers: confirmed('u-1003'),
    });
    expectCardError(ownPath, 400, 'cardNotFound');
  });
});
