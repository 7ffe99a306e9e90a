import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CartSchema, ProductSchema, productPath } from '../../testing/occ-wire';
import {
  AddressListSchema,
  AddressSchema,
  toOccAddress,
  type AddressInput,
} from '../../api/addresses/address.schema';
import { resetMockState } from '../handlers';
import { takeUnhandledCommerceCalls } from '../../testing/unhandled-commerce-calls';
import {
  CHECKOUT,
  CURRENT,
  CURRENT_CART,
  call,
  cartWith,
  choose,
  expectCheckoutError,
  getCheckout,
  parsed,
  put,
  signIn,
  typed,
} from '../../testing/commerce-backend';

// The checkout's state, the store's PUTs (no body, no replay), OCC's delivery calls, and the terms
// (withdrawn whenever what the cart orders changes). Choices and delivery have their own files.
const DANA = 'u-1001';
const MARIA = 'u-1003';
const LIN = 'u-1004';
const PPVT_FORMS = '0158241926'; // level A, USD 62
const EVT_FORMS = '0158242124'; // level A, USD 55
const CELF_MANUAL = '0158036653'; // level B, USD 160
const QGLOBAL_REPORT = 'A103000271129'; // Q-global, level A
const QGLOBAL_SUBSCRIPTION = 'A103000190412'; // Q-global subscription, level C
const AIMSWEB = 'A103000290018'; // aimswebPlus, level A

const entriesPath = (cartCode: string) => `${CURRENT}/carts/${cartCode}/entries`;
const DELIVERY_ADDRESS = `${CURRENT_CART}/addresses/delivery`;
const DELIVERY_MODE = `${CURRENT_CART}/deliverymode`;

const bookIdsOf = async (token: string) =>
  parsed(
    await call('GET', `${CURRENT}/addresses`, { token }),
    200,
    AddressListSchema,
  ).addresses.map((address) => address.id);

/** Maria's checkout for Riverside USD, every step done but the terms. */
async function readyToAccept(token: string) {
  await choose(token, 'customer-account', { accountId: 'org-1234' });
  await choose(token, 'qualified-user', { userId: 'qu-jlee' });
  await choose(token, 'delivery-address', { addressId: 'addr-1003-district' });
  await choose(token, 'delivery-mode', { code: 'ground' });
  return choose(token, 'billing-address', { sameAsShipping: true });
}

async function termsAccepted(token: string): Promise<boolean> {
  return (await getCheckout(token)).termsAccepted;
}

describe('checkout state', () => {
  it('needs a signed-in shopper (401) with a current cart (400 CartError notFound, as OCC)', async () => {
    expect((await call('GET', CHECKOUT)).status).toBe(401);
    expect((await call('PUT', `${CHECKOUT}/terms`, { body: { accepted: true } })).status).toBe(401);
    expect((await call('PUT', `${DELIVERY_ADDRESS}?addressId=addr-1001-home`)).status).toBe(401);
    expect((await call('POST', DELIVERY_ADDRESS, { body: toOccAddress(typed()) })).status).toBe(
      401,
    );
    expect((await call('PUT', `${DELIVERY_MODE}?deliveryModeId=ground`)).status).toBe(401);
    expect((await call('GET', `${CURRENT}/carts/current/deliverymodes`)).status).toBe(401);
    const token = signIn(DANA);
    expectCheckoutError(await call('GET', CHECKOUT, { token }), 400, 'cartNotFound');
    expectCheckoutError(await put(token, 'terms', { accepted: true }), 400, 'cartNotFound');
    expectCheckoutError(
      await put(token, 'delivery-address', { addressId: 'addr-1001-home' }),
      400,
      'cartNotFound',
    );
    expectCheckoutError(
      await put(token, 'delivery-address', { address: typed(), saveInAddressBook: true }),
      400,
      'cartNotFound',
    );
    expectCheckoutError(await put(token, 'delivery-mode', { code: 'ground' }), 400, 'cartNotFound');
    // Nothing went into the book without a cart to deliver to.
    expect(await bookIdsOf(token)).toEqual(['addr-1001-home', 'addr-1001-office']);
  });

  it('starts with no choices, what the cart requires and its totals (no version on the wire)', async () => {
    const token = signIn(DANA);
    const cart = await cartWith(token, [[PPVT_FORMS, 1]]);
    const state = await getCheckout(token);
    expect(state).toEqual({
      cartCode: cart.code,
      requires: { qglobalAccount: false, aimswebAccount: false, shipping: true },
      customerAccountNotListed: false,
      billingSameAsShipping: false,
      termsAccepted: false,
      totals: {
        subTotal: { value: 62, currencyIso: 'USD', formattedValue: '$62.00' },
        totalDiscounts: { value: 0, currencyIso: 'USD', formattedValue: '$0.00' },
        totalTax: { value: 0, currencyIso: 'USD', formattedValue: '$0.00' },
        totalVat: { value: 0, currencyIso: 'USD', formattedValue: '$0.00' },
        totalPrice: { value: 62, currencyIso: 'USD', formattedValue: '$62.00' },
      },
    });
    const wire = (await call('GET', CHECKOUT, { token })).body;
    expect(wire).not.toHaveProperty('cartVersion');
  });

  it('requires a Q-global account for Q-global products and an aimswebPlus one for aimswebPlus products', async () => {
    const token = signIn(MARIA);
    await cartWith(token, [[QGLOBAL_REPORT, 2]]);
    // A score report is delivered online: nothing to ship.
    expect((await getCheckout(token)).requires).toEqual({
      qglobalAccount: true,
      aimswebAccount: false,
      shipping: false,
    });
    await cartWith(token, [[AIMSWEB, 40]]);
    expect((await getCheckout(token)).requires).toEqual({
      qglobalAccount: true,
      aimswebAccount: true,
      shipping: true,
    });
  });

  it('marks Q-global products in the product summary', async () => {
    const token = signIn(LIN);
    const cart = await cartWith(token, [
      [QGLOBAL_SUBSCRIPTION, 1],
      [PPVT_FORMS, 1],
    ]);
    expect(cart.entries.map((e) => [e.product.code, e.product.qglobal])).toEqual([
      [QGLOBAL_SUBSCRIPTION, true],
      [PPVT_FORMS, undefined],
    ]);
    const product = v.parse(ProductSchema, (await call('GET', productPath(QGLOBAL_REPORT))).body);
    expect(product.qglobal).toBe(true);
  });
});

describe('checkout PUTs (the store’s and OCC’s)', () => {
  it('answer 200 with no body: the new state is read with GET', async () => {
    const token = signIn(MARIA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    const puts = [
      ['customer-account', { accountId: 'org-1234' }],
      ['qualified-user', { userId: 'qu-jlee' }],
      ['delivery-address', { addressId: 'addr-1003-district' }],
      ['delivery-mode', { code: 'ground' }],
      ['billing-address', { sameAsShipping: true }],
      ['terms', { accepted: true }],
    ] as const;
    for (const [choice, body] of puts) {
      const answer = await put(token, choice, body);
      expect(answer.status, `${choice}: ${JSON.stringify(answer.body)}`).toBe(200);
      expect(answer.body, choice).toBeUndefined();
    }
    const state = await getCheckout(token);
    expect(state).toMatchObject({
      customerAccount: { id: 'org-1234' },
      qualifiedUser: { id: 'qu-jlee' },
      deliveryAddress: { id: 'addr-1003-district' },
      deliveryMode: { code: 'ground' },
      billingSameAsShipping: true,
      termsAccepted: true,
    });
  });

  it('set the same choice twice, and the checkout ends where once did', async () => {
    const token = signIn(MARIA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    const once = await readyToAccept(token);
    const twice = await readyToAccept(token);
    expect(twice).toEqual(once);
    expect((await choose(token, 'terms', { accepted: true })).termsAccepted).toBe(true);
    const accepted = await choose(token, 'terms', { accepted: true });
    expect(accepted).toEqual({ ...once, termsAccepted: true });
  });

  it('replay nothing: the same X-Request-Id after a change applies again', async () => {
    const token = signIn(MARIA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    const riverside = { accountId: 'org-1234' };
    const first = await put(token, 'customer-account', riverside, {
      requestId: 'choose-account-1',
    });
    expect(first.status).toBe(200);
    await choose(token, 'customer-account', { accountId: 'org-4321' });
    const again = await put(token, 'customer-account', riverside, {
      requestId: 'choose-account-1',
    });
    expect(again.status).toBe(200);
    expect(again.headers.get('X-Idempotent-Replay')).toBeNull();
    expect((await getCheckout(token)).customerAccount?.id).toBe('org-1234');

    // OCC's delivery calls replay nothing either.
    const district = { addressId: 'addr-1003-district' };
    await put(token, 'delivery-address', district, { requestId: 'deliver-1' });
    await choose(token, 'delivery-address', { addressId: 'addr-1003-manila' });
    const redelivered = await put(token, 'delivery-address', district, { requestId: 'deliver-1' });
    expect(redelivered.status).toBe(200);
    expect(redelivered.headers.get('X-Idempotent-Replay')).toBeNull();
    expect((await getCheckout(token)).deliveryAddress?.id).toBe('addr-1003-district');
  });

  it('replay no refusal either: the same X-Request-Id once the step before is done succeeds', async () => {
    const token = signIn(MARIA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    const refused = await put(
      token,
      'qualified-user',
      { userId: 'qu-jlee' },
      { requestId: 'qu-1' },
    );
    expectCheckoutError(refused, 400, 'customerAccountMissing');
    await choose(token, 'customer-account', { accountId: 'org-1234' });
    const again = await put(token, 'qualified-user', { userId: 'qu-jlee' }, { requestId: 'qu-1' });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.headers.get('X-Idempotent-Replay')).toBeNull();
    expect((await getCheckout(token)).qualifiedUser?.id).toBe('qu-jlee');
  });

  it('has no PUT for a choice the extension does not declare; the delivery address and mode are OCC’s calls', async () => {
    const token = signIn(DANA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    const choices = ['payment', 'delivery-address', 'delivery-mode'];
    for (const choice of choices) {
      await expect(call('PUT', `${CHECKOUT}/${choice}`, { token, body: {} })).rejects.toThrow();
    }
    const refused = takeUnhandledCommerceCalls();
    expect(refused).toHaveLength(choices.length);
    choices.forEach((choice, index) => {
      expect(refused[index]).toMatch(new RegExp(`^PUT .*/carts/current/checkout/${choice}(\\?|$)`));
    });
    const state = await getCheckout(token);
    expect(state.deliveryAddress).toBeUndefined();
    expect(state.deliveryMode).toBeUndefined();
  });
});

describe('adding a qualified user (the store’s POST)', () => {
  it('is still answered once per X-Request-Id: a repeat replays its 201', async () => {
    const token = signIn(MARIA);
    const path = `${CURRENT}/customer-accounts/org-1234/qualified-users`;
    const body = { email: 'ebrooks@riverside.example.org' };
    expect((await call('POST', path, { token, body, requestId: 'add-ellen' })).status).toBe(201);
    const replayed = await call('POST', path, { token, body, requestId: 'add-ellen' });
    expect(replayed.status).toBe(201);
    expect(replayed.headers.get('X-Idempotent-Replay')).toBe('true');
    expect((await call('POST', path, { token, body, requestId: 'add-ellen-2' })).status).toBe(200);
  });
});

describe('OCC’s delivery address on the cart', () => {
  it('PUT ?addressId= takes a book address: 200, no body', async () => {
    const token = signIn(DANA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    const answer = await call('PUT', `${DELIVERY_ADDRESS}?addressId=addr-1001-office`, { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toBeUndefined();
    expect((await getCheckout(token)).deliveryAddress?.id).toBe('addr-1001-office');
  });

  it('PUT refuses an address id not in the book (OCC’s 400 CartAddressError notValid, naming it) and a missing one (400)', async () => {
    const token = signIn(DANA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    await choose(token, 'delivery-address', { addressId: 'addr-1001-home' });
    expectCheckoutError(
      await call('PUT', `${DELIVERY_ADDRESS}?addressId=addr-nope`, { token }),
      400,
      'addressNotFound',
      'addr-nope',
    );
    // Someone else's address is not in Dana's book either.
    expectCheckoutError(
      await call('PUT', `${DELIVERY_ADDRESS}?addressId=addr-1003-district`, { token }),
      400,
      'addressNotFound',
      'addr-1003-district',
    );
    expectCheckoutError(
      await call('PUT', DELIVERY_ADDRESS, { token }),
      400,
      'invalid',
      'addressId',
    );
    expectCheckoutError(
      await call('PUT', `${DELIVERY_ADDRESS}?addressId=`, { token }),
      400,
      'invalid',
      'addressId',
    );
    // A refused call changes nothing.
    expect((await getCheckout(token)).deliveryAddress?.id).toBe('addr-1001-home');
  });

  it('POST a typed address with visibleInAddressBook: 201 with the address, which joins the book', async () => {
    const token = signIn(DANA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    const answer = await call('POST', DELIVERY_ADDRESS, {
      token,
      body: { ...toOccAddress(typed()), visibleInAddressBook: true },
    });
    const address = parsed(answer, 201, AddressSchema);
    expect(address).toMatchObject({
      firstName: 'Dana',
      lastName: 'Whitfield',
      line1: '700 Burnside Street',
      town: 'Portland',
      region: 'OR',
      postalCode: '97201',
      country: 'US',
      countryName: 'United States',
    });
    expect(address.id).toMatch(/^addr-new-\d+$/);
    expect(await bookIdsOf(token)).toEqual(['addr-1001-home', 'addr-1001-office', address.id]);
    expect((await getCheckout(token)).deliveryAddress).toMatchObject({
      id: address.id,
      line1: '700 Burnside Street',
    });
  });

  it('POST a typed address without visibleInAddressBook (or false): on the cart only', async () => {
    const token = signIn(DANA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    for (const visibility of [{ visibleInAddressBook: false }, {}]) {
      const answer = await call('POST', DELIVERY_ADDRESS, {
        token,
        body: { ...toOccAddress(typed({ line1: '12 Alder Street' })), ...visibility },
      });
      const address = parsed(answer, 201, AddressSchema);
      expect(address.id).toMatch(/^addr-cart-\d+$/);
      expect(address.line1).toBe('12 Alder Street');
      expect((await getCheckout(token)).deliveryAddress?.id).toBe(address.id);
    }
    expect(await bookIdsOf(token)).toEqual(['addr-1001-home', 'addr-1001-office']);
  });

  it('POST refuses an invalid typed address: 400 invalid naming the field, nothing kept', async () => {
    const token = signIn(DANA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    const post = (body: unknown) => call('POST', DELIVERY_ADDRESS, { token, body });
    const occ = (overrides: Partial<AddressInput>) => ({
      ...toOccAddress(typed(overrides)),
      visibleInAddressBook: true,
    });
    expectCheckoutError(await post(occ({ postalCode: '9720' })), 400, 'invalid', 'postalCode');
    expectCheckoutError(await post(occ({ firstName: 'D4na' })), 400, 'invalid', 'firstName');
    expectCheckoutError(await post(occ({ region: 'ZZ' })), 400, 'invalid', 'region');
    const { town: _town, ...withoutTown } = occ({});
    expectCheckoutError(await post(withoutTown), 400, 'invalid', 'town');
    expectCheckoutError(
      await post({ ...occ({}), visibleInAddressBook: 'yes' }),
      400,
      'invalid',
      'visibleInAddressBook',
    );
    expect(await bookIdsOf(token)).toEqual(['addr-1001-home', 'addr-1001-office']);
    expect((await getCheckout(token)).deliveryAddress).toBeUndefined();
  });
});

describe('OCC’s delivery mode on the cart', () => {
  it('PUT ?deliveryModeId= takes a mode offered for the address: 200, no body', async () => {
    const token = signIn(DANA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    await choose(token, 'delivery-address', { addressId: 'addr-1001-home' });
    const answer = await call('PUT', `${DELIVERY_MODE}?deliveryModeId=expedited`, { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toBeUndefined();
    expect((await getCheckout(token)).deliveryMode?.code).toBe('expedited');
  });

  it('refuses a mode before any address, and one not offered there (400 UnsupportedDeliveryModeError)', async () => {
    const token = signIn(DANA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    const setMode = (code: string) =>
      call('PUT', `${DELIVERY_MODE}?deliveryModeId=${code}`, { token });
    // None is offered before a delivery address.
    expectCheckoutError(await setMode('ground'), 400, 'deliveryModeUnavailable');
    await choose(token, 'delivery-address', { addressId: 'addr-1001-home' });
    await choose(token, 'delivery-mode', { code: 'ground' });
    // A US address: domestic modes only.
    expectCheckoutError(await setMode('international-express'), 400, 'deliveryModeUnavailable');
    expectCheckoutError(await setMode('teleport'), 400, 'deliveryModeUnavailable');
    const [error] = ((await setMode('teleport')).body as { errors: unknown[] }).errors;
    expect(error).toMatchObject({ type: 'UnsupportedDeliveryModeError' });
    expect(error).not.toHaveProperty('reason');
    expectCheckoutError(
      await call('PUT', DELIVERY_MODE, { token }),
      400,
      'invalid',
      'deliveryModeId',
    );
    // A refused call changes nothing.
    expect((await getCheckout(token)).deliveryMode?.code).toBe('ground');
  });
});

describe('terms', () => {
  it('must be accepted (400 termsNotAccepted)', async () => {
    const token = signIn(MARIA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    await readyToAccept(token);
    expectCheckoutError(await put(token, 'terms', { accepted: false }), 400, 'termsNotAccepted');
    expectCheckoutError(await put(token, 'terms', {}), 400, 'invalid', 'accepted');
    expect((await choose(token, 'terms', { accepted: true })).termsAccepted).toBe(true);
  });

  it('names the first missing step, in step order', async () => {
    const token = signIn(MARIA);
    await cartWith(token, [
      [QGLOBAL_REPORT, 1],
      [AIMSWEB, 40],
    ]);
    const accept = () => put(token, 'terms', { accepted: true });
    expectCheckoutError(await accept(), 400, 'customerAccountMissing');
    await choose(token, 'customer-account', { accountId: 'org-1234' });
    expectCheckoutError(await accept(), 400, 'qualifiedUserMissing');
    await choose(token, 'qualified-user', { userId: 'u-1003' });
    expectCheckoutError(await accept(), 400, 'missing', 'qglobalAccount');
    await choose(token, 'qglobal-account', { mode: 'EXISTING', accountNumber: 'QG-200481' });
    expectCheckoutError(await accept(), 400, 'missing', 'aimswebAccount');
    await choose(token, 'aimsweb-account', { mode: 'NEW', termsAccepted: true });
    expectCheckoutError(await accept(), 400, 'deliveryAddressMissing');
    await choose(token, 'delivery-address', { addressId: 'addr-1003-district' });
    expectCheckoutError(await accept(), 400, 'deliveryModeMissing');
    await choose(token, 'delivery-mode', { code: 'expedited' });
    expectCheckoutError(await accept(), 400, 'billingAddressMissing');
    await choose(token, 'billing-address', { addressId: 'addr-1003-district' });
    expect(await termsAccepted(token)).toBe(false);
    const accepted = await accept();
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toBeUndefined();
    expect(await termsAccepted(token)).toBe(true);
  });

  it('refuses a qualified user who no longer covers every entry (400 userNotQualified)', async () => {
    const token = signIn(MARIA);
    const cart = await cartWith(token, [[PPVT_FORMS, 1]]);
    await readyToAccept(token);
    // Jordan Lee is level A; a level B product joins the cart.
    await call('POST', entriesPath(cart.code), {
      token,
      body: { product: { code: CELF_MANUAL }, quantity: 1 },
    });
    const state = await getCheckout(token);
    expect(state.qualifiedUser?.id).toBe('qu-jlee');
    expectCheckoutError(await put(token, 'terms', { accepted: true }), 400, 'userNotQualified');
  });

  it('are withdrawn by any other choice, OCC’s delivery calls included', async () => {
    const token = signIn(MARIA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    await readyToAccept(token);
    const reaccept = async () => {
      expect((await choose(token, 'terms', { accepted: true })).termsAccepted).toBe(true);
    };
    await reaccept();
    expect((await choose(token, 'delivery-mode', { code: 'expedited' })).termsAccepted).toBe(false);
    await reaccept();
    const district = { addressId: 'addr-1003-district' };
    expect((await choose(token, 'delivery-address', district)).termsAccepted).toBe(false);
    await choose(token, 'delivery-mode', { code: 'ground' });
    await reaccept();
    expect((await choose(token, 'billing-address', district)).termsAccepted).toBe(false);
    await reaccept();
    // The same choice again withdraws them too: every PUT but the terms' does.
    expect((await choose(token, 'customer-account', { accountId: 'org-1234' })).termsAccepted).toBe(
      false,
    );
  });

  it('are withdrawn whenever what the cart orders changes, not by a promotion code', async () => {
    const token = signIn(MARIA);
    const cart = await cartWith(token, [[PPVT_FORMS, 1]]);
    await readyToAccept(token);
    await choose(token, 'terms', { accepted: true });
    const changes: [string, () => Promise<unknown>][] = [
      [
        'an entry added',
        () =>
          call('POST', entriesPath(cart.code), {
            token,
            body: { product: { code: EVT_FORMS }, quantity: 1 },
          }),
      ],
      [
        'a quantity changed',
        () => call('PATCH', `${entriesPath(cart.code)}/0`, { token, body: { quantity: 3 } }),
      ],
      [
        'several added at once',
        () =>
          call('POST', entriesPath(cart.code), {
            token,
            body: { orderEntries: [{ product: { code: EVT_FORMS }, quantity: 1 }] },
          }),
      ],
      ['an entry removed', () => call('DELETE', `${entriesPath(cart.code)}/1`, { token })],
    ];
    for (const [change, make] of changes) {
      expect(await termsAccepted(token), change).toBe(true);
      await make();
      expect(await termsAccepted(token), change).toBe(false);
      // Every other choice stays.
      expect(await getCheckout(token), change).toMatchObject({
        customerAccount: { id: 'org-1234' },
        qualifiedUser: { id: 'qu-jlee' },
        deliveryMode: { code: 'ground' },
      });
      expect((await choose(token, 'terms', { accepted: true })).termsAccepted, change).toBe(true);
    }
    // A promotion code changes prices, not what is ordered: the terms stay.
    await call('POST', `${CURRENT}/carts/${cart.code}/vouchers?voucherId=SAVE10`, { token });
    expect(await termsAccepted(token)).toBe(true);
  });

  it('are withdrawn on a restore and a merge; a restored cart has a checkout of its own', async () => {
    const token = signIn(MARIA);
    const cart = await cartWith(token, [[PPVT_FORMS, 1]]);
    await readyToAccept(token);
    await choose(token, 'terms', { accepted: true });
    // Saved for later, then restored: its choices stay, its terms do not.
    const save = await call('PATCH', `${CURRENT}/carts/${cart.code}/save?saveCartName=Later`, {
      token,
    });
    expect(save.status, JSON.stringify(save.body)).toBe(200);
    expectCheckoutError(await call('GET', CHECKOUT, { token }), 400, 'cartNotFound');
    await call('PATCH', `${CURRENT}/carts/${cart.code}/restoresavedcart`, { token });
    const restored = await getCheckout(token);
    expect(restored).toMatchObject({
      cartCode: cart.code,
      customerAccount: { id: 'org-1234' },
      termsAccepted: false,
    });
    await choose(token, 'terms', { accepted: true });

    // An anonymous cart merged into it at sign-in.
    const anonymous = v.parse(CartSchema, (await call('POST', '/users/anonymous/carts')).body);
    await call('POST', entriesPath(anonymous.guid).replace(CURRENT, '/users/anonymous'), {
      body: { product: { code: EVT_FORMS }, quantity: 1 },
    });
    const merged = await call(
      'POST',
      `${CURRENT}/carts?oldCartId=${anonymous.guid}&toMergeCartGuid=${cart.code}`,
      { token },
    );
    expect(merged.status, JSON.stringify(merged.body)).toBe(201);
    expect(await getCheckout(token)).toMatchObject({ cartCode: cart.code, termsAccepted: false });
  });

  it('a restored cart replacing the current one starts with its own choices, and takes new ones', async () => {
    const token = signIn(LIN);
    const current = await cartWith(token, [[PPVT_FORMS, 1]]);
    await choose(token, 'customer-account', { accountId: 'org-2468' });
    const saved = v.parse(
      v.object({ carts: v.array(CartSchema) }),
      (await call('GET', `${CURRENT}/carts?savedCartsOnly=true`, { token })).body,
    ).carts[0];
    await call('PATCH', `${CURRENT}/carts/${saved?.code}/restoresavedcart`, { token });
    const restored = await getCheckout(token);
    expect(restored.cartCode).toBe(saved?.code);
    expect(restored.cartCode).not.toBe(current.code);
    expect(restored.customerAccount).toBeUndefined();
    // A choice now is the restored cart's (the client checks the cart it shows is still the one).
    expect((await choose(token, 'customer-account', { accountId: 'org-2468' })).cartCode).toBe(
      saved?.code,
    );
  });
});

describe('reset', () => {
  it('puts every checkout resource back to its seed', async () => {
    const token = signIn(MARIA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    await choose(token, 'customer-account', { accountId: 'org-1234' });
    await choose(token, 'delivery-address', {
      address: {
        firstName: 'Maria',
        lastName: 'Alvarez',
        country: 'US',
        region: 'CA',
        town: 'Riverside',
        line1: '10 Orange Street',
        postalCode: '92501',
      },
      saveInAddressBook: true,
    });
    const addUser = (userToken: string) =>
      call('POST', `${CURRENT}/customer-accounts/org-1234/qualified-users`, {
        token: userToken,
        body: { email: 'treyes@riverside.example.org' },
        requestId: 'r-1',
      });
    expect((await addUser(token)).status).toBe(201);
    await call('POST', `${CURRENT}/qglobal-accounts`, {
      token,
      body: { accountNumber: 'QG-700100' },
    });

    resetMockState();
    const fresh = signIn(MARIA);
    expectCheckoutError(await call('GET', CHECKOUT, { token: fresh }), 400, 'cartNotFound');
    const book = await call('GET', `${CURRENT}/addresses`, { token: fresh });
    expect((book.body as { addresses: unknown[] }).addresses).toHaveLength(3);
    const users = await call('GET', `${CURRENT}/customer-accounts/org-1234/qualified-users`, {
      token: fresh,
    });
    expect((users.body as { users: { id: string }[] }).users.map((u) => u.id)).toEqual([
      'u-1003',
      'qu-jlee',
      'qu-pnatarajan',
    ]);
    const profile = await call('GET', `${CURRENT}/qglobal-accounts`, { token: fresh });
    expect((profile.body as { accounts: unknown[] }).accounts).toHaveLength(2);
    await cartWith(fresh, [[PPVT_FORMS, 1]]);
    const state = await getCheckout(fresh);
    expect(state.customerAccount).toBeUndefined();
    expect(state.deliveryAddress).toBeUndefined();
    expect(state.termsAccepted).toBe(false);
    // The remembered answers are gone too: the same request id adds the user again.
    const retried = await addUser(fresh);
    expect(retried.status).toBe(201);
    expect(retried.headers.get('X-Idempotent-Replay')).toBeNull();
  });
});
