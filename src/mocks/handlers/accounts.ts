import { http } from 'msw';
import * as v from 'valibot';
import { QglobalAccountNumberSchema } from '../../rules/account/account-numbers';
import { QualifiedUserEmailSchema } from '../../rules/email/email';
import {
  accountById,
  addQglobalToProfile,
  addQualifiedUser,
  aimswebAccountsOf,
  lookupQglobal,
  mayOrderFor,
  qglobalProfileOf,
  qualifiedUsersOf,
  renderCustomerAccount,
  renderQglobalAccount,
  accountsOf,
  transferQglobalOwnership,
  type AccountRecord,
} from '../db/accounts';
import { checkoutAccountIdOf } from '../db/checkout';
import { CheckoutOpError, invalidField } from '../db/checkout-errors';
import type { SeedUser } from '../db/seed-users';
import { shopperCall } from './commerce-call';
import { COMMERCE_BASE } from './commerce-base';
import { extension } from './commerce-declarations';

/**
 * The checkout's account endpoints: customer accounts, qualified users, aimswebPlus and Q-global
 * accounts. Signed-in only; adding and transferring are idempotent by X-Request-Id.
 */
const USER = `${COMMERCE_BASE}/users/:userId`;
const ACCOUNT = `${USER}/customer-accounts/:accountId`;

/** One of the shopper's accounts, or the one their checkout is for ("Account not listed"). */
function reachableAccount(user: SeedUser, accountId: string): AccountRecord {
  const reachable = mayOrderFor(user, accountId) || checkoutAccountIdOf(user) === accountId;
  const account = reachable ? accountById(accountId) : undefined;
  if (!account) throw new CheckoutOpError(404, 'accountNotFound', 'This account is not found');
  return account;
}

function qglobalNumber(value: unknown): string {
  const result = v.safeParse(QglobalAccountNumberSchema, value ?? '');
  if (!result.success) {
    throw new CheckoutOpError(400, 'missing', 'accountNumber is required', 'accountNumber');
  }
  return result.output;
}

function field(body: unknown, key: string): unknown {
  return typeof body === 'object' && body !== null
    ? (body as Record<string, unknown>)[key]
    : undefined;
}

export const accountHandlers = [
  extension(
    'getCustomerAccounts',
    http.get(
      `${USER}/customer-accounts`,
      shopperCall(({ user, lang }) => ({
        status: 200,
        body: { accounts: accountsOf(user).map((account) => renderCustomerAccount(account, lang)) },
      })),
    ),
  ),

  extension(
    'getQualifiedUsers',
    http.get(
      `${ACCOUNT}/qualified-users`,
      shopperCall(({ user, params }) => ({
        status: 200,
        body: { users: qualifiedUsersOf(reachableAccount(user, String(params.accountId))) },
      })),
    ),
  ),

  /** "Add qualified user": 201 when added, 200 when already a user, 404 userNotFound. */
  extension(
    'addQualifiedUser',
    http.post(
      `${ACCOUNT}/qualified-users`,
      shopperCall(
        ({ user, params, body }) => {
          const account = reachableAccount(user, String(params.accountId));
          const email = v.safeParse(QualifiedUserEmailSchema, field(body, 'email'));
          if (!email.success) throw invalidField('email', `email: ${email.issues[0].message}`);
          const result = addQualifiedUser(account, email.output);
          return { status: result.added ? 201 : 200, body: result.user };
        },
        { mutation: true },
      ),
    ),
  ),

  extension(
    'getAimswebAccounts',
    http.get(
      `${ACCOUNT}/aimsweb-accounts`,
      shopperCall(({ user, params }) => ({
        status: 200,
        body: { accounts: aimswebAccountsOf(reachableAccount(user, String(params.accountId))) },
      })),
    ),
  ),

  extension(
    'getQglobalAccounts',
    http.get(
      `${USER}/qglobal-accounts`,
      shopperCall(({ user }) => ({
        status: 200,
        body: { accounts: qglobalProfileOf(user).map(renderQglobalAccount) },
      })),
    ),
  ),

  /** Spec section 4's outcomes: 404 not found, 403 no access, or found with `inProfile`. */
  extension(
    'lookupQglobalAccount',
    http.get(
      `${USER}/qglobal-accounts/lookup`,
      shopperCall(({ user, url }) => {
        const number = qglobalNumber(url.searchParams.get('accountNumber'));
        const { account, inProfile } = lookupQglobal(user, number);
        return { status: 200, body: { account: renderQglobalAccount(account), inProfile } };
      }),
    ),
  ),

  /** Adds a found account to the profile: 201 when added, 200 when it was there already. */
  extension(
    'addQglobalAccount',
    http.post(
      `${USER}/qglobal-accounts`,
      shopperCall(
        ({ user, body }) => {
          const { account, added } = addQglobalToProfile(
            user,
            qglobalNumber(field(body, 'accountNumber')),
          );
          return { status: added ? 201 : 200, body: renderQglobalAccount(account) };
        },
        { mutation: true },
      ),
    ),
  ),

  /** Spec section 6: the owner transfers ownership to another user of the organisation. */
  extension(
    'transferQglobalOwnership',
    http.post(
      `${USER}/qglobal-accounts/:accountNumber/owner`,
      shopperCall(
        ({ user, params, body }) => {
          const newOwner = field(body, 'userId');
          if (typeof newOwner !== 'string' || newOwner === '') {
            throw new CheckoutOpError(400, 'missing', 'userId is required', 'userId');
          }
          return {
            status: 200,
            body: transferQglobalOwnership(user, String(params.accountNumber), newOwner),
          };
        },
        { mutation: true },
      ),
    ),
  ),
];
