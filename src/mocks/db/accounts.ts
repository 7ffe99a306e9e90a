/**
 * Customer accounts of the fake backend (spec sections 3, 4 and 6): personal and organisation
 * accounts, qualified users, Q-global and aimswebPlus accounts. No billing address: not valid.
 */
import type {
  CustomerAccountWire as CustomerAccount,
  LinkedQglobal,
  QglobalAccount,
  QualifiedUser,
} from '../../api/accounts/account.schema';
import { qglobalTransferProblem } from '../../rules/account/qglobal-ownership';
import { defaultBillingOf, renderAddress } from './addresses';
import { CheckoutOpError } from './checkout-errors';
import { QglobalOwnershipError } from './qglobal-ownership-errors';
import {
  SEED_ORGANISATIONS,
  SEED_PEOPLE,
  SEED_QGLOBAL_ACCOUNTS,
  SEED_QGLOBAL_PROFILES,
  type SeedAimswebAccount,
  type SeedOrganisation,
  type SeedQglobalAccount,
} from './seed-accounts';
import { userById } from '../identity/users';
import type { StoredAddress } from './seed-addresses';
import type { SeedUser } from './seed-users';
import { qualificationLevelOfUser } from './qualifications';

/** A customer account as the backend works with it (rendered by renderCustomerAccount). */
export interface AccountRecord {
  id: string;
  type: 'PERSONAL' | 'ORGANIZATION';
  name: string;
  accountNumber?: string | undefined;
  billingAddress?: StoredAddress | undefined;
  taxExempt: boolean;
  /** The organisation behind an ORGANIZATION account. */
  organisation?: SeedOrganisation | undefined;
  /** The shopper a PERSONAL account belongs to. */
  owner?: SeedUser | undefined;
}

const PERSONAL_PREFIX = 'personal-';

/** Qualified users (ids) of each organisation, as seeded plus those added by email. */
let qualifiedUserIds = new Map<string, string[]>();
/** Q-global account numbers in each shopper's profile. */
let qglobalProfiles = new Map<string, string[]>();
/** Q-global owners changed by a transfer, by account number (else the seeded owner). */
let qglobalOwners = new Map<string, string>();

function personalAccount(user: SeedUser): AccountRecord {
  return {
    id: `${PERSONAL_PREFIX}${user.id}`,
    type: 'PERSONAL',
    name: `${user.firstName} ${user.lastName}`,
    billingAddress: defaultBillingOf(user.id),
    taxExempt: false,
    owner: user,
  };
}

function organisationAccount(organisation: SeedOrganisation): AccountRecord {
  return {
    id: organisation.id,
    type: 'ORGANIZATION',
    name: organisation.name,
    accountNumber: organisation.accountNumber,
    billingAddress: defaultBillingOf(organisation.id),
    taxExempt: organisation.taxExempt,
    organisation,
  };
}

/** Any account by id; a personal account takes its owner's current names (identity server). */
export function accountById(accountId: string): AccountRecord | undefined {
  if (accountId.startsWith(PERSONAL_PREFIX)) {
    const user = userById(accountId.slice(PERSONAL_PREFIX.length));
    return user ? personalAccount(user) : undefined;
  }
  const organisation = SEED_ORGANISATIONS.find((o) => o.id === accountId);
  return organisation ? organisationAccount(organisation) : undefined;
}

/** The accounts the shopper may order for: their personal account first, then their organisations'. */
export function accountsOf(user: SeedUser): AccountRecord[] {
  return [
    personalAccount(user),
    ...SEED_ORGANISATIONS.filter((o) => o.members.includes(user.id)).map(organisationAccount),
  ];
}

export function mayOrderFor(user: SeedUser, accountId: string): boolean {
  return accountsOf(user).some((account) => account.id === accountId);
}

/** Whose address book an account's is; 404 accountNotFound otherwise, so no id is revealed. */
export function addressBookOwnerOf(user: SeedUser, accountId: string): string {
  if (accountId === `${PERSONAL_PREFIX}${user.id}`) return user.id;
  if (accountId.startsWith(PERSONAL_PREFIX) || !mayOrderFor(user, accountId)) {
    throw new CheckoutOpError(404, 'accountNotFound', 'This account is not found');
  }
  return accountId;
}

/** "Account not listed": an organisation by its customer account number (any case, spaces trimmed). */
export function organisationByNumber(accountNumber: string): AccountRecord | undefined {
  const wanted = accountNumber.trim().toUpperCase();
  const organisation = SEED_ORGANISATIONS.find((o) => o.accountNumber.toUpperCase() === wanted);
  return organisation ? organisationAccount(organisation) : undefined;
}

/** A shopper (current names and email) or one of SEED_PEOPLE, as a qualified user. */
export function personById(id: string): QualifiedUser | undefined {
  const shopper = userById(id);
  if (shopper) {
    return {
      id: shopper.id,
      firstName: shopper.firstName,
      lastName: shopper.lastName,
      email: shopper.email,
      // A shopper's level follows their qualifications; the other people keep their seeded one.
      qualificationLevel: qualificationLevelOfUser(shopper.id),
    };
  }
  const person = SEED_PEOPLE.find((p) => p.id === id);
  return person
    ? {
        id: person.id,
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        qualificationLevel: person.qualificationLevel,
      }
    : undefined;
}

/** The users who can be named as the order's qualified user: a personal account's is its owner. */
export function qualifiedUsersOf(account: AccountRecord): QualifiedUser[] {
  const ids = account.owner ? [account.owner.id] : (qualifiedUserIds.get(account.id) ?? []);
  return ids.flatMap((id) => personById(id) ?? []);
}

/** "Add qualified user" by email: a person of the organisation, else 404 userNotFound. */
export function addQualifiedUser(
  account: AccountRecord,
  email: string,
): { user: QualifiedUser; added: boolean } {
  const wanted = email.trim().toLowerCase();
  const current = qualifiedUsersOf(account).find((u) => u.email.toLowerCase() === wanted);
  if (current) return { user: current, added: false };
  const candidate = (account.organisation?.otherPeople ?? [])
    .flatMap((id) => personById(id) ?? [])
    .find((person) => person.email.toLowerCase() === wanted);
  if (!candidate) {
    throw new CheckoutOpError(404, 'userNotFound', 'User not found in this organization', 'email');
  }
  qualifiedUserIds.set(account.id, [...(qualifiedUserIds.get(account.id) ?? []), candidate.id]);
  return { user: candidate, added: true };
}

export function aimswebAccountsOf(account: AccountRecord): readonly SeedAimswebAccount[] {
  return account.organisation?.aimswebAccounts ?? [];
}

const normaliseNumber = (accountNumber: string) => accountNumber.trim().toUpperCase();

export function qglobalByNumber(accountNumber: string): SeedQglobalAccount | undefined {
  const wanted = normaliseNumber(accountNumber);
  return SEED_QGLOBAL_ACCOUNTS.find((a) => a.accountNumber === wanted);
}

/** The Q-global accounts in the shopper's profile. */
export function qglobalProfileOf(user: SeedUser): SeedQglobalAccount[] {
  return (qglobalProfiles.get(user.id) ?? []).flatMap((n) => qglobalByNumber(n) ?? []);
}

/** Spec section 4's lookup: unknown is 404 qglobalNotFound, another party's 403 qglobalNoAccess. */
export function lookupQglobal(
  user: SeedUser,
  accountNumber: string,
): { account: SeedQglobalAccount; inProfile: boolean } {
  const account = qglobalByNumber(accountNumber);
  if (!account) {
    throw new CheckoutOpError(404, 'qglobalNotFound', 'No Q-global account with this number');
  }
  if (!mayOrderFor(user, account.customerAccountId)) {
    throw new CheckoutOpError(
      403,
      'qglobalNoAccess',
      'The Q-global account is owned by another party',
    );
  }
  const inProfile = qglobalProfileOf(user).some((a) => a.accountNumber === account.accountNumber);
  return { account, inProfile };
}

/** Adds a found account (lookup rules) to the shopper's profile; `added` false when already there. */
export function addQglobalToProfile(
  user: SeedUser,
  accountNumber: string,
): { account: SeedQglobalAccount; added: boolean } {
  const { account, inProfile } = lookupQglobal(user, accountNumber);
  if (!inProfile) {
    qglobalProfiles.set(user.id, [...(qglobalProfiles.get(user.id) ?? []), account.accountNumber]);
  }
  return { account, added: !inProfile };
}

export function renderQglobalAccount(account: SeedQglobalAccount): QglobalAccount {
  return {
    accountNumber: account.accountNumber,
    name: account.name,
    customerAccountId: account.customerAccountId,
    customerAccountName: accountById(account.customerAccountId)?.name ?? '',
  };
}

const qglobalOwnerId = (account: SeedQglobalAccount) =>
  qglobalOwners.get(account.accountNumber) ?? account.ownerId;

function renderLinkedQglobal(account: SeedQglobalAccount): LinkedQglobal {
  const owner = personById(qglobalOwnerId(account));
  return {
    accountNumber: account.accountNumber,
    name: account.name,
    owner: {
      id: owner?.id ?? '',
      firstName: owner?.firstName ?? '',
      lastName: owner?.lastName ?? '',
    },
  };
}

/**
 * Spec section 6: transfers a Q-global account's ownership to another of the organisation's users.
 * 404 for an account not visible or a user not of the organisation; else the rule's refusal.
 */
export function transferQglobalOwnership(
  user: SeedUser,
  accountNumber: string,
  newOwnerId: string,
): LinkedQglobal {
  const qglobal = qglobalByNumber(accountNumber);
  const linked =
    qglobal && mayOrderFor(user, qglobal.customerAccountId)
      ? accountById(qglobal.customerAccountId)
      : undefined;
  if (!qglobal || !linked) {
    throw new CheckoutOpError(404, 'qglobalNotFound', 'No Q-global account with this number');
  }
  const problem = qglobalTransferProblem(
    { ownerId: qglobalOwnerId(qglobal), linkedAccountType: linked.type },
    user.id,
    newOwnerId,
    qualifiedUsersOf(linked).map((u) => u.id),
  );
  if (problem === 'notInOrganisation') {
    throw new CheckoutOpError(404, 'userNotFound', 'User not found in this organization', 'userId');
  }
  if (problem) throw new QglobalOwnershipError(problem);
  qglobalOwners.set(qglobal.accountNumber, newOwnerId);
  return renderLinkedQglobal(qglobal);
}

export function renderCustomerAccount(account: AccountRecord, lang: string): CustomerAccount {
  return {
    id: account.id,
    type: account.type,
    name: account.name,
    ...(account.accountNumber ? { accountNumber: account.accountNumber } : {}),
    ...(account.billingAddress
      ? { billingAddress: renderAddress(account.billingAddress, lang) }
      : {}),
    valid: account.billingAddress !== undefined,
    taxExempt: account.taxExempt,
    qglobalAccountNumbers: SEED_QGLOBAL_ACCOUNTS.filter(
      (q) => q.customerAccountId === account.id,
    ).map((q) => q.accountNumber),
    aimswebAccountNumbers: aimswebAccountsOf(account).map((a) => a.accountNumber),
    qglobalAccounts: SEED_QGLOBAL_ACCOUNTS.filter((q) => q.customerAccountId === account.id).map(
      renderLinkedQglobal,
    ),
  };
}

/** Back to the seeded users and profiles (called by resetMockState). */
export function resetAccounts(): void {
  qualifiedUserIds = new Map(SEED_ORGANISATIONS.map((o) => [o.id, [...o.qualifiedUsers]]));
  qglobalProfiles = new Map(
    Object.entries(SEED_QGLOBAL_PROFILES).map(([userId, numbers]) => [userId, [...numbers]]),
  );
  qglobalOwners = new Map();
}

resetAccounts();
