import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CartSchema } from './support/occ-wire';
import { CheckoutStateSchema } from '../../src/api/checkout/checkout.schema';
import { ProductSchema } from '../../src/api/products/product.schema';
import { resetMockState } from '../../src/mocks/handlers';
import {
  CHECKOUT,
  CURRENT,
  call,
  cartWith,
  choose,
  expectCheckoutError,
  getCheckout,
  parsed,
  put,
  signIn,
} from './support/commerce-backend';

// The checkout of the fake backend (src/mocks/handlers/checkout.ts): its state, the cart version
// and the 409 after a cart edit, idempotent PUTs, the terms and their missing-step errors, reset.
// Who orders: checkout-backend-choices.test.ts; where it goes and what it costs:
// checkout-backend-delivery.test.ts.
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

async function versionOf(token: string): Promise<number> {
  return (await getCheckout(token)).cartVersion;
}

describe('checkout state', () => {
  it('needs a signed-in shopper (401) with a current cart (400 CartError notFound, as OCC)', async () => {
    expect((await call('GET', CHECKOUT)).status).toBe(401);
    expect(
      (await call('PUT', `${CHECKOUT}/terms`, { body: { cartVersion: 1, accepted: true } })).status,
    ).toBe(401);
    expect((await call('GET', `${CURRENT}/carts/current/deliverymodes`)).status).toBe(401);
    const token = signIn(DANA);
    expectCheckoutError(await call('GET', CHECKOUT, { token }), 400, 'cartNotFound');
    expectCheckoutError(
      await put(token, 'terms', { cartVersion: 1, accepted: true }),
      400,
      'cartNotFound',
    );
  });

  it('starts with no choices, what the cart requires and its totals', async () => {
    const token = signIn(DANA);
    const cart = await cartWith(token, [[PPVT_FORMS, 1]]);
    const state = await getCheckout(token);
    expect(state).toEqual({
      cartCode: cart.code,
      cartVersion: 2,
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
  });

  it('requires a Q-global account for Q-global products and an aimswebPlus one for aimswebPlus products', async () => {
    const token = signIn(MARIA);
    await cartWith(token, [[QGLOBAL_REPORT, 2]]);
    // A score report is delivered online: nothing to ship (issue 29).
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
    const product = v.parse(ProductSchema, (await call('GET', `/products/${QGLOBAL_REPORT}`)).body);
    expect(product.qglobal).toBe(true);
  });
});

describe('cart version', () => {
  it('starts at 1 and changes with what is ordered, not with promotion codes', async () => {
    const token = signIn(DANA);
    const created = await call('POST', `${CURRENT}/carts`, { token });
    const code = v.parse(CartSchema, created.body).code;
    expect(await versionOf(token)).toBe(1);
    await call('POST', entriesPath(code), {
      token,
      body: { product: { code: PPVT_FORMS }, quantity: 1 },
    });
    expect(await versionOf(token)).toBe(2);
    await call('PATCH', `${entriesPath(code)}/0`, { token, body: { quantity: 3 } });
    expect(await versionOf(token)).toBe(3);
    await call('POST', entriesPath(code), {
      token,
      body: { orderEntries: [{ product: { code: EVT_FORMS }, quantity: 1 }] },
    });
    const afterMultiAdd = await versionOf(token);
    expect(afterMultiAdd).toBeGreaterThan(3);
    await call('POST', `${CURRENT}/carts/${code}/vouchers?voucherId=SAVE10`, { token });
    expect(await versionOf(token)).toBe(afterMultiAdd);
    await call('DELETE', `${entriesPath(code)}/1`, { token });
    expect(await versionOf(token)).toBeGreaterThan(afterMultiAdd);
  });

  it('changes on a restore and a merge, and never matches the version of the cart it replaces', async () => {
    const token = signIn(LIN);
    const current = await cartWith(token, [[PPVT_FORMS, 1]]);
    const before = await getCheckout(token);
    const saved = v.parse(
      v.object({ carts: v.array(CartSchema) }),
      (await call('GET', `${CURRENT}/carts?savedCartsOnly=true`, { token })).body,
    ).carts[0];
    await call('PATCH', `${CURRENT}/carts/${saved?.code}/restoresavedcart`, { token });
    const restored = await getCheckout(token);
    expect(restored.cartCode).toBe(saved?.code);
    expect(restored.cartCode).not.toBe(current.code);
    expect(restored.cartVersion).not.toBe(before.cartVersion);
    // The stale checkout's version is refused on the restored cart.
    expectCheckoutError(
      await put(token, 'customer-account', {
        cartVersion: before.cartVersion,
        accountId: 'org-2468',
      }),
      409,
      'cartModified',
    );

    const anonymous = v.parse(CartSchema, (await call('POST', '/users/anonymous/carts')).body);
    await call('POST', entriesPath(anonymous.guid).replace(CURRENT, '/users/anonymous'), {
      body: { product: { code: EVT_FORMS }, quantity: 1 },
    });
    await call(
      'POST',
      `${CURRENT}/carts?oldCartId=${anonymous.guid}&toMergeCartGuid=${restored.cartCode}`,
      {
        token,
      },
    );
    expect(await versionOf(token)).toBeGreaterThan(restored.cartVersion);
  });

  it('refuses a PUT with another version (409 cartModified) before any other check', async () => {
    const token = signIn(DANA);
    const cart = await cartWith(token, [[PPVT_FORMS, 1]]);
    const seen = await versionOf(token);
    // Another tab edits the cart.
    await call('POST', entriesPath(cart.code), {
      token,
      body: { product: { code: EVT_FORMS }, quantity: 1 },
    });
    expectCheckoutError(
      await put(token, 'customer-account', { cartVersion: seen, accountId: 'personal-u-1001' }),
      409,
      'cartModified',
    );
    // Even a body that breaks every rule is refused for its version first.
    expectCheckoutError(
      await put(token, 'terms', { cartVersion: seen, accepted: false }),
      409,
      'cartModified',
    );
    expectCheckoutError(
      await put(token, 'customer-account', { cartVersion: seen, accountId: 'nope' }),
      409,
      'cartModified',
    );
    // No version at all is not a body the endpoint takes.
    const bare = await call('PUT', `${CHECKOUT}/customer-account`, {
      token,
      body: { accountId: 'personal-u-1001' },
    });
    expectCheckoutError(bare, 400, 'invalid', 'cartVersion');
    expect((await getCheckout(token)).customerAccount).toBeUndefined();
    // With the new version the same choice is made.
    const state = await choose(token, 'customer-account', { accountId: 'personal-u-1001' });
    expect(state.customerAccount?.id).toBe('personal-u-1001');
  });

  it('answers an unknown choice with 400 invalid', async () => {
    const token = signIn(DANA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    expectCheckoutError(await put(token, 'payment', {}), 400, 'invalid', 'choice');
  });
});

describe('idempotent PUTs', () => {
  it('answers a repeated X-Request-Id with its first answer, even after the cart changed', async () => {
    const token = signIn(DANA);
    const cart = await cartWith(token, [[PPVT_FORMS, 1]]);
    const version = await versionOf(token);
    const body = { cartVersion: version, accountId: 'personal-u-1001' };
    const first = await put(token, 'customer-account', body, { requestId: 'choose-account-1' });
    expect(first.status).toBe(200);
    await call('POST', entriesPath(cart.code), {
      token,
      body: { product: { code: EVT_FORMS }, quantity: 1 },
    });
    const replay = await put(token, 'customer-account', body, { requestId: 'choose-account-1' });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('X-Idempotent-Replay')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(v.parse(CheckoutStateSchema, replay.body).cartVersion).toBe(version);
    // A new request id is a new attempt: the cart moved on.
    expectCheckoutError(
      await put(token, 'customer-account', body, { requestId: 'choose-account-2' }),
      409,
      'cartModified',
    );
  });

  it('replays a refusal too, and a POST that added someone answers 201 again', async () => {
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
    expectCheckoutError(again, 400, 'customerAccountMissing');
    expect(again.headers.get('X-Idempotent-Replay')).toBe('true');

    const path = `${CURRENT}/customer-accounts/org-1234/qualified-users`;
    const body = { email: 'ebrooks@riverside.example.org' };
    expect((await call('POST', path, { token, body, requestId: 'add-ellen' })).status).toBe(201);
    const replayed = await call('POST', path, { token, body, requestId: 'add-ellen' });
    expect(replayed.status).toBe(201);
    expect(replayed.headers.get('X-Idempotent-Replay')).toBe('true');
    expect((await call('POST', path, { token, body, requestId: 'add-ellen-2' })).status).toBe(200);
  });
});

describe('terms', () => {
  async function readyToAccept(token: string) {
    await choose(token, 'customer-account', { accountId: 'org-1234' });
    await choose(token, 'qualified-user', { userId: 'qu-jlee' });
    await choose(token, 'delivery-address', { addressId: 'addr-1003-district' });
    await choose(token, 'delivery-mode', { code: 'ground' });
    return choose(token, 'billing-address', { sameAsShipping: true });
  }

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
    const accepted = parsed(await accept(), 200, CheckoutStateSchema);
    expect(accepted.termsAccepted).toBe(true);
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

  it('are withdrawn by any other PUT and by a new cart version', async () => {
    const token = signIn(MARIA);
    const cart = await cartWith(token, [[PPVT_FORMS, 1]]);
    await readyToAccept(token);
    await choose(token, 'terms', { accepted: true });
    const changed = await choose(token, 'delivery-mode', { code: 'expedited' });
    expect(changed.termsAccepted).toBe(false);
    expect((await choose(token, 'terms', { accepted: true })).termsAccepted).toBe(true);
    await call('POST', entriesPath(cart.code), {
      token,
      body: { product: { code: EVT_FORMS }, quantity: 1 },
    });
    expect((await getCheckout(token)).termsAccepted).toBe(false);
    // A promotion code changes prices, not the version: the terms stay.
    expect((await choose(token, 'terms', { accepted: true })).termsAccepted).toBe(true);
    await call('POST', `${CURRENT}/carts/${cart.code}/vouchers?voucherId=SAVE10`, { token });
    expect((await getCheckout(token)).termsAccepted).toBe(true);
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
    await call('POST', `${CURRENT}/customer-accounts/org-1234/qualified-users`, {
      token,
      body: { email: 'treyes@riverside.example.org' },
    });
    await call('POST', `${CURRENT}/qglobal-accounts`, {
      token,
      body: { accountNumber: 'QG-700100' },
    });
    await call('PUT', `${CHECKOUT}/terms`, {
      token,
      body: { cartVersion: 2, accepted: true },
      requestId: 'r-1',
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
    expect(state.cartVersion).toBe(2);
    // The remembered answers are gone too: the same request id is a new request.
    const retried = await call('PUT', `${CHECKOUT}/terms`, {
      token: fresh,
      body: { cartVersion: 2, accepted: true },
      requestId: 'r-1',
    });
    expect(retried.headers.get('X-Idempotent-Replay')).toBeNull();
    expectCheckoutError(retried, 400, 'customerAccountMissing');
  });
});
