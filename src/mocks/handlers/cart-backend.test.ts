import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { isCartError, type Cart, type CartErrorKey } from '../../api/cart/cart.schema';
import {
  CartListSchema,
  CartModificationSchema,
  CartSchema,
  ProductSchema,
  ProductSearchPageSchema,
  SaveCartResultSchema,
  productPath,
  productSearchPath,
  withFullFields,
} from '../../testing/occ-wire';
import { CommerceErrorListSchema, firstCommerceError } from '../../api/http/occ-errors';
import { normalizeProductCode } from '../db/products';
import { cartHandlers } from './carts';
import { server } from '../node';
import { issueAccessToken } from '../identity/session-tokens';

// msw in Node needs absolute URLs.
const API = 'http://localhost/headless/ecommerce/v2';

// Seeded products (src/mocks/db/seed-products.ts) and what each one is here for.
const PPVT_FORMS = '0158241926'; // level A, USD 62
const EVT_FORMS = '0158242124'; // level A, USD 55
const CELF_MANUAL = '0158036653'; // level B, USD 160
const WISC_KIT = '0158979876'; // level C, USD 1575, max 5 per order, ISBN 978-0-15-897987-8
const WISC_TECH_MANUAL = '0158979825'; // level C, stock 3
const WISC_FORMS = '0158979833'; // level C, min 5 per order, USD 128
const WISC_DIGITAL = 'A103000185339'; // level C, not discountable, USD 325
const WAIS_KIT = '0158980343'; // level C, stock 0
const WMS_KIT = '0158984403'; // not buyable online
const AIMSWEB = 'A103000290018'; // aimswebPlus, level A, USD 7.50, not discountable
const AIMSWEB_BOOKLETS = 'A103000290050'; // aimswebPlus, discountable, USD 38

beforeEach(() => {
  server.use(...cartHandlers);
});

interface CallOptions {
  token?: string;
  body?: unknown;
  requestId?: string;
  site?: string;
}

async function call(method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.requestId) headers['X-Request-Id'] = options.requestId;
  if (options.site) headers['X-Site-Id'] = options.site;
  const response = await fetch(`${API}${withFullFields(path)}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : undefined) as unknown,
  };
}

function signIn(userId: string): string {
  return issueAccessToken(userId, 3_600_000);
}

/** The carts path of a user (`anonymous`, `current` or an id). */
const carts = (userId: string) => `/users/${userId}/carts`;

async function createCart(userId = 'anonymous', token?: string): Promise<Cart> {
  const response = await call('POST', carts(userId), { token });
  expect(response.status).toBe(201);
  return v.parse(CartSchema, response.body);
}

async function getCart(userId: string, cartId: string, options: CallOptions = {}): Promise<Cart> {
  const response = await call('GET', `${carts(userId)}/${cartId}`, options);
  expect(response.status).toBe(200);
  return v.parse(CartSchema, response.body);
}

async function add(
  userId: string,
  cartId: string,
  code: string,
  quantity?: number,
  options: CallOptions = {},
) {
  return call('POST', `${carts(userId)}/${cartId}/entries`, {
    ...options,
    body: { product: { code }, ...(quantity === undefined ? {} : { quantity }) },
  });
}

async function added(
  userId: string,
  cartId: string,
  code: string,
  quantity?: number,
  token?: string,
) {
  const response = await add(userId, cartId, code, quantity, { token });
  expect(response.status).toBe(200);
  return v.parse(CartModificationSchema, response.body);
}

function expectError(
  response: { status: number; body: unknown },
  status: number,
  key: CartErrorKey,
) {
  expect(response.status).toBe(status);
  expect(v.safeParse(CommerceErrorListSchema, response.body).success).toBe(true);
  expect(isCartError(response.body, key), JSON.stringify(response.body)).toBe(true);
}

describe('anonymous cart: create, get, add, update, remove', () => {
  it('keeps entries and recomputes totals on every change', async () => {
    const cart = await createCart();
    expect(cart.user.uid).toBe('anonymous');
    expect(cart.entries).toEqual([]);
    expect(cart.totalPrice).toEqual({ value: 0, currencyIso: 'USD', formattedValue: '$0.00' });

    const first = await added('anonymous', cart.guid, PPVT_FORMS, 2);
    expect(first).toMatchObject({ statusCode: 'success', quantityAdded: 2, quantity: 2 });
    expect(first.entry?.totalPrice.value).toBe(124);
    await added('anonymous', cart.guid, EVT_FORMS);

    let read = await getCart('anonymous', cart.guid);
    expect(read.totalItems).toBe(2);
    expect(read.totalUnitCount).toBe(3);
    expect(read.subTotal).toEqual({ value: 179, currencyIso: 'USD', formattedValue: '$179.00' });
    expect(read.entries.map((e) => [e.entryNumber, e.product.code, e.quantity])).toEqual([
      [0, PPVT_FORMS, 2],
      [1, EVT_FORMS, 1],
    ]);
    expect(read.entries[0]?.product).toMatchObject({
      programName: 'PPVT-5',
      qualificationLevel: 'A',
      isbn13: '9780158241920',
    });

    // Adding a product already in the cart adds to its entry.
    const again = await added('anonymous', cart.guid, PPVT_FORMS, 1);
    expect(again).toMatchObject({ quantityAdded: 1, quantity: 3 });
    expect(again.entry?.entryNumber).toBe(0);

    const updated = await call('PATCH', `${carts('anonymous')}/${cart.guid}/entries/0`, {
      body: { quantity: 5 },
    });
    expect(v.parse(CartModificationSchema, updated.body)).toMatchObject({
      statusCode: 'success',
      quantityAdded: 2,
      quantity: 5,
    });

    expect((await call('DELETE', `${carts('anonymous')}/${cart.guid}/entries/0`)).status).toBe(200);
    read = await getCart('anonymous', cart.guid);
    expect(read.entries.map((e) => [e.entryNumber, e.product.code])).toEqual([[0, EVT_FORMS]]);
    expect(read.totalPrice.value).toBe(55);

    // Quantity 0 removes; a missing entry is 400 CartEntryError notFound (as OCC).
    const zero = await call('PATCH', `${carts('anonymous')}/${cart.guid}/entries/0`, {
      body: { quantity: 0 },
    });
    expect(zero.body).toMatchObject({ quantity: 0, quantityAdded: -1 });
    expect((await getCart('anonymous', cart.guid)).entries).toEqual([]);
    expectError(
      await call('DELETE', `${carts('anonymous')}/${cart.guid}/entries/0`),
      400,
      'entryNotFound',
    );
  });

  it('refuses a quantity that is not a positive whole number', async () => {
    const cart = await createCart();
    expectError(await add('anonymous', cart.guid, PPVT_FORMS, 0), 400, 'invalidQuantity');
    expectError(await add('anonymous', cart.guid, PPVT_FORMS, 1.5), 400, 'invalidQuantity');
    await added('anonymous', cart.guid, PPVT_FORMS, 1);
    const negative = await call('PATCH', `${carts('anonymous')}/${cart.guid}/entries/0`, {
      body: { quantity: -1 },
    });
    expectError(negative, 400, 'invalidQuantity');
    const empty = await call('PATCH', `${carts('anonymous')}/${cart.guid}/entries/0`, { body: {} });
    expectError(empty, 400, 'invalidQuantity');
  });

  it('addresses anonymous carts by guid only, and an unknown cart is 400 CartError notFound (as OCC)', async () => {
    const cart = await createCart();
    expectError(await call('GET', `${carts('anonymous')}/${cart.code}`), 400, 'cartNotFound');
    expectError(await call('GET', `${carts('anonymous')}/current`), 400, 'cartNotFound');
    expectError(await add('anonymous', 'no-such-guid', PPVT_FORMS, 1), 400, 'cartNotFound');
  });

  it('prices in the currency of the request base site', async () => {
    const cart = await createCart();
    await added('anonymous', cart.guid, PPVT_FORMS, 1);
    const uk = await getCart('anonymous', cart.guid, { site: 'ukassessments' });
    expect(uk.totalPrice).toEqual({ value: 49.6, currencyIso: 'GBP', formattedValue: '£49.60' });
    const byQuery = await call(
      'GET',
      `${carts('anonymous')}/${cart.guid}?baseSiteId=caassessments`,
    );
    expect(v.parse(CartSchema, byQuery.body).totalPrice.currencyIso).toBe('CAD');
    expectError(
      await call('GET', `${carts('anonymous')}/${cart.guid}`, { site: 'moonassessments' }),
      400,
      'unknownBaseSite',
    );
  });
});

describe('signed-in carts', () => {
  it('needs a bearer for current or an id, and only for your own id', async () => {
    expectError(await call('POST', carts('current')), 401, 'invalidToken');
    expectError(await call('GET', `${carts('u-1001')}/current`), 401, 'invalidToken');
    const token = signIn('u-1001');
    expectError(await call('GET', `${carts('u-1002')}/current`, { token }), 403, 'forbidden');
    expectError(await call('GET', `${carts('current')}/current`, { token }), 400, 'cartNotFound');

    const cart = await createCart('current', token);
    expect(cart.user).toEqual({
      uid: 'u-1001',
      accountType: 'PERSONAL',
      qualificationLevel: 'ABC',
    });
    await added('u-1001', cart.code, WISC_KIT, 1, token);
    const current = await getCart('current', 'current', { token });
    expect(current.code).toBe(cart.code);
    expect(current.entries).toHaveLength(1);
    // Someone else's cart is not found, not forbidden.
    const other = signIn('u-1002');
    expectError(
      await call('GET', `${carts('current')}/${cart.code}`, { token: other }),
      400,
      'cartNotFound',
    );
  });

  it('deletes a cart', async () => {
    const token = signIn('u-1001');
    const cart = await createCart('current', token);
    expect((await call('DELETE', `${carts('current')}/${cart.code}`, { token })).status).toBe(200);
    expectError(
      await call('GET', `${carts('current')}/${cart.code}`, { token }),
      400,
      'cartNotFound',
    );
  });
});

describe('entry rules', () => {
  it('reduces the quantity to the stock with a notice, and adds nothing without stock', async () => {
    const cart = await createCart();
    const low = await added('anonymous', cart.guid, WISC_TECH_MANUAL, 5);
    expect(low).toMatchObject({ statusCode: 'lowStock', quantityAdded: 3, quantity: 3 });
    const none = await added('anonymous', cart.guid, WAIS_KIT, 1);
    expect(none).toMatchObject({ statusCode: 'noStock', quantityAdded: 0, quantity: 0 });
    expect(none.entry).toBeUndefined();

    let read = await getCart('anonymous', cart.guid);
    expect(read.entries.map((e) => [e.product.code, e.quantity])).toEqual([[WISC_TECH_MANUAL, 3]]);
    expect(read.stockNotices).toEqual([
      { productCode: WISC_TECH_MANUAL, requested: 5, granted: 3 },
      { productCode: WAIS_KIT, requested: 1, granted: 0 },
    ]);

    // A later change that is granted in full clears the product's notice.
    await call('PATCH', `${carts('anonymous')}/${cart.guid}/entries/0`, { body: { quantity: 2 } });
    read = await getCart('anonymous', cart.guid);
    expect(read.stockNotices.map((n) => n.productCode)).toEqual([WAIS_KIT]);
  });

  it('enforces the minimum and caps at the maximum order quantity', async () => {
    const cart = await createCart();
    expectError(await add('anonymous', cart.guid, WISC_FORMS, 2), 400, 'minOrderQuantity');
    expect((await added('anonymous', cart.guid, WISC_FORMS, 5)).quantity).toBe(5);
    const lower = await call('PATCH', `${carts('anonymous')}/${cart.guid}/entries/0`, {
      body: { quantity: 4 },
    });
    expectError(lower, 400, 'minOrderQuantity');

    const capped = await added('anonymous', cart.guid, WISC_KIT, 7);
    expect(capped).toMatchObject({
      statusCode: 'maxOrderQuantityExceeded',
      quantityAdded: 5,
      quantity: 5,
    });
    const more = await added('anonymous', cart.guid, WISC_KIT, 1);
    expect(more).toMatchObject({
      statusCode: 'maxOrderQuantityExceeded',
      quantityAdded: 0,
      quantity: 5,
    });
    // The maximum is not a stock problem: no notice.
    expect((await getCart('anonymous', cart.guid)).stockNotices).toEqual([]);
  });

  it('refuses products that are not buyable online, and unknown ones', async () => {
    const cart = await createCart();
    const response = await add('anonymous', cart.guid, WMS_KIT, 1);
    expectError(response, 400, 'notBuyableOnline');
    expect(v.parse(CommerceErrorListSchema, response.body).errors[0]?.subject).toBe(WMS_KIT);
    expectError(await add('anonymous', cart.guid, '9999999999', 1), 400, 'unknownProduct');
  });

  it('applies the qualification level of the signed-in shopper: A buys A, AB buys A and B, ABC all', async () => {
    const levelA = signIn('u-1002');
    const cartA = await createCart('current', levelA);
    await added('current', cartA.code, PPVT_FORMS, 1, levelA);
    expectError(
      await add('current', cartA.code, CELF_MANUAL, 1, { token: levelA }),
      400,
      'qualificationLevel',
    );
    expectError(
      await add('current', cartA.code, WISC_KIT, 1, { token: levelA }),
      400,
      'qualificationLevel',
    );

    const levelAB = signIn('u-1003');
    const cartAB = await createCart('current', levelAB);
    await added('current', cartAB.code, CELF_MANUAL, 1, levelAB);
    expectError(
      await add('current', cartAB.code, WISC_KIT, 1, { token: levelAB }),
      400,
      'qualificationLevel',
    );

    const levelABC = signIn('u-1001');
    const cartABC = await createCart('current', levelABC);
    await added('current', cartABC.code, WISC_KIT, 1, levelABC);

    // Anonymous visitors may fill the cart: the rule applies once the buyer is known.
    const anonymous = await createCart();
    await added('anonymous', anonymous.guid, WISC_KIT, 1);
  });

  it('sells aimswebPlus to organisation accounts only', async () => {
    const personal = signIn('u-1001');
    const personalCart = await createCart('current', personal);
    expectError(
      await add('current', personalCart.code, AIMSWEB, 50, { token: personal }),
      400,
      'accountType',
    );

    const organisation = signIn('u-1003');
    const organisationCart = await createCart('current', organisation);
    const ok = await added('current', organisationCart.code, AIMSWEB, 50, organisation);
    expect(ok.entry).toMatchObject({ product: { aimsweb: true }, notDiscountable: true });
    expect(ok.entry?.totalPrice.value).toBe(375);
  });
});

describe('promotion codes', () => {
  async function cartWith(entries: [string, number][]) {
    const cart = await createCart();
    for (const [code, quantity] of entries) await added('anonymous', cart.guid, code, quantity);
    return cart;
  }
  const vouchers = (cart: Cart) => `${carts('anonymous')}/${cart.guid}/vouchers`;

  it('applies a valid code to discountable entries only, and removes it', async () => {
    const cart = await cartWith([
      [PPVT_FORMS, 2],
      [WISC_DIGITAL, 1],
    ]);
    expect((await call('POST', `${vouchers(cart)}?voucherId=SAVE10`)).status).toBe(200);
    let read = await getCart('anonymous', cart.guid);
    expect(read.appliedVouchers).toEqual([
      {
        code: 'SAVE10',
        name: '10% off',
        description: '10% off every discountable product',
        value: 10,
        appliedValue: { value: 12.4, currencyIso: 'USD', formattedValue: '$12.40' },
      },
    ]);
    expect(
      read.entries.map((e) => [e.totalDiscounts.value, e.totalPrice.value, e.notDiscountable]),
    ).toEqual([
      [12.4, 124, false],
      [0, 325, true],
    ]);
    expect(read.subTotal.value).toBe(449);
    expect(read.totalDiscounts.value).toBe(12.4);
    expect(read.totalPrice.value).toBe(436.6);

    expect((await call('DELETE', `${vouchers(cart)}/SAVE10`)).status).toBe(200);
    read = await getCart('anonymous', cart.guid);
    expect(read.appliedVouchers).toEqual([]);
    expect(read.totalPrice.value).toBe(449);
    expectError(await call('DELETE', `${vouchers(cart)}/SAVE10`), 400, 'voucherNotApplied');
  });

  it('takes an order promotion off the order after the product discounts, as OCC splits them', async () => {
    const cart = await cartWith([
      [PPVT_FORMS, 2],
      [WISC_DIGITAL, 1],
    ]);
    // Applied before the product code: the order promotion still counts after it.
    expect((await call('POST', `${vouchers(cart)}?voucherId=ORDER5`)).status).toBe(200);
    expect((await call('POST', `${vouchers(cart)}?voucherId=SAVE10`)).status).toBe(200);
    const wire = await call('GET', `${carts('anonymous')}/${cart.guid}`);
    // SAVE10: 10% of 2 × 62 = 12.40 on the PPVT line; ORDER5: 5% of what that line then costs
    // (111.60) = 5.58 on the order; the WISC digital line (325) takes no discount.
    expect(wire.body).toMatchObject({
      entries: [{ totalPrice: { value: 111.6 } }, { totalPrice: { value: 325 } }],
      productDiscounts: { value: 12.4 },
      orderDiscounts: { value: 5.58 },
      totalDiscounts: { value: 17.98 },
      subTotal: { value: 431.02 },
    });
    const read = await getCart('anonymous', cart.guid);
    expect(read.entries.map((e) => e.totalDiscounts.value)).toEqual([12.4, 0]);
    expect(read.appliedVouchers.map((v) => [v.code, v.appliedValue?.value])).toEqual([
      ['ORDER5', 5.58],
      ['SAVE10', 12.4],
    ]);
    expect(read.subTotal.value).toBe(449);
    expect(read.totalDiscounts.value).toBe(17.98);
    expect(read.totalPrice.value).toBe(431.02);
  });

  it('gives each refusal its own reason: invalid, inactive, already applied, not applicable', async () => {
    const cart = await cartWith([[PPVT_FORMS, 1]]);
    expectError(await call('POST', `${vouchers(cart)}?voucherId=NOTACODE`), 400, 'voucherInvalid');
    expectError(
      await call('POST', `${vouchers(cart)}?voucherId=SPRING2024`),
      400,
      'voucherInactive',
    );
    expectError(
      await call('POST', `${vouchers(cart)}?voucherId=WINTER2099`),
      400,
      'voucherInactive',
    );
    expectError(
      await call('POST', `${vouchers(cart)}?voucherId=WELCOME15`),
      400,
      'voucherRedeemed',
    );
    expectError(
      await call('POST', `${vouchers(cart)}?voucherId=WISC15`),
      400,
      'voucherNotApplicable',
    );
    expect((await call('POST', `${vouchers(cart)}?voucherId=save10`)).status).toBe(200);
    expectError(
      await call('POST', `${vouchers(cart)}?voucherId=SAVE10`),
      400,
      'voucherAlreadyApplied',
    );
    // A cart of not-discountable products only: nothing to apply to.
    const aimsweb = await cartWith([[AIMSWEB, 10]]);
    expectError(
      await call('POST', `${vouchers(aimsweb)}?voucherId=SAVE10`),
      400,
      'voucherNotApplicable',
    );
    // The program code applies once a WISC-V product is in.
    await added('anonymous', cart.guid, WISC_FORMS, 5);
    expect((await call('POST', `${vouchers(cart)}?voucherId=WISC15`)).status).toBe(200);
    const read = await getCart('anonymous', cart.guid);
    expect(
      read.appliedVouchers.map((voucher) => [voucher.code, voucher.appliedValue?.value]),
    ).toEqual([
      ['SAVE10', 70.2],
      ['WISC15', 96],
    ]);
  });

  it('UAP: applied, limit reached past 10 units, expired', async () => {
    const cart = await cartWith([[PPVT_FORMS, 4]]);
    await call('POST', `${vouchers(cart)}?voucherId=UAP2026`);
    let read = await getCart('anonymous', cart.guid);
    expect(read).toMatchObject({ uapStatus: 'UAP_APPLIED', uapLabel: 'University adoption price' });
    expect(read.totalDiscounts.value).toBe(49.6); // 20% of 4 x 62

    await call('PATCH', `${carts('anonymous')}/${cart.guid}/entries/0`, { body: { quantity: 12 } });
    read = await getCart('anonymous', cart.guid);
    expect(read.uapStatus).toBe('UAP_LIMIT_REACHED');
    expect(read.totalDiscounts.value).toBe(124); // only the first 10 units

    const expired = await cartWith([[PPVT_FORMS, 1]]);
    expect((await call('POST', `${vouchers(expired)}?voucherId=UAP2023`)).status).toBe(200);
    read = await getCart('anonymous', expired.guid);
    expect(read.uapStatus).toBe('UAP_EXPIRED');
    expect(read.totalDiscounts.value).toBe(0);
  });

  it('organisation discount: u-1003 applied, u-1004 not started, personal accounts none', async () => {
    const district = signIn('u-1003');
    const cart = await createCart('current', district);
    await added('current', cart.code, PPVT_FORMS, 2, district);
    await added('current', cart.code, AIMSWEB, 40, district);
    const read = await getCart('current', 'current', { token: district });
    expect(read).toMatchObject({
      orgDiscountStatus: 'OLD_APPLIED',
      orgDiscountLabel: 'Riverside Unified School District discount',
    });
    expect(read.entries.map((e) => e.totalDiscounts.value)).toEqual([6.2, 0]);

    const university = signIn('u-1004');
    await createCart('current', university);
    const notStarted = await getCart('current', 'current', { token: university });
    expect(notStarted.orgDiscountStatus).toBe('OLD_NOT_STARTED');

    const support = signIn('u-1006');
    await createCart('current', support);
    expect((await getCart('current', 'current', { token: support })).orgDiscountStatus).toBe(
      'OLD_EXPIRED',
    );

    const personal = signIn('u-1001');
    await createCart('current', personal);
    const none = await getCart('current', 'current', { token: personal });
    expect(none.orgDiscountStatus).toBeUndefined();
    expect(none.orgDiscountLabel).toBeUndefined();
  });
});

describe('saved carts', () => {
  it('saves, lists, opens, restores and deletes', async () => {
    const token = signIn('u-1001');
    const cart = await createCart('current', token);
    await added('current', cart.code, WISC_KIT, 1, token);
    const save = (name: string, description = '') =>
      call(
        'PATCH',
        `${carts('current')}/${cart.code}/save?saveCartName=${encodeURIComponent(name)}&saveCartDescription=${encodeURIComponent(description)}`,
        { token },
      );

    const invalid = await save('Spring order!');
    expectError(invalid, 400, 'saveCartNameInvalid');
    expect(v.parse(CommerceErrorListSchema, invalid.body).errors[0]?.message).toBe(
      'Cart name can only be alpha numeric',
    );
    expectError(await save(''), 400, 'saveCartNameMissing');
    expectError(await save('Spring order'), 400, 'saveCartNameInvalid');
    expectError(await save('x'.repeat(51)), 400, 'saveCartNameTooLong');
    expectError(await save('Spring', 'x'.repeat(256)), 400, 'saveCartDescriptionTooLong');

    const saved = v.parse(
      SaveCartResultSchema,
      (await save(' Spring2026 ', 'Kits for the clinic')).body,
    );
    expect(saved.savedCartData).toMatchObject({
      name: 'Spring2026',
      description: 'Kits for the clinic',
    });
    expect(saved.savedCartData.saveTime).toMatch(/^\d{4}-\d\d-\d\dT/);

    // A saved cart is no longer the current cart.
    expectError(await call('GET', `${carts('current')}/current`, { token }), 400, 'cartNotFound');
    const active = await createCart('current', token);

    const list = await call('GET', `${carts('current')}?savedCartsOnly=true`, { token });
    const savedList = v.parse(CartListSchema, list.body);
    expect(savedList.carts.map((c) => c.code)).toEqual([cart.code]);
    expect(savedList.pagination?.totalResults).toBe(1);
    const all = v.parse(CartListSchema, (await call('GET', carts('current'), { token })).body);
    expect(all.carts.map((c) => c.code).sort()).toEqual([cart.code, active.code].sort());

    const details = await getCart('current', cart.code, { token });
    expect(details.entries.map((e) => e.product.code)).toEqual([WISC_KIT]);

    const restored = await call('PATCH', `${carts('current')}/${cart.code}/restoresavedcart`, {
      token,
    });
    expect(v.parse(SaveCartResultSchema, restored.body).savedCartData.saveTime).toBeUndefined();
    expect((await getCart('current', 'current', { token })).code).toBe(cart.code);
    expect(
      v.parse(
        CartListSchema,
        (await call('GET', `${carts('current')}?savedCartsOnly=true`, { token })).body,
      ).carts,
    ).toEqual([]);
    expectError(
      await call('PATCH', `${carts('current')}/${cart.code}/restoresavedcart`, { token }),
      400,
      'cartNotSaved',
    );

    await save('Again');
    expect((await call('DELETE', `${carts('current')}/${cart.code}`, { token })).status).toBe(200);
    expect(
      v.parse(
        CartListSchema,
        (await call('GET', `${carts('current')}?savedCartsOnly=true`, { token })).body,
      ).carts,
    ).toEqual([]);
  });

  it('is for signed-in shoppers only', async () => {
    const cart = await createCart();
    expectError(
      await call('PATCH', `${carts('anonymous')}/${cart.guid}/save?saveCartName=Mine`),
      403,
      'forbidden',
    );
    expectError(await call('GET', `${carts('anonymous')}?savedCartsOnly=true`), 403, 'forbidden');
  });
});

describe('merge at sign-in', () => {
  it('merges an anonymous cart into the user cart with oldCartId and toMergeCartGuid', async () => {
    const token = signIn('u-1001');
    const userCart = await createCart('current', token);
    await added('current', userCart.code, PPVT_FORMS, 2, token);

    const anonymous = await createCart();
    await added('anonymous', anonymous.guid, PPVT_FORMS, 3);
    await added('anonymous', anonymous.guid, EVT_FORMS, 1);
    await call('POST', `${carts('anonymous')}/${anonymous.guid}/vouchers?voucherId=SAVE10`);

    const response = await call(
      'POST',
      `${carts('current')}?oldCartId=${anonymous.guid}&toMergeCartGuid=${userCart.guid}`,
      { token },
    );
    expect(response.status).toBe(201);
    const merged = v.parse(CartSchema, response.body);
    expect(merged.code).toBe(userCart.code);
    expect(merged.entries.map((e) => [e.product.code, e.quantity])).toEqual([
      [PPVT_FORMS, 5],
      [EVT_FORMS, 1],
    ]);
    expect(merged.appliedVouchers.map((voucher) => voucher.code)).toEqual(['SAVE10']);
    // The anonymous cart is gone.
    expectError(await call('GET', `${carts('anonymous')}/${anonymous.guid}`), 400, 'cartNotFound');
    expect((await getCart('current', 'current', { token })).code).toBe(userCart.code);
    expectError(
      await call('POST', `${carts('current')}?oldCartId=${anonymous.guid}`, { token }),
      400,
      'cannotRestore',
    );
  });

  it('takes an anonymous cart over with oldCartId alone and marks what the user may not buy', async () => {
    const anonymous = await createCart();
    await added('anonymous', anonymous.guid, PPVT_FORMS, 1);
    await added('anonymous', anonymous.guid, CELF_MANUAL, 1);
    await added('anonymous', anonymous.guid, AIMSWEB_BOOKLETS, 1);

    const token = signIn('u-1002'); // personal, level A
    const response = await call('POST', `${carts('current')}?oldCartId=${anonymous.guid}`, {
      token,
    });
    const cart = v.parse(CartSchema, response.body);
    expect(cart.guid).toBe(anonymous.guid);
    expect(cart.user.uid).toBe('u-1002');
    expect(cart.entries.map((e) => e.restriction?.reason)).toEqual([
      undefined,
      'qualificationLevel',
      'accountType',
    ]);
    expect((await getCart('current', 'current', { token })).guid).toBe(anonymous.guid);
    expectError(await call('GET', `${carts('anonymous')}/${anonymous.guid}`), 400, 'cartNotFound');
  });

  it('refuses a merge target that is not the user cart', async () => {
    const token = signIn('u-1001');
    const anonymous = await createCart();
    const response = await call(
      'POST',
      `${carts('current')}?oldCartId=${anonymous.guid}&toMergeCartGuid=nope`,
      { token },
    );
    expectError(response, 400, 'cannotRestore');
    expect(firstCommerceError(response.body)?.subject).toBe('nope');
  });
});

describe('no replay (as OCC)', () => {
  it('adds again when the same X-Request-Id is sent twice: safety is the client’s', async () => {
    const cart = await createCart();
    await add('anonymous', cart.guid, PPVT_FORMS, 2, { requestId: 'req-1' });
    const second = await add('anonymous', cart.guid, PPVT_FORMS, 2, { requestId: 'req-1' });
    expect(second.headers.get('X-Idempotent-Replay')).toBeNull();
    expect((await getCart('anonymous', cart.guid)).entries[0]?.quantity).toBe(4);
  });

  it('removes by entry number: a second DELETE of entry 0 removes the entry that moved up', async () => {
    const cart = await createCart();
    await added('anonymous', cart.guid, PPVT_FORMS, 1);
    await added('anonymous', cart.guid, EVT_FORMS, 1);
    const path = `${carts('anonymous')}/${cart.guid}/entries/0`;
    await call('DELETE', path, { requestId: 'del-1' });
    expect((await call('DELETE', path, { requestId: 'del-1' })).status).toBe(200);
    expect((await getCart('anonymous', cart.guid)).entries).toEqual([]);
  });
});

describe('several entries in one call (orderEntries)', () => {
  const lines = (...entries: [string, number][]) => ({
    orderEntries: entries.map(([code, quantity]) => ({ product: { code }, quantity })),
  });

  it('adds every line and answers one modification per line, in order', async () => {
    const cart = await createCart();
    const response = await call('POST', `${carts('anonymous')}/${cart.guid}/entries`, {
      body: lines([PPVT_FORMS, 2], [WISC_TECH_MANUAL, 5]),
    });
    expect(response.status).toBe(200);
    const body = response.body as { cartModifications: unknown[] };
    const modifications = body.cartModifications.map((m) => v.parse(CartModificationSchema, m));
    expect(modifications.map((m) => [m.statusCode, m.quantity])).toEqual([
      ['success', 2],
      ['lowStock', 3],
    ]);
    const after = await getCart('anonymous', cart.guid);
    expect(after.entries.map((e) => [e.product.code, e.quantity])).toEqual([
      [PPVT_FORMS, 2],
      [WISC_TECH_MANUAL, 3],
    ]);
  });

  it('adds line by line as B2B does: a refused line stops there, named, the lines before it stay', async () => {
    const cart = await createCart();
    await added('anonymous', cart.guid, EVT_FORMS, 1);
    const response = await call('POST', `${carts('anonymous')}/${cart.guid}/entries`, {
      body: lines([EVT_FORMS, 2], [WMS_KIT, 1], [PPVT_FORMS, 1]),
    });
    expectError(response, 400, 'notBuyableOnline');
    expect((response.body as { errors: { subject: string }[] }).errors[0]?.subject).toBe(WMS_KIT);
    const after = await getCart('anonymous', cart.guid);
    expect(after.entries.map((e) => [e.product.code, e.quantity])).toEqual([[EVT_FORMS, 3]]);
  });

  it('refuses an empty or malformed list', async () => {
    const cart = await createCart();
    const path = `${carts('anonymous')}/${cart.guid}/entries`;
    expectError(await call('POST', path, { body: { orderEntries: [] } }), 400, 'invalidBody');
    expectError(await call('POST', path, { body: { orderEntries: 'x' } }), 400, 'invalidBody');
  });
});

describe('product lookup and search', () => {
  it('finds a product by code or by ISBN-13 with or without hyphens and spaces', async () => {
    for (const query of [WISC_KIT, '9780158979878', '978-0-15-897987-8', '978 0 15 897987 8']) {
      const response = await call('GET', productPath(query));
      expect(response.status, query).toBe(200);
      const product = v.parse(ProductSchema, response.body);
      expect(product).toMatchObject({
        code: WISC_KIT,
        name: 'WISC-V Complete Kit with Manipulatives Bag',
        programName: 'WISC-V',
        qualificationLevel: 'C',
        maxOrderQuantity: 5,
        buyableOnline: true,
        price: { value: 1575, currencyIso: 'USD', formattedValue: '$1,575.00' },
      });
      expect(product.restriction).toBeUndefined();
    }
    expect(
      v.parse(ProductSchema, (await call('GET', productPath(WMS_KIT))).body).buyableOnline,
    ).toBe(false);
    expect(normalizeProductCode(' 978‑0‑15 897987‑8 ')).toBe('9780158979878');
  });

  it('answers 400 UnknownIdentifierError for an unknown code (as OCC)', async () => {
    const response = await call('GET', productPath('978-0-00-000000-0'));
    expectError(response, 400, 'unknownProduct');
  });

  it('tells a signed-in shopper why they may not buy a product', async () => {
    const token = signIn('u-1002');
    const product = v.parse(
      ProductSchema,
      (await call('GET', productPath(CELF_MANUAL), { token })).body,
    );
    expect(product.restriction?.reason).toBe('qualificationLevel');
  });

  it('searches code, ISBN and name, at most 20 results', async () => {
    const byName = v.parse(
      ProductSearchPageSchema,
      (await call('GET', productSearchPath('wisc'))).body,
    );
    expect(byName.products.length).toBeGreaterThan(0);
    expect(byName.products.every((p) => p.name.toLowerCase().includes('wisc'))).toBe(true);
    const byIsbn = v.parse(
      ProductSearchPageSchema,
      (await call('GET', productSearchPath('978-0-15-803'))).body,
    );
    expect(byIsbn.products.map((p) => p.programName)).toContain('CELF-5');
    const many = v.parse(ProductSearchPageSchema, (await call('GET', productSearchPath('a'))).body);
    expect(many.products).toHaveLength(20);
    expect(many.pagination.totalResults).toBeGreaterThan(20);
    const none = v.parse(ProductSearchPageSchema, (await call('GET', productSearchPath(''))).body);
    expect(none.products).toEqual([]);
  });
});
