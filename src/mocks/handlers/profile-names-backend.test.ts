import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CustomerAccountListSchema,
  QualifiedUserListSchema,
} from '../../api/accounts/account.schema';
import { AddressSchema } from '../../api/addresses/address.schema';
import { OrderSchema, USER_READ, UserNamesSchema } from '../../testing/occ-wire';
import { CURRENT, call, getCheckout, parsed, signIn } from '../../testing/commerce-backend';
import {
  DANA,
  DANA_PERSONAL,
  MARIA,
  MARIA_FOR,
  cardToken,
  newCard,
  place,
  placed,
  readyToOrder,
} from '../../testing/order-backend';

// A name changed in Profile & Password is the one every later read of the fake backend gives
// (users/current, accounts, qualified users, new orders); orders already placed keep theirs.
const VISA = '4242424242424242';
const PROFILE = (userId: string) =>
  `http://localhost/auth/json/realms/root/realms/alpha/users/${userId}`;

/** The names change as the profile page changes them: PATCH with the access token, a request id. */
async function changeNames(token: string, userId: string, givenName: string, sn: string) {
  const response = await fetch(PROFILE(userId), {
    method: 'PATCH',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
      'X-Request-Id': crypto.randomUUID(),
    },
    body: JSON.stringify({ givenName, sn }),
  });
  expect(response.status).toBe(200);
}

/** The user read as the account menu sends it: `current`, the token says who. */
async function userRecord(token: string) {
  return parsed(await call('GET', USER_READ, { token }), 200, UserNamesSchema);
}

async function accountNames(token: string): Promise<Record<string, string>> {
  const answer = await call('GET', `${CURRENT}/customer-accounts`, { token });
  const { accounts } = parsed(answer, 200, CustomerAccountListSchema);
  return Object.fromEntries(accounts.map((account) => [account.id, account.name]));
}

async function qualifiedUserNames(token: string, accountId: string): Promise<string[]> {
  const answer = await call('GET', `${CURRENT}/customer-accounts/${accountId}/qualified-users`, {
    token,
  });
  return parsed(answer, 200, QualifiedUserListSchema).users.map(
    (user) => `${user.firstName} ${user.lastName}`,
  );
}

async function orderNow(token: string, checkout: typeof DANA_PERSONAL) {
  await readyToOrder(token, checkout);
  return placed(await place(token, newCard(cardToken(VISA))));
}

async function order(token: string, code: string) {
  return parsed(await call('GET', `${CURRENT}/orders/${code}`, { token }), 200, OrderSchema);
}

const namesOf = (placedOrder: v.InferOutput<typeof OrderSchema>) => ({
  placedBy: placedOrder.placedBy.name,
  customerAccount: placedOrder.customerAccount.name,
  qualifiedUser: placedOrder.qualifiedUser.name,
});

describe('a name changed in Profile & Password reaches every read of the fake backend', () => {
  it('a seeded personal shopper: the user, the personal account, the checkout and a new order', async () => {
    const token = signIn(DANA);
    const before = await orderNow(token, DANA_PERSONAL);
    expect(namesOf(before)).toEqual({
      placedBy: 'Dana Whitfield',
      customerAccount: 'Dana Whitfield',
      qualifiedUser: 'Dana Whitfield',
    });

    await changeNames(token, DANA, 'Danielle', 'Whitfield');

    // What the account menu's initials and the new-address form's default contact read.
    expect(await userRecord(token)).toEqual({
      firstName: 'Danielle',
      lastName: 'Whitfield',
    });
    expect((await accountNames(token))['personal-u-1001']).toBe('Danielle Whitfield');
    expect(await qualifiedUserNames(token, 'personal-u-1001')).toEqual(['Danielle Whitfield']);

    // The checkout's account choice and its qualified user.
    await readyToOrder(token, DANA_PERSONAL);
    const checkout = await getCheckout(token);
    expect(checkout.termsAccepted).toBe(true);
    expect(checkout.customerAccount?.name).toBe('Danielle Whitfield');
    expect(checkout.qualifiedUser).toMatchObject({ firstName: 'Danielle', lastName: 'Whitfield' });

    const after = placed(await place(token, newCard(cardToken(VISA))));
    expect(namesOf(after)).toEqual({
      placedBy: 'Danielle Whitfield',
      customerAccount: 'Danielle Whitfield',
      qualifiedUser: 'Danielle Whitfield',
    });
    // Read again, both orders keep the names they were placed with.
    expect(namesOf(await order(token, after.code))).toEqual(namesOf(after));
    expect(namesOf(await order(token, before.code))).toEqual({
      placedBy: 'Dana Whitfield',
      customerAccount: 'Dana Whitfield',
      qualifiedUser: 'Dana Whitfield',
    });
  });

  it('the seeded order history keeps the names the orders were placed with', async () => {
    const token = signIn(DANA);
    const list = await call('GET', `${CURRENT}/orders?pageSize=50`, { token });
    expect(list.status).toBe(200);
    const codes = v
      .parse(v.object({ orders: v.array(v.object({ code: v.string() })) }), list.body)
      .orders.map((o) => o.code);
    expect(codes.length).toBeGreaterThan(0);
    const seeded = await order(token, codes.at(-1) ?? '');

    await changeNames(token, DANA, 'Danielle', 'Whitfield');

    expect(namesOf(await order(token, seeded.code))).toEqual(namesOf(seeded));
    expect(namesOf(seeded).placedBy).toBe('Dana Whitfield');
  });

  it('an organisation’s qualified user: their new name in the account’s users, the checkout and the order', async () => {
    const token = signIn(MARIA);
    await changeNames(token, MARIA, 'María', 'Álvarez-Soto');

    expect(await qualifiedUserNames(token, 'org-1234')).toContain('María Álvarez-Soto');
    // The organisation's own name is its own, whoever orders for it.
    expect((await accountNames(token))['org-1234']).toBe('Riverside Unified School District');

    await readyToOrder(token, MARIA_FOR('org-1234'));
    expect((await getCheckout(token)).qualifiedUser).toMatchObject({
      firstName: 'María',
      lastName: 'Álvarez-Soto',
    });
    const after = placed(await place(token, newCard(cardToken(VISA))));
    expect(namesOf(after)).toEqual({
      placedBy: 'María Álvarez-Soto',
      customerAccount: 'Riverside Unified School District',
      qualifiedUser: 'María Álvarez-Soto',
    });
  });

  it('the address book keeps each address’s own contact; a new address starts from the new name', async () => {
    const token = signIn(DANA);
    await changeNames(token, DANA, 'Danielle', 'Whitfield');

    // An address is a contact of its own (the shopper edits it in the book): not rewritten.
    const book = await call('GET', `${CURRENT}/addresses`, { token });
    expect(book.status).toBe(200);
    const { addresses } = v.parse(v.object({ addresses: v.array(AddressSchema) }), book.body);
    const home = addresses.find((address) => address.defaultShipping);
    expect(home).toMatchObject({ id: 'addr-1001-home', firstName: 'Dana', lastName: 'Whitfield' });
    // The add-address form's default contact is the signed-in user's names (session.user, read
    // from GET /users/current at sign-in and set by the profile page on a change).
    expect(await userRecord(token)).toMatchObject({ firstName: 'Danielle' });
  });
});
