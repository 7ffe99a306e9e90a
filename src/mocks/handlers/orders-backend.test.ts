import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CartSchema, OrderListSchema, OrderSchema } from '../../testing/occ-wire';
import { resetMockState } from '../handlers';
import { addBusinessDays } from '../db/order-entries';
import {
  CHECKOUT,
  CURRENT,
  call,
  cartWith,
  choose,
  expectCheckoutError,
  getCheckout,
  parsed,
  signIn,
} from '../../testing/commerce-backend';
import {
  CELF_MANUAL,
  DANA,
  DANA_PERSONAL,
  MARIA,
  MARIA_FOR,
  ORDERS,
  ACCOUNT_PAYMENT,
  PPVT_FORMS,
  cardToken,
  counts,
  expectOrderError,
  newCard,
  place,
  placed,
  readyToOrder,
} from '../../testing/order-backend';

// Place order: the checks before payment in their order, the order placed, the cart consumed, a
// second tab, the order read. Payment, options and entries have their own files.
const VISA = '4242424242424242';
const QGLOBAL_REPORT = 'A103000271129'; // Q-global, level A
const AIMSWEB = 'A103000290018'; // aimswebPlus, level A

describe('place order: the checks before the payment', () => {
  it('needs a signed-in shopper (401) with a current cart (400 CartError notFound, as OCC)', async () => {
    expect((await place(undefined, { type: 'BANK_TRANSFER' })).status).toBe(401);
    expect((await call('GET', ACCOUNT_PAYMENT)).status).toBe(401);
    expect((await call('GET', `${CURRENT}/orders/W10000001`)).status).toBe(401);
    const token = signIn(DANA);
    expectOrderError(await place(token, { type: 'BANK_TRANSFER' }), 400, 'cartNotFound');
    expectOrderError(await call('GET', ACCOUNT_PAYMENT, { token }), 400, 'cartNotFound');
  });

  it('refuses a cart changed elsewhere since the terms were accepted (400 checkoutIncomplete review), before the payment', async () => {
    const token = signIn(DANA);
    await readyToOrder(token, DANA_PERSONAL);
    expect((await getCheckout(token)).termsAccepted).toBe(true);
    // Another browser of the shopper's adds to the cart: OCC keeps no cart version, but the
    // terms accepted were for the items before.
    const elsewhere = signIn(DANA);
    const cart = v.parse(
      CartSchema,
      (await call('GET', `${CURRENT}/carts/current`, { token: elsewhere })).body,
    );
    const added = await call('POST', `${CURRENT}/carts/${cart.code}/entries`, {
      token: elsewhere,
      body: { product: { code: CELF_MANUAL }, quantity: 1 },
    });
    expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
    expect((await getCheckout(token)).termsAccepted).toBe(false);
    // Before the payment is read (none is set on the cart yet) and before a card is charged.
    expectOrderError(
      await call('POST', `${ORDERS}?cartId=current&termsChecked=true`, { token }),
      400,
      'checkoutIncomplete',
      'review',
    );
    expectOrderError(
      await place(token, newCard(cardToken(VISA))),
      400,
      'checkoutIncomplete',
      'review',
    );
    expect(await counts()).toEqual({ orders: 0, charges: 0 });
    // The terms accepted again, for the cart as it is now: the order is placed, with both items.
    await choose(token, 'terms', { accepted: true });
    const order = placed(await place(token, newCard(cardToken(VISA))));
    expect(order.entries.map((entry) => [entry.product.code, entry.quantity])).toEqual([
      [PPVT_FORMS, 2],
      [CELF_MANUAL, 1],
    ]);
    expect(await counts()).toEqual({ orders: 1, charges: 1 });
  });

  it('names the first checkout step not done, then the terms (400 checkoutIncomplete)', async () => {
    const token = signIn(MARIA);
    await cartWith(token, [
      [QGLOBAL_REPORT, 1],
      [AIMSWEB, 40],
    ]);
    const attempt = () => place(token, { type: 'BANK_TRANSFER' });
    expectOrderError(await attempt(), 400, 'checkoutIncomplete', 'account');
    await choose(token, 'customer-account', { accountId: 'org-1234' });
    expectOrderError(await attempt(), 400, 'checkoutIncomplete', 'qualified-user');
    await choose(token, 'qualified-user', { userId: MARIA });
    expectOrderError(await attempt(), 400, 'checkoutIncomplete', 'qglobal');
    await choose(token, 'qglobal-account', { mode: 'NEW' });
    expectOrderError(await attempt(), 400, 'checkoutIncomplete', 'aimsweb');
    await choose(token, 'aimsweb-account', { mode: 'NEW', termsAccepted: true });
    expectOrderError(await attempt(), 400, 'checkoutIncomplete', 'shipping-address');
    await choose(token, 'delivery-address', { addressId: 'addr-1003-district' });
    expectOrderError(await attempt(), 400, 'checkoutIncomplete', 'shipping-method');
    await choose(token, 'delivery-mode', { code: 'ground' });
    expectOrderError(await attempt(), 400, 'checkoutIncomplete', 'billing-address');
    await choose(token, 'billing-address', { sameAsShipping: true });
    expectOrderError(await attempt(), 400, 'checkoutIncomplete', 'review');
    await choose(token, 'terms', { accepted: true });
    const order = placed(await attempt());
    expect(order.qglobalAccountNew).toBe(true);
    expect(order.qglobalAccountNumber).toBeUndefined();
    expect(order.aimswebAccountNumber).toBeUndefined();
  });

  it('asks for the terms again after the cart changed (the terms accepted were for other items)', async () => {
    const token = signIn(DANA);
    await readyToOrder(token, DANA_PERSONAL);
    const cart = await cartWith(token, [[CELF_MANUAL, 1]]);
    expect(cart.entries).toHaveLength(2);
    expectOrderError(
      await place(token, { type: 'BANK_TRANSFER' }),
      400,
      'checkoutIncomplete',
      'review',
    );
  });

  it('refuses a body it does not take (400 invalid, subject the field)', async () => {
    const token = signIn(DANA);
    await readyToOrder(token, DANA_PERSONAL);
    // A payment type the platform does not have is refused when set on the cart; an order
    // without a payment, when placed.
    expectOrderError(await place(token, { type: 'NOTHING' }), 400, 'invalid', 'paymentType');
    expectOrderError(
      await call('POST', `${ORDERS}?cartId=current&termsChecked=true`, { token }),
      400,
      'invalid',
      'payment',
    );
    const noHolder = { ...newCard('tok_x'), cardHolder: undefined };
    // Refused when set on the cart: the payment details' own field.
    expectOrderError(await place(token, noHolder), 400, 'invalid', 'cardHolder');
    const badName = newCard(cardToken(VISA), { cardHolder: { firstName: 'D4na', lastName: 'W' } });
    expectOrderError(await place(token, badName), 400, 'invalid', 'cardHolder.firstName');
    expect(await counts()).toEqual({ orders: 0, charges: 0 });
  });
});

describe('an order placed', () => {
  it('carries every field of the order, the totals of the checkout, and answers 201', async () => {
    const token = signIn(DANA);
    await readyToOrder(token, DANA_PERSONAL);
    const state = await getCheckout(token);
    const cart = v.parse(
      CartSchema,
      (await call('GET', `${CURRENT}/carts/current`, { token })).body,
    );
    const order = placed(await place(token, newCard(cardToken(VISA))));
    const [entry] = cart.entries;
    expect(order).toEqual({
      code: 'W10000001',
      created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      status: 'CONFIRMED',
      placedBy: { name: 'Dana Whitfield', customerService: false },
      customerAccount: { name: 'Dana Whitfield' },
      qualifiedUser: { name: 'Dana Whitfield', email: 'clinician@example.com' },
      qglobalAccountNew: false,
      payment: { type: 'CARD', brand: 'visa', last4: '4242' },
      billingAddress: state.billingAddress,
      deliveryAddress: state.deliveryAddress,
      deliveryMode: state.deliveryMode,
      appliedVouchers: [],
      totals: state.totals,
      entries: [
        {
          entryNumber: 0,
          product: entry?.product,
          quantity: 2,
          estimatedToShip: addBusinessDays(order.created.slice(0, 10), 2),
          accessCodes: [],
          extraProcessing: false,
          notDiscountable: false,
          basePrice: entry?.basePrice,
          totalPrice: entry?.totalPrice,
          totalDiscounts: entry?.totalDiscounts,
        },
      ],
    });
    expect(state.totals.totalTax.value).toBeGreaterThan(0);
  });

  it("names the organisation's account, the Q-global account and the promotions received", async () => {
    const token = signIn(MARIA);
    await cartWith(token, [[QGLOBAL_REPORT, 2]]);
    await choose(token, 'customer-account', { accountId: 'org-1234' });
    await choose(token, 'qglobal-account', { mode: 'EXISTING', accountNumber: 'QG-200481' });
    const cart = v.parse(
      CartSchema,
      (await call('GET', `${CURRENT}/carts/current`, { token })).body,
    );
    await call('POST', `${CURRENT}/carts/${cart.code}/vouchers?voucherId=UAP2026`, { token });
    await readyToOrder(token, MARIA_FOR('org-1234'), []);
    const state = await getCheckout(token);
    const order = placed(await place(token, { type: 'BANK_TRANSFER' }));
    expect(order.customerAccount).toEqual({
      name: 'Riverside Unified School District',
      accountNumber: '1234',
    });
    expect(order.qualifiedUser).toEqual({ name: 'Maria Álvarez', email: 'district@example.com' });
    expect(order.qglobalAccountNumber).toBe('QG-200481');
    expect(order.appliedVouchers.map((voucher) => voucher.code)).toEqual(['UAP2026']);
    expect(order.uapDiscount?.value).toBeGreaterThan(0);
    expect(order.uapDiscount).toEqual(order.appliedVouchers[0]?.appliedValue);
    expect(order.totals).toEqual(state.totals);
  });

  it('consumes the cart: no current cart, no checkout, no payment options afterwards', async () => {
    const token = signIn(DANA);
    await readyToOrder(token, DANA_PERSONAL);
    placed(await place(token, newCard(cardToken(VISA))));
    expect((await call('GET', `${CURRENT}/carts/current`, { token })).status).toBe(400);
    expectCheckoutError(await call('GET', CHECKOUT, { token }), 400, 'cartNotFound');
    expectOrderError(await call('GET', ACCOUNT_PAYMENT, { token }), 400, 'cartNotFound');
    // A new cart is a new checkout, with nothing chosen.
    await cartWith(token, [[PPVT_FORMS, 1]]);
    expect((await getCheckout(token)).customerAccount).toBeUndefined();
  });

  it('gives increasing codes, W and 8 digits', async () => {
    const token = signIn(DANA);
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) {
      await readyToOrder(token, DANA_PERSONAL);
      codes.push(placed(await place(token, { type: 'BANK_TRANSFER' })).code);
    }
    expect(codes).toEqual(['W10000001', 'W10000002', 'W10000003']);
  });
});

describe('one order per attempt and per cart', () => {
  it("the same attempt sent again finds its cart ordered (OCC's 400 CartError notFound): nothing replayed, nothing more placed", async () => {
    const token = signIn(DANA);
    await readyToOrder(token, DANA_PERSONAL);
    const payment = newCard(cardToken(VISA));
    placed(await place(token, payment, { key: 'attempt-1' }));
    const again = await place(token, payment, { key: 'attempt-1' });
    expect(again.headers.get('X-Idempotent-Replay')).toBeNull();
    expectOrderError(again, 400, 'cartNotFound');
    expect(await counts()).toEqual({ orders: 1, charges: 1 });
  });

  it('a refusal places nothing; the attempt after it places the order', async () => {
    const token = signIn(DANA);
    await readyToOrder(token, DANA_PERSONAL);
    const declined = newCard(cardToken('4000000000000002'));
    expectOrderError(await place(token, declined, { key: 'k' }), 402, 'declined');
    expect(await counts()).toEqual({ orders: 0, charges: 0 });
    placed(await place(token, newCard(cardToken(VISA)), { key: 'k2' }));
    expect(await counts()).toEqual({ orders: 1, charges: 1 });
  });

  it('places one order and charges once for two requests in flight with one key', async () => {
    const token = signIn(DANA);
    await readyToOrder(token, DANA_PERSONAL);
    const payment = newCard(cardToken(VISA));
    const answers = await Promise.all([
      place(token, payment, { key: 'double-click' }),
      place(token, payment, { key: 'double-click' }),
    ]);
    const [won] = answers.filter((answer) => answer.status === 201);
    const [other] = answers.filter((answer) => answer.status !== 201);
    expect(won && other).toBeTruthy();
    if (!won || !other) return;
    expectOrderError(other, 400, 'cartNotFound');
    expect(await counts()).toEqual({ orders: 1, charges: 1 });
  });

  it('a second key for the cart (another tab) finds it ordered: 400 CartError notFound, no second order or charge', async () => {
    const token = signIn(DANA);
    await readyToOrder(token, DANA_PERSONAL);
    const order = placed(await place(token, newCard(cardToken(VISA))));
    const otherTab = signIn(DANA);
    const other = await place(otherTab, newCard(cardToken(VISA)));
    expectOrderError(other, 400, 'cartNotFound');
    expectOrderError(await place(token, { type: 'BANK_TRANSFER' }), 400, 'cartNotFound');
    expect(await counts()).toEqual({ orders: 1, charges: 1 });
    // The order is the shopper's newest, as the client looks for it after a cart found gone.
    const list = await call('GET', `${CURRENT}/orders?currentPage=0`, { token: otherTab });
    expect(parsed(list, 200, OrderListSchema).orders[0]?.code).toBe(order.code);
  });

  it('places one order for two tabs placing at once', async () => {
    const token = signIn(DANA);
    await readyToOrder(token, DANA_PERSONAL);
    const answers = await Promise.all([
      place(token, newCard(cardToken(VISA)), { key: 'tab-1' }),
      place(signIn(DANA), newCard(cardToken(VISA)), { key: 'tab-2' }),
    ]);
    const [won] = answers.filter((answer) => answer.status === 201);
    const [lost] = answers.filter((answer) => answer.status !== 201);
    expect(won && lost).toBeTruthy();
    if (!won || !lost) return;
    placed(won);
    expectOrderError(lost, 400, 'cartNotFound');
    expect(await counts()).toEqual({ orders: 1, charges: 1 });
  });
});

describe('the order read', () => {
  it("is the shopper's own: the order as placed, in the request's language", async () => {
    const token = signIn(DANA);
    await readyToOrder(token, DANA_PERSONAL);
    const order = placed(await place(token, newCard(cardToken(VISA))));
    const path = `${CURRENT}/orders/${order.code}`;
    expect(parsed(await call('GET', path, { token }), 200, OrderSchema)).toEqual(order);
    const french = parsed(await call('GET', `${path}?lang=fr`, { token }), 200, OrderSchema);
    expect(french.deliveryAddress?.countryName).toBe('États-Unis');
    expect(french.deliveryMode?.name).toBeDefined();
    expect(french.deliveryMode?.name).not.toBe(order.deliveryMode?.name);
    expect(french.totals.totalPrice.value).toBe(order.totals.totalPrice.value);
    expect(french.totals.totalPrice.formattedValue).not.toBe(
      order.totals.totalPrice.formattedValue,
    );

    const maria = signIn(MARIA);
    expectOrderError(await call('GET', path, { token: maria }), 400, 'unknownOrder');
    expectOrderError(
      await call('GET', `${CURRENT}/orders/W99999999`, { token }),
      400,
      'unknownOrder',
    );
  });
});

describe('counts and reset', () => {
  it('counts orders and card charges since the reset, and reset forgets them all', async () => {
    expect(await counts()).toEqual({ orders: 0, charges: 0 });
    const token = signIn(DANA);
    await readyToOrder(token, DANA_PERSONAL);
    const order = placed(await place(token, newCard(cardToken(VISA)), { key: 'r-1' }));
    await readyToOrder(token, DANA_PERSONAL);
    placed(await place(token, { type: 'BANK_TRANSFER' }));
    expect(await counts()).toEqual({ orders: 2, charges: 1 });

    expect((await fetch('http://localhost/__mock/reset', { method: 'POST' })).status).toBe(204);
    expect(await counts()).toEqual({ orders: 0, charges: 0 });
    const fresh = signIn(DANA);
    expectOrderError(
      await call('GET', `${CURRENT}/orders/${order.code}`, { token: fresh }),
      400,
      'unknownOrder',
    );
    await readyToOrder(fresh, DANA_PERSONAL);
    // The key is a new attempt again, and the codes start over.
    const again = await place(fresh, { type: 'BANK_TRANSFER' }, { key: 'r-1' });
    expect(again.headers.get('X-Idempotent-Replay')).toBeNull();
    expect(placed(again).code).toBe('W10000001');
    resetMockState();
    expect(await counts()).toEqual({ orders: 0, charges: 0 });
  });
});
