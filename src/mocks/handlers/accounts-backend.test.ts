import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CustomerAccountListSchema, LinkedQglobalSchema } from '../../api/accounts/account.schema';
import {
  QGLOBAL_OWNERSHIP_ERRORS,
  type QglobalOwnershipErrorKey,
} from '../../api/accounts/qglobal-ownership';
import { CommerceErrorListSchema } from '../../api/http/occ-errors';
import { CURRENT, call, parsed, signIn, type Answer } from '../../testing/commerce-backend';

// The Accounts page's data of the fake platform: every account with its numbers and its linked
// Q-global accounts' owners, and the transfer of ownership (src/mocks/handlers/accounts.ts).
const DANA = 'u-1001';
const MARIA = 'u-1003';
const owner = (accountNumber: string) => `${CURRENT}/qglobal-accounts/${accountNumber}/owner`;

const accounts = async (token: string) =>
  parsed(
    await call('GET', `${CURRENT}/customer-accounts`, { token }),
    200,
    CustomerAccountListSchema,
  ).accounts;

/** Each account's number, linked Q-global numbers with their owner ids, and aimswebPlus numbers. */
const overview = async (token: string) =>
  (await accounts(token)).map((a) => ({
    id: a.id,
    number: a.accountNumber,
    qglobal: a.qglobalAccounts.map((q) => `${q.accountNumber} ${q.owner.id}`),
    aimsweb: a.aimswebAccountNumbers,
  }));

function expectRefusal(answer: Answer, status: number, key: QglobalOwnershipErrorKey) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const [error] = v.parse(CommerceErrorListSchema, answer.body).errors;
  expect({ type: error?.type, reason: error?.reason }).toEqual(QGLOBAL_OWNERSHIP_ERRORS[key]);
}

describe('accounts with their linked accounts and owners', () => {
  it('lists the personal account and the organisations, with numbers and Q-global owners', async () => {
    expect(await overview(signIn(MARIA))).toEqual([
      { id: 'personal-u-1003', number: undefined, qglobal: [], aimsweb: [] },
      {
        id: 'org-1234',
        number: '1234',
        qglobal: ['QG-200481 u-1003', 'QG-700100 qu-pnatarajan'],
        aimsweb: ['AW-10001', 'AW-10002'],
      },
      { id: 'org-4321', number: '4321', qglobal: ['QG-204321 qu-pnatarajan'], aimsweb: [] },
      { id: 'org-5678', number: '5678', qglobal: [], aimsweb: [] },
    ]);
    const [dana] = await accounts(signIn(DANA));
    expect(dana?.qglobalAccounts).toEqual([
      {
        accountNumber: 'QG-100234',
        name: 'Whitfield Practice Q-global',
        owner: { id: DANA, firstName: 'Dana', lastName: 'Whitfield' },
      },
    ]);
  });
});

describe('transfer of Q-global ownership', () => {
  it('the owner transfers to another user of the organisation, once per request id', async () => {
    const token = signIn(MARIA);
    const answer = await call('POST', owner('QG-200481'), {
      token,
      requestId: 'transfer-1',
      body: { userId: 'qu-pnatarajan' },
    });
    expect(parsed(answer, 200, LinkedQglobalSchema)).toEqual({
      accountNumber: 'QG-200481',
      name: 'Riverside USD Q-global',
      owner: { id: 'qu-pnatarajan', firstName: 'Priya', lastName: 'Natarajan' },
    });
    // A double click or a retry: the first answer again, changing nothing.
    const repeat = await call('POST', owner('QG-200481'), {
      token,
      requestId: 'transfer-1',
      body: { userId: 'qu-pnatarajan' },
    });
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get('X-Idempotent-Replay')).toBe('true');
    // No longer the owner: a new transfer is refused.
    expectRefusal(
      await call('POST', owner('QG-200481'), { token, body: { userId: 'qu-jlee' } }),
      403,
      'notOwner',
    );
    expect((await overview(token))[1]?.qglobal).toEqual([
      'QG-200481 qu-pnatarajan',
      'QG-700100 qu-pnatarajan',
    ]);
  });

  it('refuses a non-owner, a personal account, the owner themself, and someone not of the organisation', async () => {
    const maria = signIn(MARIA);
    expectRefusal(
      await call('POST', owner('QG-204321'), { token: maria, body: { userId: MARIA } }),
      403,
      'notOwner',
    );
    expectRefusal(
      await call('POST', owner('QG-200481'), { token: maria, body: { userId: MARIA } }),
      400,
      'sameOwner',
    );
    // Ellen Brooks is of the district but not one of its users until added as a qualified user.
    expectRefusal(
      await call('POST', owner('QG-200481'), { token: maria, body: { userId: 'qu-ebrooks' } }),
      404,
      'notInOrganisation',
    );
    expect((await call('POST', owner('QG-200481'), { token: maria, body: {} })).status).toBe(400);
    const dana = signIn(DANA);
    expectRefusal(
      await call('POST', owner('QG-100234'), { token: dana, body: { userId: 'qu-jlee' } }),
      400,
      'personalAccount',
    );
  });

  it('hides accounts the shopper cannot see, and answers a visitor 401', async () => {
    const dana = signIn(DANA);
    for (const number of ['QG-200481', 'QG-000000']) {
      expectRefusal(
        await call('POST', owner(number), { token: dana, body: { userId: 'qu-jlee' } }),
        404,
        'qglobalNotFound',
      );
    }
    expect((await call('POST', owner('QG-200481'), { body: { userId: 'qu-jlee' } })).status).toBe(
      401,
    );
  });
});
