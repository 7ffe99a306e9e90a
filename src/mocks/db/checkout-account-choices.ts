/**
 * The checkout PUTs about who orders (customer account, qualified user, Q-global and aimswebPlus
 * accounts), with the rules and the order of checks of the design. checkout-choices.ts runs them.
 */
import * as v from 'valibot';
import {
  AimswebAccountNumberSchema,
  CustomerAccountNumberSchema,
  QglobalAccountNumberSchema,
} from '../../rules/account/account-numbers';
import {
  accountById,
  aimswebAccountsOf,
  lookupQglobal,
  mayOrderFor,
  organisationByNumber,
  qglobalByNumber,
  qglobalProfileOf,
  qualifiedUsersOf,
  type AccountRecord,
} from './accounts';
import { chosenAccount, coversCart, requirementsOf, type ChoiceCall } from './checkout';
import { CheckoutOpError, invalidField, parseBody } from './checkout-errors';

const Text = v.pipe(v.string(), v.minLength(1));

/** A required account number (the rules' schemas): 400 missing when empty. */
function requiredNumber(schema: v.GenericSchema<unknown, string>, value: string): string {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  throw new CheckoutOpError(400, 'missing', 'accountNumber is required', 'accountNumber');
}

function customerAccountMissing(): CheckoutOpError {
  return new CheckoutOpError(400, 'customerAccountMissing', 'Choose a customer account first');
}

/**
 * Makes `account` the checkout's account if it may order (valid; an organisation for aimswebPlus).
 * A change clears the qualified user, aimswebPlus and Q-global choices that do not fit the new one.
 */
function chooseAccount(call: ChoiceCall, account: AccountRecord, notListed: boolean): void {
  const { draft, cart } = call;
  if (!account.billingAddress) {
    throw new CheckoutOpError(400, 'accountNotValid', 'The account has no billing address');
  }
  if (account.type === 'PERSONAL' && requirementsOf(cart).aimswebAccount) {
    throw new CheckoutOpError(
      400,
      'organisationRequired',
      'aimswebPlus products need an organisational account',
    );
  }
  if (draft.accountId !== account.id) {
    const users = qualifiedUsersOf(account);
    if (!users.some((user) => user.id === draft.qualifiedUserId)) draft.qualifiedUserId = undefined;
    draft.aimsweb = undefined;
    const qglobal = draft.qglobal;
    if (qglobal?.mode !== 'NEW' && qglobal !== undefined) {
      const linked = qglobalByNumber(qglobal.accountNumber)?.customerAccountId;
      if (linked !== account.id) draft.qglobal = undefined;
    }
  }
  draft.accountId = account.id;
  draft.accountNotListed = notListed;
}

const ById = v.object({ accountId: Text });
const ByNumber = v.object({
  accountNumber: v.string(),
  termsAccepted: v.optional(v.boolean(), false),
});

export function customerAccount(call: ChoiceCall): void {
  if (typeof call.body === 'object' && call.body !== null && 'accountNumber' in call.body) {
    const body = parseBody(ByNumber, call.body);
    const number = v.safeParse(CustomerAccountNumberSchema, body.accountNumber);
    if (!number.success) {
      throw invalidField('accountNumber', `accountNumber: ${number.issues[0].message}`);
    }
    if (!body.termsAccepted) {
      throw new CheckoutOpError(400, 'termsNotAccepted', 'Terms not accepted', 'termsAccepted');
    }
    const account = organisationByNumber(number.output);
    if (!account) throw new CheckoutOpError(404, 'accountNotFound', 'This account is not found');
    chooseAccount(call, account, true);
    return;
  }
  const { accountId } = parseBody(ById, call.body);
  const account = mayOrderFor(call.user, accountId) ? accountById(accountId) : undefined;
  if (!account) throw new CheckoutOpError(404, 'accountNotFound', 'This account is not found');
  chooseAccount(call, account, false);
}

const QualifiedUserBody = v.object({ userId: Text });

export function qualifiedUser(call: ChoiceCall): void {
  const { userId } = parseBody(QualifiedUserBody, call.body);
  const account = chosenAccount(call.draft);
  if (!account) throw customerAccountMissing();
  const user = qualifiedUsersOf(account).find((u) => u.id === userId);
  if (!user) {
    throw new CheckoutOpError(404, 'userNotFound', 'User not found in this organization', 'userId');
  }
  if (!coversCart(user.qualificationLevel, call.cart)) {
    throw new CheckoutOpError(400, 'userNotQualified', 'The user cannot buy every entry', 'userId');
  }
  call.draft.qualifiedUserId = user.id;
}

const QglobalBody = v.variant('mode', [
  v.object({ mode: v.picklist(['EXISTING', 'ADD_INVENTORY']), accountNumber: v.string() }),
  v.object({ mode: v.literal('NEW') }),
]);

export function qglobalAccount(call: ChoiceCall): void {
  const body = parseBody(QglobalBody, call.body);
  const { draft, user } = call;
  if (!requirementsOf(call.cart).qglobalAccount) {
    throw new CheckoutOpError(400, 'notRequired', 'The cart holds no Q-global product');
  }
  if (body.mode === 'NEW') {
    if (!draft.qualifiedUserId) {
      throw new CheckoutOpError(400, 'qualifiedUserMissing', 'A new account needs its owner first');
    }
    draft.qglobal = { mode: 'NEW' };
    return;
  }
  const number = requiredNumber(QglobalAccountNumberSchema, body.accountNumber);
  const account =
    body.mode === 'EXISTING'
      ? qglobalProfileOf(user).find((a) => a.accountNumber === number.toUpperCase())
      : lookupQglobal(user, number).account;
  if (!account) {
    throw new CheckoutOpError(404, 'qglobalNotFound', 'No such Q-global account in the profile');
  }
  // Spec section 4: an account linked to another customer account switches the checkout to it.
  if (draft.accountId !== account.customerAccountId) {
    const linked = accountById(account.customerAccountId);
    if (!linked) throw new CheckoutOpError(404, 'accountNotFound', 'This account is not found');
    chooseAccount(call, linked, false);
  }
  draft.qglobal = { mode: body.mode, accountNumber: account.accountNumber };
}

const AimswebBody = v.variant('mode', [
  v.object({
    mode: v.literal('EXISTING'),
    accountNumber: v.string(),
    termsAccepted: v.optional(v.boolean(), false),
  }),
  v.object({ mode: v.literal('NEW'), termsAccepted: v.optional(v.boolean(), false) }),
]);

export function aimswebAccount(call: ChoiceCall): void {
  const body = parseBody(AimswebBody, call.body);
  if (!requirementsOf(call.cart).aimswebAccount) {
    throw new CheckoutOpError(400, 'notRequired', 'The cart holds no aimswebPlus product');
  }
  const account = chosenAccount(call.draft);
  if (!account) throw customerAccountMissing();
  if (account.type !== 'ORGANIZATION') {
    throw new CheckoutOpError(400, 'organisationRequired', 'aimswebPlus needs an organisation');
  }
  if (!body.termsAccepted) {
    throw new CheckoutOpError(400, 'termsNotAccepted', 'Terms not accepted', 'termsAccepted');
  }
  if (body.mode === 'NEW') {
    call.draft.aimsweb = { mode: 'NEW' };
    return;
  }
  const number = requiredNumber(AimswebAccountNumberSchema, body.accountNumber).toUpperCase();
  const aimsweb = aimswebAccountsOf(account).find((a) => a.accountNumber === number);
  if (!aimsweb) {
    throw new CheckoutOpError(
      404,
      'aimswebNotFound',
      'No such aimswebPlus account',
      'accountNumber',
    );
  }
  call.draft.aimsweb = {
    mode: 'EXISTING',
    accountNumber: aimsweb.accountNumber,
    name: aimsweb.name,
  };
}
