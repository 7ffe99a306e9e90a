import { describe, expect, it } from 'vitest';
import { CustomerAccountListSchema } from '../../api/accounts/account.schema';
import {
  ADDRESS_GONE,
  AddressListSchema,
  AddressSchema,
  toOccAddress,
  type AddressInput,
  type OccAddress,
} from '../../api/addresses/address.schema';
import { CommerceErrorListSchema } from '../../api/http/occ-errors';
import {
  CURRENT,
  call,
  expectCheckoutError,
  parsed,
  signIn,
  type Answer,
} from '../../testing/commerce-backend';
import * as v from 'valibot';

// The address book's endpoints of the fake backend (src/mocks/handlers/address-book.ts): edit,
// set default, delete on the shopper's own book and on their accounts' books, and an account's
// validity following its book's default billing address.
const DANA = 'u-1001';
const MARIA = 'u-1003';
const OWN = `${CURRENT}/addresses`;
const ACCOUNT_BOOK = (accountId: string) => `${CURRENT}/orgUnits/${accountId}/addresses`;

const book = async (token: string, path = OWN) =>
  parsed(await call('GET', path, { token }), 200, AddressListSchema).addresses;

const defaults = async (token: string, path = OWN) =>
  (await book(token, path)).map((a) => [
    a.id,
    a.defaultShipping ?? false,
    a.defaultBilling ?? false,
  ]);

const accounts = async (token: string) =>
  parsed(
    await call('GET', `${CURRENT}/customer-accounts`, { token }),
    200,
    CustomerAccountListSchema,
  ).accounts;

/** OCC's refusal of an address id the book does not hold. */
function expectAddressGone(answer: Answer): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  const [error] = v.parse(CommerceErrorListSchema, answer.body).errors;
  expect(error).toMatchObject(ADDRESS_GONE);
}

/** An address as the client sends it: OCC's AddressWsDTO. */
const typed = (overrides: Partial<AddressInput> = {}): OccAddress =>
  toOccAddress(typedFields(overrides));

const typedFields = (overrides: Partial<AddressInput> = {}): AddressInput => ({
  firstName: 'Maria',
  lastName: 'Alvarez',
  companyName: 'Riverside Early Learning Center',
  country: 'US',
  region: 'CA',
  town: 'Riverside',
  line1: '6000 Arlington Avenue',
  postalCode: '92504',
  ...overrides,
});

describe('address book: edit, defaults, delete', () => {
  it('edits an address in place: same id and defaults, the rules of every address', async () => {
    const token = signIn(DANA);
    const path = `${OWN}/addr-1001-home`;
    // OCC answers an edit with no body; the book shows it.
    const edit = await call('PUT', path, {
      token,
      requestId: 'edit-1',
      body: typed({ firstName: 'Dana', lastName: 'Whitfield', companyName: '' }),
    });
    expect(edit.status).toBe(200);
    expect(edit.body).toBeUndefined();
    const edited = (await book(token)).find((a) => a.id === 'addr-1001-home');
    expect(edited).toMatchObject({
      id: 'addr-1001-home',
      line1: '6000 Arlington Avenue',
      defaultShipping: true,
      defaultBilling: true,
    });
    expect(edited?.companyName).toBeUndefined();
    // Nothing is replayed: the same edit again is the same address.
    const again = await call('PUT', path, { token, requestId: 'edit-1', body: typed() });
    expect(again.status).toBe(200);
    expect(again.headers.get('X-Idempotent-Replay')).toBeNull();
    // The same rules as every address: city 100 characters, street 240.
    expectCheckoutError(
      await call('PUT', path, { token, body: typed({ town: 'x'.repeat(101) }) }),
      400,
      'invalid',
      'town',
    );
    expectCheckoutError(
      await call('PUT', path, { token, body: typed({ line1: `1 ${'a'.repeat(239)}` }) }),
      400,
      'invalid',
      'line1',
    );
    expect((await book(token)).map((a) => a.line1)).toEqual([
      '6000 Arlington Avenue',
      '455 Market Street',
    ]);
    expectAddressGone(await call('PUT', `${OWN}/nope`, { token, body: typed() }));
  });

  it('makes an address the default shipping or billing address, the other losing it', async () => {
    const token = signIn(DANA);
    const patch = (id: string, body: unknown) => call('PATCH', `${OWN}/${id}`, { token, body });
    expect((await patch('addr-1001-office', { defaultAddress: true })).status).toBe(200);
    expect(await defaults(token)).toEqual([
      ['addr-1001-home', false, true],
      ['addr-1001-office', true, false],
    ]);
    expect((await patch('addr-1001-office', { defaultBillingAddress: true })).status).toBe(200);
    // Twice is the same as once.
    expect((await patch('addr-1001-office', { defaultBillingAddress: true })).status).toBe(200);
    expect(await defaults(token)).toEqual([
      ['addr-1001-home', false, false],
      ['addr-1001-office', true, true],
    ]);
    // The personal account bills to the new default.
    expect((await accounts(token))[0]?.billingAddress?.id).toBe('addr-1001-office');
    expectCheckoutError(
      await patch('addr-1001-home', { defaultBillingAddress: false }),
      400,
      'invalid',
    );
    expectCheckoutError(await patch('addr-1001-home', {}), 400, 'invalid');
    expectAddressGone(await patch('nope', { defaultBillingAddress: true }));
  });

  it("deletes once: a repeat, whatever its request id, is OCC's unknown address", async () => {
    const token = signIn(DANA);
    const remove = (requestId: string) =>
      call('DELETE', `${OWN}/addr-1001-office`, { token, requestId });
    expect((await remove('delete-1')).status).toBe(200);
    expectAddressGone(await remove('delete-1'));
    expectAddressGone(await remove('delete-2'));
    expect((await book(token)).map((a) => a.id)).toEqual(['addr-1001-home']);
  });

  it('a personal account whose default billing address is deleted is not valid until another is added', async () => {
    const token = signIn(DANA);
    expect((await call('DELETE', `${OWN}/addr-1001-home`, { token })).status).toBe(200);
    expect(await defaults(token)).toEqual([['addr-1001-office', false, false]]);
    expect((await accounts(token))[0]).toMatchObject({ valid: false });
    // A book without a default takes the new address as that default.
    const added = parsed(
      await call('POST', OWN, {
        token,
        body: typed({ firstName: 'Dana', lastName: 'Whitfield', companyName: '' }),
      }),
      201,
      AddressSchema,
    );
    expect(added).toMatchObject({ defaultShipping: true, defaultBilling: true });
    expect((await accounts(token))[0]).toMatchObject({
      valid: true,
      billingAddress: { id: added.id },
    });
  });

  it('needs a signed-in shopper', async () => {
    expect((await call('DELETE', `${OWN}/addr-1001-home`)).status).toBe(401);
    expect(
      (await call('PATCH', `${OWN}/addr-1001-home`, { body: { defaultBillingAddress: true } }))
        .status,
    ).toBe(401);
  });
});

describe("an account's address book", () => {
  it("lists an organisation's book: its billing address, the default for both", async () => {
    const token = signIn(MARIA);
    expect(await defaults(token, ACCOUNT_BOOK('org-1234'))).toEqual([
      ['addr-org-1234', true, true],
    ]);
    expect(await book(token, ACCOUNT_BOOK('org-5678'))).toEqual([]);
    // The personal account's book is the shopper's own.
    expect((await book(token, ACCOUNT_BOOK('personal-u-1003'))).map((a) => a.id)).toEqual(
      (await book(token)).map((a) => a.id),
    );
  });

  it('an account without a billing address becomes valid once an address is added to its book', async () => {
    const token = signIn(MARIA);
    expect((await accounts(token)).find((a) => a.id === 'org-5678')?.valid).toBe(false);
    const added = parsed(
      await call('POST', ACCOUNT_BOOK('org-5678'), { token, requestId: 'add-1', body: typed() }),
      201,
      AddressSchema,
    );
    expect(added).toMatchObject({ defaultShipping: true, defaultBilling: true });
    // Nothing is replayed: sent twice, added twice (the client looks before it retries).
    await call('POST', ACCOUNT_BOOK('org-5678'), { token, requestId: 'add-1', body: typed() });
    expect((await book(token, ACCOUNT_BOOK('org-5678'))).length).toBe(2);
    await call(
      'DELETE',
      `${ACCOUNT_BOOK('org-5678')}/${(await book(token, ACCOUNT_BOOK('org-5678')))[1]?.id}`,
      { token },
    );
    expect((await accounts(token)).find((a) => a.id === 'org-5678')).toMatchObject({
      valid: true,
      billingAddress: { id: added.id, line1: '6000 Arlington Avenue' },
    });
    // The shopper's own book is another book.
    expect((await book(token)).some((a) => a.id === added.id)).toBe(false);
    // Edit, default and delete address the account's book; an org unit's edit is a PATCH of the
    // whole address (B2B has no PUT there), a default a PATCH of the flag alone.
    const path = `${ACCOUNT_BOOK('org-5678')}/${added.id}`;
    expect((await call('PATCH', path, { token, body: typed({ line2: 'Suite 2' }) })).status).toBe(
      200,
    );
    expect((await book(token, ACCOUNT_BOOK('org-5678')))[0]?.line2).toBe('Suite 2');
    expect((await call('PATCH', path, { token, body: { defaultAddress: true } })).status).toBe(200);
    expect((await book(token, ACCOUNT_BOOK('org-5678')))[0]).toMatchObject({
      line2: 'Suite 2',
      defaultShipping: true,
    });
    expect((await call('DELETE', path, { token })).status).toBe(200);
    expect((await accounts(token)).find((a) => a.id === 'org-5678')?.valid).toBe(false);
    expectAddressGone(await call('DELETE', `${OWN}/addr-org-1234`, { token }));
  });

  it('is 404 accountNotFound for an account the shopper may not order for', async () => {
    const token = signIn(MARIA);
    for (const account of ['org-2468', 'org-3690', 'personal-u-1001', 'nope']) {
      expectCheckoutError(
        await call('GET', ACCOUNT_BOOK(account), { token }),
        404,
        'accountNotFound',
      );
      expectCheckoutError(
        await call('POST', ACCOUNT_BOOK(account), { token, body: typed() }),
        404,
        'accountNotFound',
      );
    }
    expectCheckoutError(
      await call('DELETE', `${ACCOUNT_BOOK('org-2468')}/addr-org-2468`, { token }),
      404,
      'accountNotFound',
    );
    // Lakeside's book is untouched.
    const lin = signIn('u-1004');
    expect((await book(lin, ACCOUNT_BOOK('org-2468'))).map((a) => a.id)).toEqual(['addr-org-2468']);
  });
});

describe('address book suggestions', () => {
  it("answers a signed-in shopper's `current` cart before they have one (the address book has no cart)", async () => {
    const token = signIn(MARIA);
    expect((await call('GET', `${CURRENT}/carts/current`, { token })).status).toBe(400);
    const answer = await call(
      'GET',
      `${CURRENT}/carts/current/search/address/autosuggest?addressType=SHIPPING&term=downing&lang=en`,
      { token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ suggestions: [{ id: 'gz-gb-10' }] });
    // Any other unknown cart is still CartError notFound (400, as OCC).
    const unknown = await call(
      'GET',
      `${CURRENT}/carts/nope/search/address/autosuggest?addressType=SHIPPING&term=downing&lang=en`,
      { token },
    );
    expect(unknown.status).toBe(400);
  });
});
