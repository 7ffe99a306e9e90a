import { describe, expect, it } from 'vitest';
import {
  AimswebAccountListSchema,
  CustomerAccountListSchema,
  QglobalAccountListSchema,
  QglobalAccountSchema,
  QglobalLookupSchema,
  QualifiedUserListSchema,
  QualifiedUserSchema,
} from '../../api/accounts/account.schema';
import {
  CURRENT,
  call,
  cartWith,
  choose,
  expectCheckoutError,
  parsed,
  signIn,
} from '../../testing/commerce-backend';

// The account endpoints of the fake backend (src/mocks/handlers/accounts.ts) and the seeds of
// /work/checkout-design.md: src/mocks/db/seed-accounts.ts.
const DANA = 'u-1001';
const SAM = 'u-1002';
const MARIA = 'u-1003';
const LIN = 'u-1004';
const CHRIS = 'u-1006';
const PPVT_FORMS = '0158241926'; // level A

const accountsPath = `${CURRENT}/customer-accounts`;
const usersPath = (accountId: string) => `${accountsPath}/${accountId}/qualified-users`;

async function accounts(userId: string) {
  const answer = await call('GET', accountsPath, { token: signIn(userId) });
  return parsed(answer, 200, CustomerAccountListSchema).accounts;
}

async function qualifiedUsers(token: string, accountId: string) {
  return parsed(await call('GET', usersPath(accountId), { token }), 200, QualifiedUserListSchema)
    .users;
}

describe('customer accounts', () => {
  it('lists the personal account first, then the organisations the shopper is a member of', async () => {
    const maria = await accounts(MARIA);
    expect(maria.map((a) => [a.id, a.type, a.name, a.accountNumber, a.valid, a.taxExempt])).toEqual(
      [
        ['personal-u-1003', 'PERSONAL', 'Maria Álvarez', undefined, true, false],
        ['org-1234', 'ORGANIZATION', 'Riverside Unified School District', '1234', true, true],
        ['org-4321', 'ORGANIZATION', 'Riverside Assessment Center', '4321', true, false],
        ['org-5678', 'ORGANIZATION', 'Riverside Early Learning Center', '5678', false, false],
      ],
    );
    // The personal account bills to the shopper's default billing address.
    expect(maria[0]?.billingAddress).toMatchObject({
      id: 'addr-1003-district',
      countryName: 'United States',
      regionName: 'California',
    });
    // No billing address: not valid (spec section 6).
    expect(maria[3]?.billingAddress).toBeUndefined();
    expect(maria[1]).toMatchObject({
      qglobalAccountNumbers: ['QG-200481', 'QG-700100'],
      aimswebAccountNumbers: ['AW-10001', 'AW-10002'],
    });
    expect(maria[2]).toMatchObject({
      qglobalAccountNumbers: ['QG-204321'],
      aimswebAccountNumbers: [],
    });

    expect((await accounts(DANA)).map((a) => a.id)).toEqual(['personal-u-1001']);
    expect((await accounts(CHRIS)).map((a) => a.id)).toEqual(['personal-u-1006', 'org-1234']);
    expect((await accounts(LIN)).map((a) => a.id)).toEqual(['personal-u-1004', 'org-2468']);
    const [dana] = await accounts(DANA);
    expect(dana).toMatchObject({
      name: 'Dana Whitfield',
      valid: true,
      taxExempt: false,
      qglobalAccountNumbers: ['QG-100234'],
    });
  });

  it('needs a signed-in shopper (401) and only answers for their own user id (403)', async () => {
    expect((await call('GET', accountsPath)).status).toBe(401);
    const token = signIn(DANA);
    expect((await call('GET', `/users/${SAM}/customer-accounts`, { token })).status).toBe(403);
    expect((await call('GET', `/users/${DANA}/customer-accounts`, { token })).status).toBe(200);
  });
});

describe('qualified users', () => {
  it('lists the users of an account: an organisation its seeded users, a personal account its owner', async () => {
    const token = signIn(MARIA);
    const riverside = await qualifiedUsers(token, 'org-1234');
    expect(
      riverside.map((u) => [u.id, `${u.firstName} ${u.lastName}`, u.email, u.qualificationLevel]),
    ).toEqual([
      ['u-1003', 'Maria Álvarez', 'district@example.com', 'AB'],
      ['qu-jlee', 'Jordan Lee', 'jlee@riverside.example.org', 'A'],
      ['qu-pnatarajan', 'Priya Natarajan', 'pnatarajan@riverside.example.org', 'ABC'],
    ]);
    expect((await qualifiedUsers(token, 'org-4321')).map((u) => u.id)).toEqual([
      'u-1003',
      'qu-pnatarajan',
    ]);
    expect(await qualifiedUsers(token, 'personal-u-1003')).toEqual([
      {
        id: 'u-1003',
        firstName: 'Maria',
        lastName: 'Álvarez',
        email: 'district@example.com',
        qualificationLevel: 'AB',
      },
    ]);
    const lin = signIn(LIN);
    expect(
      (await qualifiedUsers(lin, 'org-2468')).map((u) => [u.id, u.qualificationLevel]),
    ).toEqual([
      ['u-1004', 'ABC'],
      ['qu-ohaddad', 'AB'],
    ]);
  });

  it("answers 404 accountNotFound for an account that is neither the shopper's nor their checkout's", async () => {
    const token = signIn(MARIA);
    expectCheckoutError(
      await call('GET', usersPath('org-3690'), { token }),
      404,
      'accountNotFound',
    );
    expectCheckoutError(
      await call('GET', usersPath('personal-u-1001'), { token }),
      404,
      'accountNotFound',
    );
    expectCheckoutError(
      await call('GET', usersPath('org-nope'), { token }),
      404,
      'accountNotFound',
    );

    // "Account not listed": the checkout's account is reachable too.
    await cartWith(token, [[PPVT_FORMS, 1]]);
    await choose(token, 'customer-account', { accountNumber: '3690', termsAccepted: true });
    expect(await qualifiedUsers(token, 'org-3690')).toEqual([
      {
        id: 'qu-nbennett',
        firstName: 'Noah',
        lastName: 'Bennett',
        email: 'nbennett@northfield.example.org',
        qualificationLevel: 'A',
      },
    ]);
  });

  it('adds a member of the organisation by email (any case): 201, then 200 as already a user', async () => {
    const token = signIn(MARIA);
    const added = await call('POST', usersPath('org-1234'), {
      token,
      body: { email: '  EBrooks@Riverside.Example.org ' },
    });
    expect(parsed(added, 201, QualifiedUserSchema)).toEqual({
      id: 'qu-ebrooks',
      firstName: 'Ellen',
      lastName: 'Brooks',
      email: 'ebrooks@riverside.example.org',
      qualificationLevel: 'ABC',
    });
    expect((await qualifiedUsers(token, 'org-1234')).map((u) => u.id)).toEqual([
      'u-1003',
      'qu-jlee',
      'qu-pnatarajan',
      'qu-ebrooks',
    ]);
    const again = await call('POST', usersPath('org-1234'), {
      token,
      body: { email: 'ebrooks@riverside.example.org' },
    });
    expect(parsed(again, 200, QualifiedUserSchema).id).toBe('qu-ebrooks');
    const seeded = await call('POST', usersPath('org-1234'), {
      token,
      body: { email: 'jlee@riverside.example.org' },
    });
    expect(parsed(seeded, 200, QualifiedUserSchema).id).toBe('qu-jlee');
    const tom = await call('POST', usersPath('org-1234'), {
      token,
      body: { email: 'treyes@riverside.example.org' },
    });
    expect(parsed(tom, 201, QualifiedUserSchema).qualificationLevel).toBe('A');
  });

  it('answers 404 userNotFound for anyone not in the organisation, and for a personal account', async () => {
    const token = signIn(MARIA);
    const add = (accountId: string, email: string) =>
      call('POST', usersPath(accountId), { token, body: { email } });
    expectCheckoutError(await add('org-1234', 'nobody@riverside.example.org'), 404, 'userNotFound');
    // Jordan Lee is a user of org-1234, not a member of org-4321.
    expectCheckoutError(await add('org-4321', 'jlee@riverside.example.org'), 404, 'userNotFound');
    expectCheckoutError(
      await add('personal-u-1003', 'jlee@riverside.example.org'),
      404,
      'userNotFound',
    );
    // The owner of a personal account is its only user already.
    expect(
      parsed(await add('personal-u-1003', 'district@example.com'), 200, QualifiedUserSchema).id,
    ).toBe('u-1003');
    expectCheckoutError(
      await add('org-3690', 'nbennett@northfield.example.org'),
      404,
      'accountNotFound',
    );
  });

  it('checks the email with the qualified-user email rule: 400 invalid, subject email', async () => {
    const token = signIn(MARIA);
    const add = (email: unknown) => call('POST', usersPath('org-1234'), { token, body: { email } });
    expectCheckoutError(await add(''), 400, 'invalid', 'email');
    expectCheckoutError(await add('ebrooks@'), 400, 'invalid', 'email');
    expectCheckoutError(
      await add(`${'a'.repeat(140)}@riverside.example.org`),
      400,
      'invalid',
      'email',
    );
    expectCheckoutError(await add(undefined), 400, 'invalid', 'email');
  });
});

describe('aimswebPlus accounts', () => {
  it("lists an organisation's aimswebPlus accounts; a personal account has none", async () => {
    const token = signIn(MARIA);
    const list = async (accountId: string) =>
      parsed(
        await call('GET', `${accountsPath}/${accountId}/aimsweb-accounts`, { token }),
        200,
        AimswebAccountListSchema,
      ).accounts;
    expect(await list('org-1234')).toEqual([
      { accountNumber: 'AW-10001', name: 'Riverside USD aimswebPlus' },
      { accountNumber: 'AW-10002', name: 'Riverside Elementary aimswebPlus' },
    ]);
    expect(await list('org-4321')).toEqual([]);
    expect(await list('personal-u-1003')).toEqual([]);
    expectCheckoutError(
      await call('GET', `${accountsPath}/org-2468/aimsweb-accounts`, { token }),
      404,
      'accountNotFound',
    );
    const lin = signIn(LIN);
    const lakeside = await call('GET', `${accountsPath}/org-2468/aimsweb-accounts`, { token: lin });
    expect(parsed(lakeside, 200, AimswebAccountListSchema).accounts).toEqual([
      { accountNumber: 'AW-20001', name: 'Lakeside Clinic aimswebPlus' },
    ]);
  });
});

describe('Q-global accounts', () => {
  const profile = async (token: string) =>
    parsed(
      await call('GET', `${CURRENT}/qglobal-accounts`, { token }),
      200,
      QglobalAccountListSchema,
    ).accounts;
  const lookup = (token: string, accountNumber: string) =>
    call(
      'GET',
      `${CURRENT}/qglobal-accounts/lookup?accountNumber=${encodeURIComponent(accountNumber)}`,
      {
        token,
      },
    );

  it("lists the accounts in the shopper's profile, with the customer account each is linked to", async () => {
    expect(await profile(signIn(MARIA))).toEqual([
      {
        accountNumber: 'QG-200481',
        name: 'Riverside USD Q-global',
        customerAccountId: 'org-1234',
        customerAccountName: 'Riverside Unified School District',
      },
      {
        accountNumber: 'QG-204321',
        name: 'Riverside Assessment Center Q-global',
        customerAccountId: 'org-4321',
        customerAccountName: 'Riverside Assessment Center',
      },
    ]);
    expect(await profile(signIn(DANA))).toEqual([
      {
        accountNumber: 'QG-100234',
        name: 'Whitfield Practice Q-global',
        customerAccountId: 'personal-u-1001',
        customerAccountName: 'Dana Whitfield',
      },
    ]);
    expect((await profile(signIn(LIN))).map((a) => a.accountNumber)).toEqual(['QG-300300']);
    expect(await profile(signIn(SAM))).toEqual([]);
  });

  it('looks a number up: found (in the profile or not), 403 no access, 404 not found, 400 missing', async () => {
    const token = signIn(MARIA);
    expect(parsed(await lookup(token, 'QG-700100'), 200, QglobalLookupSchema)).toEqual({
      account: {
        accountNumber: 'QG-700100',
        name: 'Riverside Psychology Services Q-global',
        customerAccountId: 'org-1234',
        customerAccountName: 'Riverside Unified School District',
      },
      inProfile: false,
    });
    expect(parsed(await lookup(token, ' qg-200481 '), 200, QglobalLookupSchema)).toMatchObject({
      account: { accountNumber: 'QG-200481' },
      inProfile: true,
    });
    // Linked to organisations Maria is not a member of: owned by another party.
    expectCheckoutError(await lookup(token, 'QG-555001'), 403, 'qglobalNoAccess');
    expectCheckoutError(await lookup(token, 'QG-300300'), 403, 'qglobalNoAccess');
    expectCheckoutError(await lookup(token, 'QG-100234'), 403, 'qglobalNoAccess');
    expectCheckoutError(await lookup(token, 'QG-999999'), 404, 'qglobalNotFound');
    expectCheckoutError(await lookup(token, '  '), 400, 'missing', 'accountNumber');
    // Lin is a member of org-2468.
    expect(parsed(await lookup(signIn(LIN), 'QG-300300'), 200, QglobalLookupSchema).inProfile).toBe(
      true,
    );
  });

  it('adds a found account to the profile (201, then 200); the lookup rules still apply', async () => {
    const token = signIn(MARIA);
    const add = (accountNumber: string, requestId?: string) =>
      call('POST', `${CURRENT}/qglobal-accounts`, { token, body: { accountNumber }, requestId });
    expect(parsed(await add('QG-700100'), 201, QglobalAccountSchema).accountNumber).toBe(
      'QG-700100',
    );
    expect((await profile(token)).map((a) => a.accountNumber)).toEqual([
      'QG-200481',
      'QG-204321',
      'QG-700100',
    ]);
    expect(parsed(await lookup(token, 'QG-700100'), 200, QglobalLookupSchema).inProfile).toBe(true);
    expect((await add('QG-700100')).status).toBe(200);
    expectCheckoutError(await add('QG-555001'), 403, 'qglobalNoAccess');
    expectCheckoutError(await add('QG-000000'), 404, 'qglobalNotFound');
    expectCheckoutError(await add(''), 400, 'missing', 'accountNumber');
  });
});
