import * as v from 'valibot';
import { AddressSchema } from '../addresses/address.schema';

/**
 * Wire shapes of the account endpoints the checkout needs (spec sections 3, 4 and 6). The spec
 * shows none of the platform's fields ("Exact server-side data fields of orders and accounts: not
 * shown"); these are ours, in OCC's style.
 *
 *   GET  /users/current/customer-accounts                 → CustomerAccountList
 *   GET  …/users/current/customer-accounts/{accountId}/qualified-users          → QualifiedUserList
 *   POST …/users/current/customer-accounts/{accountId}/qualified-users {email}  → QualifiedUser
 *   GET  …/users/current/customer-accounts/{accountId}/aimsweb-accounts         → AimswebAccountList
 *   GET  …/users/current/qglobal-accounts                                       → QglobalAccountList
 *   GET  …/users/current/qglobal-accounts/lookup?accountNumber=                 → QglobalLookup
 *   POST …/users/current/qglobal-accounts {accountNumber}                       → QglobalAccount
 *   POST …/users/current/qglobal-accounts/{accountNumber}/owner {userId}        → LinkedQglobal
 */

export const AccountTypeSchema = v.picklist(['PERSONAL', 'ORGANIZATION']);
export type AccountType = v.InferOutput<typeof AccountTypeSchema>;

export const QualificationLevelSchema = v.picklist(['A', 'AB', 'ABC']);

/** Someone of an organisation, by name (a Q-global account's owner). */
export const PersonSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  firstName: v.string(),
  lastName: v.string(),
});

/**
 * A Q-global account linked to a customer account, with its owner (spec section 6: the qualified
 * user who created it, its administrator; the owner may transfer ownership).
 */
export const LinkedQglobalSchema = v.object({
  accountNumber: v.pipe(v.string(), v.minLength(1)),
  name: v.string(),
  owner: PersonSchema,
});
export type LinkedQglobal = v.InferOutput<typeof LinkedQglobalSchema>;

/**
 * A customer account the shopper may order for: their personal account, or an organisation's.
 * An account without a billing address is not valid for ordering (spec section 6).
 */
export const CustomerAccountSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  type: AccountTypeSchema,
  name: v.string(),
  /** The customer account number: 4 digits, or a temporary 12-character one; none for personal accounts. */
  accountNumber: v.optional(v.string()),
  /** The account's primary billing address; missing makes the account not valid. */
  billingAddress: v.optional(AddressSchema),
  valid: v.boolean(),
  /** A tax-exempt organisation is not charged tax (spec section 9). */
  taxExempt: v.boolean(),
  /** Q-global and aimswebPlus accounts linked to this account (spec section 3: Account). */
  qglobalAccountNumbers: v.optional(v.array(v.string()), []),
  aimswebAccountNumbers: v.optional(v.array(v.string()), []),
  /** The linked Q-global accounts with their owners (the Accounts page). */
  qglobalAccounts: v.optional(v.array(LinkedQglobalSchema), []),
});
export type CustomerAccount = v.InferOutput<typeof CustomerAccountSchema>;
/** As the platform sends it (what the fake backend writes). */
export type CustomerAccountWire = v.InferInput<typeof CustomerAccountSchema>;

export const CustomerAccountListSchema = v.object({ accounts: v.array(CustomerAccountSchema) });

/** A user of an account who can be named as the order's qualified user (spec section 3: email). */
export const QualifiedUserSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  /** A, AB or ABC; A buys A products, AB A and B, ABC all (spec section 6). */
  qualificationLevel: QualificationLevelSchema,
});
export type QualifiedUser = v.InferOutput<typeof QualifiedUserSchema>;

export const QualifiedUserListSchema = v.object({ users: v.array(QualifiedUserSchema) });

/** A Q-global account (the web-based scoring platform's), linked to one customer account. */
export const QglobalAccountSchema = v.object({
  accountNumber: v.pipe(v.string(), v.minLength(1)),
  name: v.string(),
  customerAccountId: v.string(),
  customerAccountName: v.string(),
});
export type QglobalAccount = v.InferOutput<typeof QglobalAccountSchema>;

export const QglobalAccountListSchema = v.object({ accounts: v.array(QglobalAccountSchema) });

/**
 * A Q-global account found by number (spec section 4 lookup outcomes): not found is a 404 and no
 * access (owned by another party) a 403 (see CHECKOUT_ERRORS); found, it is linked to an
 * organisation, and `inProfile` says whether the shopper already has it in their profile (if not,
 * they may add it).
 */
export const QglobalLookupSchema = v.object({
  account: QglobalAccountSchema,
  inProfile: v.boolean(),
});
export type QglobalLookup = v.InferOutput<typeof QglobalLookupSchema>;

/** An aimswebPlus account of an organisation. */
export const AimswebAccountSchema = v.object({
  accountNumber: v.pipe(v.string(), v.minLength(1)),
  name: v.string(),
});
export type AimswebAccount = v.InferOutput<typeof AimswebAccountSchema>;

export const AimswebAccountListSchema = v.object({ accounts: v.array(AimswebAccountSchema) });
