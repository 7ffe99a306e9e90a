import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CartSchema } from './support/occ-wire';
import { OrderSchema } from '../../src/api/orders/order.schema';
import { resetMockState } from '../../src/mocks/handlers';
import { addBusinessDays } from '../../src/mocks/db/order-entries';
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
} from './support/commerce-backend';
import {
  CELF_MANUAL,
  DANA,
  DANA_PERSONAL,
  MARIA,
  MARIA_FOR,
  PAYMENT_OPTIONS,
  PPVT_FORMS,
  cardToken,
  counts,
  expectOrderError,
  newCard,
  place,
  placed,
  readyToOrder,
} from './support/order-backend';

// Place order on the fake backend (src/mocks/handlers/orders.ts): the checks before the payment in
// their order, the order placed with every field, the cart consumed, idempotency by key and the
// second tab, the order read, the counts and reset. Payment: orders-backend-payment.test.ts;
// payment options and purchase order: orders-backend-options.test.ts; entries:
// orders-backend-entries.test.ts.
const VISA = '4242424242424242';
const QGLOBAL_REPORT = 'A103000271129'; // Q-global, level A
const AIMSWEB = 'A103000290018'; // aimswebPlus, level A

describe('place order: the checks before the payment', () => {
  it('needs a signed-in shopper (401) with a current cart (400 CartError notFound, as OCC)', async () => {
    expect((await place(undefined, 1, { type: 'BANK_TRANSFER' })).status).toBe(401);
    expect((await call('GET', PAYMENT_OPTIONS)).status).toBe(401);
    expect((await call('GET', `${CURRENT}/orders/W10000001`)).status).toBe(401);
    const token = signIn(DANA);
    expectOrderError(await place(token, 1, { type: 'BANK_TRANSFER' }), 400, 'cartNotFound');
    expectOrderError(await call('GET', PAYMENT_OPTIONS, { token }), 400, 'cartNotFound');
  });

  it('refuses a cart changed since the shopper saw it (409 cartModified), before anything else', async () => {
    const token = signIn(DANA);
    const version = await readyToOrder(token, DANA_PERSONAL);
    const cart = v.parse(
      CartSchema,
      (await call('GET', `${CURRENT}/carts/current`, { token })).body,
    );
    await call('POST', `${CURRENT}/carts/${cart.code}/entries`, {
      token,
      body: { product: { code: CELF_MANUAL }, quantity: 1 },
    });
    expectOrderError(await place(token, version, { type: 'NOTHING' }), 409, 'cartModified');
    expectOrderError(await place(token, version, newCard(cardToken(VISA))), 409, 'cartModified');
    expect(await counts()).toEqual({ orders: 0, charges: 0 });
  });

  it('names the first checkout step not done, then the terms (400 checkoutIncomplete)', async () => {
    const token = signIn(MARIA);
    await cartWith(token, [
      [QGLOBAL_REPORT, 1],
      [AIMSWEB, 40],
    ]);
    const attempt = async () =>
      place(token, (await getCheckout(token)).cartVersion, { type: 'BANK_TRANSFER' });
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

  it('asks for the terms again after the cart changed (the new version is not accepted)', async () => {
    const token = signIn(DANA);
    await readyToOrder(token, DANA_PERSONAL);
    const cart = await cartWith(token, [[CELF_MANUAL, 1]]);
    expect(cart.entries).toHaveLength(2);
    const version = (await getCheckout(token)).cartVersion;
    expectOrderError(
      await place(token, version, { type: 'BANK_TRANSFER' }),
      400,
      'checkoutIncomplete',
      'review',
    );
  });

  it('refuses a body it does not take (400 invalid, subject the field)', async () => {
    const token = signIn(DANA);
    const version = await readyToOrder(token, DANA_PERSONAL);
    expectOrderError(
      await place(token, version, { type: 'NOTHING' }),
      400,
      'invalid',
      'payment.type',
    );
    const noHolder = { ...newCard('tok_x'), cardHolder: undefined };
    expectOrderError(await place(token, version, noHolder), 400, 'invalid', 'payment.cardHolder');
    const badName = newCard(cardToken(VISA), { cardHolder: { firstName: 'D4na', lastName: 'W' } });
    expectOrderError(await place(token, version, badName), 400, 'invalid', 'cardHolder.firstName');
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
    const order = placed(await place(token, state.cartVersion, newCard(cardToken(VISA))));
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
    const version = await readyToOrder(token, MARIA_FOR('org-1234'), []);
    const state = await getCheckout(token);
    const order = placed(await place(token, version, { type: 'BANK_TRANSFER' }));
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
    const version = await readyToOrder(token, DANA_PERSONAL);
    placed(await place(token, version, newCard(cardToken(VISA))));
    expect((await call('GET', `${CURRENT}/carts/current`, { token })).status).toBe(400);
    expectCheckoutError(await call('GET', CHECKOUT, { token }), 400, 'cartNotFound');
    expectOrderError(await call('GET', PAYMENT_OPTIONS, { token }), 400, 'cartNotFound');
    // A new cart is a new checkout, with nothing chosen.
    await cartWith(token, [[PPVT_FORMS, 1]]);
    expect((await getCheckout(token)).customerAccount).toBeUndefined();
  });

  it('gives increasing codes, W and 8 digits', async () => {
    const token = signIn(DANA);
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) {
      const version = await readyToOrder(token, DANA_PERSONAL);
      codes.push(placed(await place(token, version, { type: 'BANK_TRANSFER' })).code);
    }
    expect(codes).toEqual(['W10000001', 'W10000002', 'W10000003']);
  });
});

describe('one order per attempt and per cart', () => {
  it('the same attempt sent again finds its cart ordered: nothing replayed, nothing more placed', async () => {
    const token = signIn(DANA);
    const version = await readyToOrder(token, DANA_PERSONAL);
    const payment = newCard(cardToken(VISA));
    const first = placed(await place(token, version, payment, { key: 'attempt-1' }));
    const again = await place(token, version, payment, { key: 'attempt-1' });
    expect(again.headers.get('X-Idempotent-Replay')).toBeNull();
    expectOrderError(again, 409, 'alreadyOrdered', first.code);
    expect(await counts()).toEqual({ orders: 1, charges: 1 });
  });

  it('a refusal places nothing; the attempt after it places the order', async () => {
    const token = signIn(DANA);
    const version = await readyToOrder(token, DANA_PERSONAL);
    const declined = newCard(cardToken('4000000000000002'));
    expectOrderError(await place(token, version, declined, { key: 'k' }), 402, 'declined');
    expect(await counts()).toEqual({ orders: 0, charges: 0 });
    placed(await place(token, version, newCard(cardToken(VISA)), { key: 'k2' }));
    expect(await counts()).toEqual({ orders: 1, charges: 1 });
  });

  it('places one order and charges once for two requests in flight with one key', async () => {
    const token = signIn(DANA);
    const version = await readyToOrder(token, DANA_PERSONAL);
    const payment = newCard(cardToken(VISA));
    const answers = await Promise.all([
      place(token, version, payment, { key: 'double-click' }),
      place(token, version, payment, { key: 'double-click' }),
    ]);
    const [won] = answers.filter((answer) => answer.status === 201);
    const [other] = answers.filter((answer) => answer.status !== 201);
    expect(won && other).toBeTruthy();
    if (!won || !other) return;
    expectOrderError(other, 409, 'alreadyOrdered', v.parse(OrderSchema, won.body).code);
    expect(await counts()).toEqual({ orders: 1, charges: 1 });
  });

  it('refuses a second key for the cart (another tab) with the order it became (409 alreadyOrdered)', async () => {
    const token = signIn(DANA);
    const version = await readyToOrder(token, DANA_PERSONAL);
    const order = placed(await place(token, version, newCard(cardToken(VISA))));
    const other = await place(token, version, newCard(cardToken(VISA)));
    expectOrderError(other, 409, 'alreadyOrdered', order.code);
    // Even once the shopper has a new cart.
    await cartWith(token, [[PPVT_FORMS, 1]]);
    expectOrderError(await place(token, version, { type: 'BANK_TRANSFER' }), 409, 'alreadyOrdered');
    expect(await counts()).toEqual({ orders: 1, charges: 1 });
  });

  it('places one order for two tabs placing at once', async () => {
    const token = signIn(DANA);
    const version = await readyToOrder(token, DANA_PERSONAL);
    const answers = await Promise.all([
      place(token, version, newCard(cardToken(VISA)), { key: 'tab-1' }),
      place(token, version, newCard(cardToken(VISA)), { key: 'tab-2' }),
    ]);
    const [won] = answers.filter((answer) => answer.status === 201);
    const [lost] = answers.filter((answer) => answer.status !== 201);
    expect(won && lost).toBeTruthy();
    if (!won || !lost) return;
    expectOrderError(lost, 409, 'alreadyOrdered', v.parse(OrderSchema, won.body).code);
    expect(await counts()).toEqual({ orders: 1, charges: 1 });
  });
});

describe('the order read', () => {
  it("is the shopper's own: the order as placed, in the request's language", async () => {
    const token = signIn(DANA);
    const version = await readyToOrder(token, DANA_PERSONAL);
    const order = placed(await place(token, version, newCard(cardToken(VISA))));
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
    expectOrderError(await call('GET', path, { token: maria }), 404, 'orderNotFound');
    expectOrderError(
      await call('GET', `${CURRENT}/orders/W99999999`, { token }),
      404,
      'orderNotFound',
    );
  });
});

describe('counts and reset', () => {
  it('counts orders and card charges since the reset, and reset forgets them all', async () => {
    expect(await counts()).toEqual({ orders: 0, charges: 0 });
    const token = signIn(DANA);
    let version = await readyToOrder(token, DANA_PERSONAL);
    const order = placed(await place(token, version, newCard(cardToken(VISA)), { key: 'r-1' }));
    version = await readyToOrder(token, DANA_PERSONAL);
    placed(await place(token, version, { type: 'BANK_TRANSFER' }));
    expect(await counts()).toEqual({ orders: 2, charges: 1 });

    expect((await fetch('http://localhost/__mock/reset', { method: 'POST' })).status).toBe(204);
    expect(await counts()).toEqual({ orders: 0, charges: 0 });
    const fresh = signIn(DANA);
    expectOrderError(
      await call('GET', `${CURRENT}/orders/${order.code}`, { token: fresh }),
      404,
      'orderNotFound',
    );
    version = await readyToOrder(fresh, DANA_PERSONAL);
    // The key is a new attempt again, and the codes start over.
    const again = await place(fresh, version, { type: 'BANK_TRANSFER' }, { key: 'r-1' });
    expect(again.headers.get('X-Idempotent-Replay')).toBeNull();
    expect(placed(again).code).toBe('W10000001');
    resetMockState();
    expect(await counts()).toEqual({ orders: 0, charges: 0 });
  });
});
