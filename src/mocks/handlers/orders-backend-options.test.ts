import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AccountPaymentSchema } from '../../api/orders/account-payment.schema';
import { resetMockState } from '../handlers';
import { PO_NUMBER_MAX_LENGTH } from '../../rules/purchase-order/purchase-order';
import { call, cartWith, choose, getCheckout, signIn } from '../../testing/commerce-backend';
import {
  ACCOUNT_PAYMENT,
  CHECKOUT_CARDS,
  PAYMENT_TYPES,
  DANA,
  DANA_PERSONAL,
  LIN,
  MARIA,
  MARIA_FOR,
  paymentOptions,
  PPVT_FORMS,
  counts,
  expectOrderError,
  place,
  placed,
  readyToOrder,
} from '../../testing/order-backend';

// Payment options as the checkout reads them, and the methods taken without a new card: saved
// cards, purchase order (refused to personal accounts and first-time organisations), bank transfer.
const options = paymentOptions;

const po = (poNumber: string) => ({ type: 'PURCHASE_ORDER', poNumber }) as const;

describe('payment options', () => {
  it("offer the shopper's saved cards, masked, and the personal account's address; no purchase order", async () => {
    const token = signIn(DANA);
    await readyToOrder(token, DANA_PERSONAL);
    const state = await getCheckout(token);
    const masked = (await options(token)).savedCards.map(
      ({ cardHolder: _holder, billingAddress: _billing, ...card }) => card,
    );
    expect(masked).toEqual([
      {
        id: 'card-1001-1',
        brand: 'visa',
        last4: '4242',
        expiryMonth: 8,
        expiryYear: 2029,
        defaultPayment: true,
      },
      {
        id: 'card-1001-2',
        brand: 'mastercard',
        last4: '5100',
        expiryMonth: 2,
        expiryYear: 2028,
        defaultPayment: false,
      },
    ]);
    expect(await options(token)).toMatchObject({
      purchaseOrder: { available: false, reason: 'personalAccount' },
      accountAddress: state.customerAccount?.billingAddress,
    });
    expect(Object.keys(await options(token)).sort()).toEqual([
      'accountAddress',
      'purchaseOrder',
      'savedCards',
    ]);
    expect(JSON.stringify(await options(token))).not.toContain('4242424242424242');
  });

  it('offer each saved card with its holder and billing address, as the Payment Cards list has them', async () => {
    const token = signIn(DANA);
    await readyToOrder(token, DANA_PERSONAL);
    const [first, second] = (await options(token)).savedCards;
    expect(first?.cardHolder).toEqual({ firstName: 'Dana', lastName: 'Whitfield' });
    expect(first?.billingAddress).toMatchObject({
      id: 'card-1001-1-billing',
      line1: '120 Maple Avenue',
      town: 'Springfield',
      region: 'IL',
      country: 'US',
    });
    expect(second?.cardHolder).toEqual({ firstName: 'Danielle', lastName: 'Whitfield' });
    expect(second?.billingAddress).toMatchObject({
      companyName: 'Whitfield Psychology',
      line1: '455 Market Street',
    });
    // The default card first, with its details: made default, the office card leads.
    await call('PATCH', '/users/current/paymentdetails/card-1001-2', {
      token,
      body: { defaultPayment: true },
    });
    const [leading] = (await options(token)).savedCards;
    expect(leading?.cardHolder.firstName).toBe('Danielle');
  });

  it('offer no purchase order before an account is chosen', async () => {
    const token = signIn(MARIA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    const answer = await options(token);
    expect(answer.purchaseOrder).toEqual({ available: false });
    expect(answer.accountAddress).toBeUndefined();
    expect(answer.savedCards.map((card) => [card.brand, card.last4])).toEqual([['amex', '0005']]);
  });

  it.each([
    [MARIA, 'org-1234', true],
    [MARIA, 'org-4321', false],
    [LIN, 'org-2468', true],
  ] as const)('%s for %s: purchase order offered %s', async (userId, accountId, available) => {
    const token = signIn(userId);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    const state = await choose(token, 'customer-account', { accountId });
    expect((await options(token)).purchaseOrder).toEqual(
      available ? { available: true } : { available: false, reason: 'noPreviousOrder' },
    );
    expect((await options(token)).accountAddress).toEqual(state.customerAccount?.billingAddress);
  });

  it('offer purchase order to the organisations seeded as having ordered, entered by number too', async () => {
    const token = signIn(MARIA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    for (const [accountNumber, available] of [
      ['3690', true],
      ['TMPHARBOR001', false],
    ] as const) {
      await choose(token, 'customer-account', { accountNumber, termsAccepted: true });
      expect((await options(token)).purchaseOrder.available).toBe(available);
    }
  });
});

describe('purchase order', () => {
  it('is refused for a personal account and for an organisation that never ordered (400 purchaseOrderNotAllowed)', async () => {
    const dana = signIn(DANA);
    await readyToOrder(dana, DANA_PERSONAL);
    expectOrderError(
      await place(dana, po('PO-1')),
      400,
      'purchaseOrderNotAllowed',
      'personalAccount',
    );
    const maria = signIn(MARIA);
    await readyToOrder(maria, MARIA_FOR('org-4321'));
    expectOrderError(
      await place(maria, po('PO-1')),
      400,
      'purchaseOrderNotAllowed',
      'noPreviousOrder',
    );
  });

  it("is allowed once the organisation's first order is placed", async () => {
    const token = signIn(MARIA);
    await readyToOrder(token, MARIA_FOR('org-4321'));
    const first = placed(await place(token, { type: 'BANK_TRANSFER' }));
    expect(first.status).toBe('CONFIRMED');
    await readyToOrder(token, MARIA_FOR('org-4321'));
    expect((await options(token)).purchaseOrder).toEqual({ available: true });
    const order = placed(await place(token, po('RAC-2026-001')));
    expect(order.payment).toEqual({ type: 'PURCHASE_ORDER', poNumber: 'RAC-2026-001' });
  });

  it('is refused again after a reset (the first order is forgotten)', async () => {
    const token = signIn(MARIA);
    await readyToOrder(token, MARIA_FOR('org-4321'));
    placed(await place(token, { type: 'BANK_TRANSFER' }));
    resetMockState();
    const fresh = signIn(MARIA);
    await readyToOrder(fresh, MARIA_FOR('org-4321'));
    expect((await options(fresh)).purchaseOrder).toEqual({
      available: false,
      reason: 'noPreviousOrder',
    });
  });

  it('takes a number of at most 50 characters, trimmed, and none empty (400 invalid poNumber)', async () => {
    const token = signIn(MARIA);
    await readyToOrder(token, MARIA_FOR('org-1234'));
    const longest = 'P'.repeat(PO_NUMBER_MAX_LENGTH);
    expect(PO_NUMBER_MAX_LENGTH).toBe(50);
    expectOrderError(await place(token, po(`${longest}1`)), 400, 'invalid', 'poNumber');
    expectOrderError(await place(token, po('')), 400, 'invalid', 'poNumber');
    expectOrderError(await place(token, po('   ')), 400, 'invalid', 'poNumber');
    const order = placed(await place(token, po(` ${longest} `)));
    expect(order.payment).toEqual({ type: 'PURCHASE_ORDER', poNumber: longest });
    expect(order.status).toBe('CONFIRMED');
    expect(await counts()).toEqual({ orders: 1, charges: 0 });
  });

  it('says which rule the number breaks', async () => {
    const token = signIn(MARIA);
    await readyToOrder(token, MARIA_FOR('org-1234'));
    const tooLong = await place(token, po('P'.repeat(51)));
    expect(tooLong.body).toMatchObject({ errors: [{ message: 'purchaseOrder.tooLong' }] });
    const empty = await place(token, po(''));
    expect(empty.body).toMatchObject({ errors: [{ message: 'purchaseOrder.required' }] });
  });
});

describe('bank transfer', () => {
  it('is accepted: the order is confirmed and nothing is charged', async () => {
    const token = signIn(DANA);
    await readyToOrder(token, DANA_PERSONAL);
    const order = placed(await place(token, { type: 'BANK_TRANSFER' }));
    expect(order.status).toBe('CONFIRMED');
    expect(order.payment).toEqual({ type: 'BANK_TRANSFER' });
    expect(await counts()).toEqual({ orders: 1, charges: 0 });
  });
});

describe("the payment options' reads on the fake backend", () => {
  it("answer the checkout's read of the saved cards without the step-up; any other read asks for it", async () => {
    const token = signIn(DANA);
    const checkoutRead = await call('GET', CHECKOUT_CARDS, { token });
    expect(checkoutRead.status).toBe(200);
    // OCC's PaymentDetailsList, as asked for: the saved cards only, in the order they were saved.
    const { payments } = checkoutRead.body as { payments: Record<string, unknown>[] };
    expect(payments.map((card) => [card.id, card.saved, card.cardNumber])).toEqual([
      ['card-1001-1', true, '************4242'],
      ['card-1001-2', true, '************5100'],
    ]);
    expect(Object.keys(payments[0] ?? {}).sort()).toEqual(
      [
        'accountHolderName',
        'billingAddress',
        'cardHolder',
        'cardNumber',
        'cardType',
        'defaultPayment',
        'expiryMonth',
        'expiryYear',
        'id',
        'saved',
      ].sort(),
    );
    const walletRead = await call('GET', CHECKOUT_CARDS.replace('purpose=checkout', ''), {
      token,
    });
    expect(walletRead.status).toBe(401);
    expect(walletRead.body).toHaveProperty('advices.TransactionConditionAdvice');
    expect((await call('GET', CHECKOUT_CARDS)).status).toBe(401);
  });

  it("answer OCC's PaymentTypeList of the base site to anyone, named in the request's language", async () => {
    const everyType = await call('GET', '/paymenttypes?fields=FULL&lang=fr');
    expect(everyType.status).toBe(200);
    expect(everyType.body).toEqual({
      paymentTypes: [
        { code: 'CARD', displayName: 'Paiement par carte' },
        { code: 'ACCOUNT', displayName: 'Paiement sur compte' },
        { code: 'BANK_TRANSFER', displayName: 'Virement bancaire' },
      ],
    });
    // Only what the client asks for; the same for a shopper and on every site.
    const asked = await call('GET', PAYMENT_TYPES, { token: signIn(MARIA), site: 'ukassessments' });
    expect(asked.body).toEqual({
      paymentTypes: [{ code: 'CARD' }, { code: 'ACCOUNT' }, { code: 'BANK_TRANSFER' }],
    });
    expect((await call('GET', PAYMENT_TYPES, { site: 'nowhere' })).status).toBe(400);
  });

  it("answer the account payment in its declared shape, the account's address as OCC's", async () => {
    const token = signIn(MARIA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    expect((await call('GET', ACCOUNT_PAYMENT, { token })).body).toEqual({
      purchaseOrder: { available: false },
    });
    await choose(token, 'customer-account', { accountId: 'org-4321' });
    const answer = await call('GET', `${ACCOUNT_PAYMENT}?lang=fr`, { token });
    expect(answer.status).toBe(200);
    expect(v.is(AccountPaymentSchema, answer.body)).toBe(true);
    expect(answer.body).toMatchObject({
      purchaseOrder: { available: false, reason: 'noPreviousOrder' },
      accountAddress: { country: { isocode: 'US', name: 'États-Unis' } },
    });
    expect(Object.keys(answer.body as object).sort()).toEqual(['accountAddress', 'purchaseOrder']);
    expect((await call('GET', ACCOUNT_PAYMENT)).status).toBe(401);
  });
});
