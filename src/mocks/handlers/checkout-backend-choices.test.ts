import { describe, expect, it } from 'vitest';
import {
  CURRENT,
  call,
  cartWith,
  choose,
  expectCheckoutError,
  getCheckout,
  put,
  signIn,
} from '../../testing/commerce-backend';

// Who orders, on the fake backend's checkout: customer account (listed and "Account not
// listed"), qualified user, Q-global account (and the account switch) and aimswebPlus account,
// with the seeds of src/mocks/db/seed-accounts.ts.
const DANA = 'u-1001';
const MARIA = 'u-1003';
const PPVT_FORMS = '0158241926'; // level A
const CELF_MANUAL = '0158036653'; // level B
const WISC_MANUAL = '0158979817'; // level C
const QGLOBAL_REPORT = 'A103000271129'; // Q-global, level A
const AIMSWEB = 'A103000290018'; // aimswebPlus, level A

const entriesPath = (cartCode: string) => `${CURRENT}/carts/${cartCode}/entries`;

describe('customer account', () => {
  it("takes one of the shopper's accounts by id, rendered with its billing address", async () => {
    const token = signIn(MARIA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    const state = await choose(token, 'customer-account', { accountId: 'org-4321' });
    expect(state.customerAccount).toMatchObject({
      id: 'org-4321',
      type: 'ORGANIZATION',
      name: 'Riverside Assessment Center',
      accountNumber: '4321',
      valid: true,
      taxExempt: false,
      billingAddress: { line1: '2150 Magnolia Avenue', countryName: 'United States' },
    });
    expect(state.customerAccountNotListed).toBe(false);
    const personal = await choose(token, 'customer-account', { accountId: 'personal-u-1003' });
    expect(personal.customerAccount).toMatchObject({ id: 'personal-u-1003', type: 'PERSONAL' });
  });

  it("answers 404 accountNotFound for an account that is not the shopper's", async () => {
    const token = signIn(DANA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    expectCheckoutError(
      await put(token, 'customer-account', { accountId: 'org-1234' }),
      404,
      'accountNotFound',
    );
    expectCheckoutError(
      await put(token, 'customer-account', { accountId: 'personal-u-1003' }),
      404,
      'accountNotFound',
    );
    expectCheckoutError(
      await put(token, 'customer-account', { accountId: '' }),
      400,
      'invalid',
      'accountId',
    );
  });

  it('refuses an account without a billing address (400 accountNotValid)', async () => {
    const token = signIn(MARIA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    expectCheckoutError(
      await put(token, 'customer-account', { accountId: 'org-5678' }),
      400,
      'accountNotValid',
    );
    expect((await getCheckout(token)).customerAccount).toBeUndefined();
  });

  it('refuses a personal account while the cart holds aimswebPlus products (400 organisationRequired)', async () => {
    const token = signIn(MARIA);
    await cartWith(token, [[AIMSWEB, 40]]);
    expectCheckoutError(
      await put(token, 'customer-account', { accountId: 'personal-u-1003' }),
      400,
      'organisationRequired',
    );
    const state = await choose(token, 'customer-account', { accountId: 'org-1234' });
    expect(state.customerAccount?.id).toBe('org-1234');
  });

  describe('account not listed', () => {
    const notListed = (token: string, accountNumber: string, termsAccepted: unknown = true) =>
      put(token, 'customer-account', { accountNumber, termsAccepted });

    it('finds a seeded organisation by its 4-digit or 12-character number', async () => {
      const token = signIn(DANA);
      await cartWith(token, [[PPVT_FORMS, 1]]);
      const northfield = await choose(token, 'customer-account', {
        accountNumber: ' 3690 ',
        termsAccepted: true,
      });
      expect(northfield.customerAccount).toMatchObject({
        id: 'org-3690',
        name: "Northfield Children's Hospital",
        taxExempt: true,
        valid: true,
      });
      expect(northfield.customerAccountNotListed).toBe(true);
      const harbor = await choose(token, 'customer-account', {
        accountNumber: 'tmpharbor001',
        termsAccepted: true,
      });
      expect(harbor.customerAccount).toMatchObject({
        id: 'org-harbor',
        name: 'Harbor Speech Therapy Group',
        accountNumber: 'TMPHARBOR001',
      });
      // Choosing a listed account again clears the flag.
      const listed = await choose(token, 'customer-account', { accountId: 'personal-u-1001' });
      expect(listed.customerAccountNotListed).toBe(false);
    });

    it('answers a well-formed unknown number with 404 accountNotFound', async () => {
      const token = signIn(DANA);
      await cartWith(token, [[PPVT_FORMS, 1]]);
      expectCheckoutError(await notListed(token, '9999'), 404, 'accountNotFound');
      expectCheckoutError(await notListed(token, 'ABCDEFGHIJKL'), 404, 'accountNotFound');
    });

    it('checks the number format first (400 invalid, subject accountNumber), then the terms', async () => {
      const token = signIn(DANA);
      await cartWith(token, [[PPVT_FORMS, 1]]);
      for (const bad of [
        '',
        '123',
        '12345',
        '12a4',
        'TMPHARBOR00',
        'TMPHARBOR0012',
        'TMP-HARBOR01',
      ]) {
        expectCheckoutError(await notListed(token, bad), 400, 'invalid', 'accountNumber');
      }
      expectCheckoutError(await notListed(token, '3690', false), 400, 'termsNotAccepted');
      expectCheckoutError(
        await put(token, 'customer-account', { accountNumber: '3690' }),
        400,
        'termsNotAccepted',
      );
      // The terms come before the lookup.
      expectCheckoutError(await notListed(token, '9999', false), 400, 'termsNotAccepted');
    });

    it('applies the same checks to the account found', async () => {
      const token = signIn(DANA);
      await cartWith(token, [[PPVT_FORMS, 1]]);
      expectCheckoutError(await notListed(token, '5678'), 400, 'accountNotValid');
    });
  });

  it('clears, on a change of account, the qualified user unless a user there, the aimswebPlus choice and a Q-global choice linked elsewhere', async () => {
    const token = signIn(MARIA);
    await cartWith(token, [
      [PPVT_FORMS, 1],
      [QGLOBAL_REPORT, 1],
      [AIMSWEB, 40],
    ]);
    await choose(token, 'customer-account', { accountId: 'org-1234' });
    await choose(token, 'qualified-user', { userId: 'qu-jlee' });
    await choose(token, 'qglobal-account', { mode: 'EXISTING', accountNumber: 'QG-200481' });
    await choose(token, 'aimsweb-account', {
      mode: 'EXISTING',
      accountNumber: 'AW-10001',
      termsAccepted: true,
    });
    const same = await choose(token, 'customer-account', { accountId: 'org-1234' });
    expect(same.qualifiedUser?.id).toBe('qu-jlee');
    expect(same.aimswebAccount).toEqual({
      mode: 'EXISTING',
      accountNumber: 'AW-10001',
      name: 'Riverside USD aimswebPlus',
    });
    const moved = await choose(token, 'customer-account', { accountId: 'org-4321' });
    expect(moved.customerAccount?.id).toBe('org-4321');
    expect(moved.qualifiedUser).toBeUndefined();
    expect(moved.aimswebAccount).toBeUndefined();
    expect(moved.qglobalAccount).toBeUndefined();

    // Maria is a user of both accounts; a new Q-global account is linked to none.
    await choose(token, 'customer-account', { accountId: 'org-1234' });
    await choose(token, 'qualified-user', { userId: 'u-1003' });
    await choose(token, 'qglobal-account', { mode: 'NEW' });
    const back = await choose(token, 'customer-account', { accountId: 'org-4321' });
    expect(back.qualifiedUser?.id).toBe('u-1003');
    expect(back.qglobalAccount).toEqual({ mode: 'NEW' });
  });
});

describe('qualified user', () => {
  it('needs a customer account first (400 customerAccountMissing)', async () => {
    const token = signIn(MARIA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    expectCheckoutError(
      await put(token, 'qualified-user', { userId: 'u-1003' }),
      400,
      'customerAccountMissing',
    );
  });

  it('takes a user of the account (404 userNotFound otherwise)', async () => {
    const token = signIn(MARIA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    await choose(token, 'customer-account', { accountId: 'org-4321' });
    expectCheckoutError(
      await put(token, 'qualified-user', { userId: 'qu-jlee' }),
      404,
      'userNotFound',
    );
    expectCheckoutError(
      await put(token, 'qualified-user', { userId: 'qu-ebrooks' }),
      404,
      'userNotFound',
    );
    const state = await choose(token, 'qualified-user', { userId: 'qu-pnatarajan' });
    expect(state.qualifiedUser).toEqual({
      id: 'qu-pnatarajan',
      firstName: 'Priya',
      lastName: 'Natarajan',
      email: 'pnatarajan@riverside.example.org',
      qualificationLevel: 'ABC',
    });
    // Added by email, a member becomes a user who can be chosen.
    await choose(token, 'customer-account', { accountId: 'org-1234' });
    expectCheckoutError(
      await put(token, 'qualified-user', { userId: 'qu-ebrooks' }),
      404,
      'userNotFound',
    );
    await call('POST', `${CURRENT}/customer-accounts/org-1234/qualified-users`, {
      token,
      body: { email: 'ebrooks@riverside.example.org' },
    });
    expect(
      (await choose(token, 'qualified-user', { userId: 'qu-ebrooks' })).qualifiedUser?.id,
    ).toBe('qu-ebrooks');
  });

  it('needs a level that covers every entry (400 userNotQualified)', async () => {
    const token = signIn(DANA);
    await cartWith(token, [
      [PPVT_FORMS, 1],
      [WISC_MANUAL, 1],
    ]);
    await choose(token, 'customer-account', { accountNumber: '1234', termsAccepted: true });
    // Jordan Lee (A) and Maria (AB) cannot buy a level C manual; Priya (ABC) can.
    expectCheckoutError(
      await put(token, 'qualified-user', { userId: 'qu-jlee' }),
      400,
      'userNotQualified',
    );
    expectCheckoutError(
      await put(token, 'qualified-user', { userId: 'u-1003' }),
      400,
      'userNotQualified',
    );
    expect(
      (await choose(token, 'qualified-user', { userId: 'qu-pnatarajan' })).qualifiedUser?.id,
    ).toBe('qu-pnatarajan');
    const personal = await choose(token, 'customer-account', { accountId: 'personal-u-1001' });
    expect(personal.qualifiedUser).toBeUndefined();
    expect(
      (await choose(token, 'qualified-user', { userId: 'u-1001' })).qualifiedUser
        ?.qualificationLevel,
    ).toBe('ABC');
  });
});

describe('Q-global account', () => {
  it('is refused when the cart holds no Q-global product (400 notRequired)', async () => {
    const token = signIn(MARIA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    await choose(token, 'customer-account', { accountId: 'org-1234' });
    expectCheckoutError(
      await put(token, 'qglobal-account', { mode: 'EXISTING', accountNumber: 'QG-200481' }),
      400,
      'notRequired',
    );
    expectCheckoutError(await put(token, 'qglobal-account', { mode: 'NEW' }), 400, 'notRequired');
  });

  it('EXISTING takes an account of the profile only (404 qglobalNotFound)', async () => {
    const token = signIn(MARIA);
    await cartWith(token, [[QGLOBAL_REPORT, 1]]);
    await choose(token, 'customer-account', { accountId: 'org-1234' });
    const state = await choose(token, 'qglobal-account', {
      mode: 'EXISTING',
      accountNumber: 'qg-200481',
    });
    expect(state.qglobalAccount).toEqual({
      mode: 'EXISTING',
      account: {
        accountNumber: 'QG-200481',
        name: 'Riverside USD Q-global',
        customerAccountId: 'org-1234',
        customerAccountName: 'Riverside Unified School District',
      },
    });
    for (const number of ['QG-700100', 'QG-555001', 'QG-123456']) {
      expectCheckoutError(
        await put(token, 'qglobal-account', { mode: 'EXISTING', accountNumber: number }),
        404,
        'qglobalNotFound',
      );
    }
    expectCheckoutError(
      await put(token, 'qglobal-account', { mode: 'EXISTING', accountNumber: ' ' }),
      400,
      'missing',
      'accountNumber',
    );
  });

  it('ADD_INVENTORY follows the lookup: found, 403 qglobalNoAccess, 404 qglobalNotFound', async () => {
    const token = signIn(MARIA);
    await cartWith(token, [[QGLOBAL_REPORT, 1]]);
    await choose(token, 'customer-account', { accountId: 'org-1234' });
    const state = await choose(token, 'qglobal-account', {
      mode: 'ADD_INVENTORY',
      accountNumber: 'QG-700100',
    });
    expect(state.qglobalAccount).toMatchObject({
      mode: 'ADD_INVENTORY',
      account: { accountNumber: 'QG-700100', customerAccountId: 'org-1234' },
    });
    expectCheckoutError(
      await put(token, 'qglobal-account', { mode: 'ADD_INVENTORY', accountNumber: 'QG-555001' }),
      403,
      'qglobalNoAccess',
    );
    expectCheckoutError(
      await put(token, 'qglobal-account', { mode: 'ADD_INVENTORY', accountNumber: 'QG-424242' }),
      404,
      'qglobalNotFound',
    );
  });

  it('NEW needs the qualified user who will own it (400 qualifiedUserMissing)', async () => {
    const token = signIn(MARIA);
    await cartWith(token, [[QGLOBAL_REPORT, 1]]);
    await choose(token, 'customer-account', { accountId: 'org-1234' });
    expectCheckoutError(
      await put(token, 'qglobal-account', { mode: 'NEW' }),
      400,
      'qualifiedUserMissing',
    );
    await choose(token, 'qualified-user', { userId: 'qu-pnatarajan' });
    expect((await choose(token, 'qglobal-account', { mode: 'NEW' })).qglobalAccount).toEqual({
      mode: 'NEW',
    });
    expectCheckoutError(
      await put(token, 'qglobal-account', { mode: 'OTHER' }),
      400,
      'invalid',
      'mode',
    );
  });

  it('switches the checkout to the customer account a chosen Q-global account is linked to', async () => {
    const token = signIn(MARIA);
    await cartWith(token, [
      [QGLOBAL_REPORT, 1],
      [AIMSWEB, 40],
    ]);
    await choose(token, 'customer-account', { accountId: 'org-1234' });
    await choose(token, 'qualified-user', { userId: 'u-1003' });
    await choose(token, 'aimsweb-account', { mode: 'NEW', termsAccepted: true });
    const switched = await choose(token, 'qglobal-account', {
      mode: 'EXISTING',
      accountNumber: 'QG-204321',
    });
    expect(switched.customerAccount?.id).toBe('org-4321');
    expect(switched.customerAccountNotListed).toBe(false);
    // Maria is a user of org-4321 too: kept. The aimswebPlus choice was for org-1234: cleared.
    expect(switched.qualifiedUser?.id).toBe('u-1003');
    expect(switched.aimswebAccount).toBeUndefined();
    expect(switched.qglobalAccount).toMatchObject({
      mode: 'EXISTING',
      account: { accountNumber: 'QG-204321' },
    });

    // Back to org-1234 with a user of org-1234 only: the switch to org-4321 drops them.
    await choose(token, 'customer-account', { accountId: 'org-1234' });
    await choose(token, 'qualified-user', { userId: 'qu-jlee' });
    const again = await choose(token, 'qglobal-account', {
      mode: 'EXISTING',
      accountNumber: 'QG-204321',
    });
    expect(again.customerAccount?.id).toBe('org-4321');
    expect(again.qualifiedUser).toBeUndefined();
  });

  it('sets the customer account when none is chosen yet', async () => {
    const token = signIn(DANA);
    await cartWith(token, [[QGLOBAL_REPORT, 1]]);
    const state = await choose(token, 'qglobal-account', {
      mode: 'EXISTING',
      accountNumber: 'QG-100234',
    });
    expect(state.customerAccount?.id).toBe('personal-u-1001');
    expect(state.qglobalAccount).toMatchObject({
      account: { customerAccountName: 'Dana Whitfield' },
    });
  });
});

describe('aimswebPlus account', () => {
  it('is refused when the cart holds no aimswebPlus product (400 notRequired)', async () => {
    const token = signIn(MARIA);
    await cartWith(token, [[PPVT_FORMS, 1]]);
    await choose(token, 'customer-account', { accountId: 'org-1234' });
    expectCheckoutError(
      await put(token, 'aimsweb-account', { mode: 'NEW', termsAccepted: true }),
      400,
      'notRequired',
    );
  });

  it('needs an organisational account, then the terms, then one of its aimswebPlus accounts', async () => {
    const token = signIn(MARIA);
    const cart = await cartWith(token, [[PPVT_FORMS, 1]]);
    const aimsweb = (body: Record<string, unknown>) => put(token, 'aimsweb-account', body);
    await choose(token, 'customer-account', { accountId: 'personal-u-1003' });
    await call('POST', entriesPath(cart.code), {
      token,
      body: { product: { code: AIMSWEB }, quantity: 40 },
    });
    expectCheckoutError(
      await aimsweb({ mode: 'NEW', termsAccepted: true }),
      400,
      'organisationRequired',
    );
    await choose(token, 'customer-account', { accountId: 'org-1234' });
    expectCheckoutError(
      await aimsweb({ mode: 'NEW', termsAccepted: false }),
      400,
      'termsNotAccepted',
    );
    expectCheckoutError(
      await aimsweb({ mode: 'EXISTING', accountNumber: 'AW-10001' }),
      400,
      'termsNotAccepted',
    );
    expectCheckoutError(
      await aimsweb({ mode: 'EXISTING', accountNumber: 'AW-20001', termsAccepted: true }),
      404,
      'aimswebNotFound',
    );
    expectCheckoutError(
      await aimsweb({ mode: 'EXISTING', accountNumber: '', termsAccepted: true }),
      400,
      'missing',
      'accountNumber',
    );
    const existing = await choose(token, 'aimsweb-account', {
      mode: 'EXISTING',
      accountNumber: 'aw-10002',
      termsAccepted: true,
    });
    expect(existing.aimswebAccount).toEqual({
      mode: 'EXISTING',
      accountNumber: 'AW-10002',
      name: 'Riverside Elementary aimswebPlus',
    });
    const created = await choose(token, 'aimsweb-account', { mode: 'NEW', termsAccepted: true });
    expect(created.aimswebAccount).toEqual({ mode: 'NEW' });
  });

  it('needs a customer account first (400 customerAccountMissing)', async () => {
    const token = signIn(MARIA);
    await cartWith(token, [[AIMSWEB, 40]]);
    expectCheckoutError(
      await put(token, 'aimsweb-account', { mode: 'NEW', termsAccepted: true }),
      400,
      'customerAccountMissing',
    );
  });

  it('an organisation without aimswebPlus accounts can only create one', async () => {
    const token = signIn(MARIA);
    await cartWith(token, [
      [AIMSWEB, 40],
      [CELF_MANUAL, 1],
    ]);
    await choose(token, 'customer-account', { accountId: 'org-4321' });
    expectCheckoutError(
      await put(token, 'aimsweb-account', {
        mode: 'EXISTING',
        accountNumber: 'AW-10001',
        termsAccepted: true,
      }),
      404,
      'aimswebNotFound',
    );
    expect(
      (await choose(token, 'aimsweb-account', { mode: 'NEW', termsAccepted: true })).aimswebAccount,
    ).toEqual({
      mode: 'NEW',
    });
  });
});
