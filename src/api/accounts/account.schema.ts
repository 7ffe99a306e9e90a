import * as v from 'valibot';
import { AddressSchema } from '../addresses/address.schema';

/** Wire shapes of the account endpoints the checkout needs: ours, in OCC's style. */

export const AccountTypeSchema = v.picklist(['PERSONAL', 'ORGANIZATION']);
export type AccountType = v.InferOutput<typeof AccountTypeSchema>;

export const QualificationLevelSchema = v.picklist(['A', 'AB', 'ABC']);

export const PersonSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  firstName: v.string(),
  lastName: v.string(),
});

/** A Q-global account linked to a customer account, with its owner (who may transfer ownership). */
export const LinkedQglobalSchema = v.object({
  accountNumber: v.pipe(v.string(), v.minLength(1)),
  name: v.string(),
  owner: PersonSchema,
});
export type LinkedQglobal = v.InferOutput<typeof LinkedQglobalSchema>;

/** A customer account the shopper may order for: their personal account, or an organisation's. */
export const CustomerAccountSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  type: AccountTypeSchema,
  name: v.string(),
  /** None for personal accounts. */
  accountNumber: v.optional(v.string()),
  /** The account's primary billing address; missing makes the account not valid. */
  billingAddress: v.optional(AddressSchema),
  valid: v.boolean(),
  taxExempt: v.boolean(),
  qglobalAccountNumbers: v.optional(v.array(v.string()), []),
  aimswebAccountNumbers: v.optional(v.array(v.string()), []),
  qglobalAccounts: v.optional(v.array(LinkedQglobalSchema), []),
});
export type CustomerAccount = v.InferOutput<typeof CustomerAccountSchema>;
export type CustomerAccountWire = v.InferInput<typeof CustomerAccountSchema>;

export const CustomerAccountListSchema = v.object({ accounts: v.array(CustomerAccountSchema) });

export const QualifiedUserSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  /** A buys A products, AB A and B, ABC all. */
  qualificationLevel: QualificationLevelSchema,
});
export type QualifiedUser = v.InferOutput<typeof QualifiedUserSchema>;

export const QualifiedUserListSchema = v.object({ users: v.array(QualifiedUserSchema) });

/** An account of Q-global, the scoring platform. */
export const QglobalAccountSchema = v.object({
  accountNumber: v.pipe(v.string(), v.minLength(1)),
  name: v.string(),
  customerAccountId: v.string(),
  customerAccountName: v.string(),
});
export type QglobalAccount = v.InferOutput<typeof QglobalAccountSchema>;

export const QglobalAccountListSchema = v.object({ accounts: v.array(QglobalAccountSchema) });

/** A Q-global account found by number; the shopper may add it when it is not `inProfile`. */
export const QglobalLookupSchema = v.object({
  account: QglobalAccountSchema,
  inProfile: v.boolean(),
});
export type QglobalLookup = v.InferOutput<typeof QglobalLookupSchema>;

export const AimswebAccountSchema = v.object({
  accountNumber: v.pipe(v.string(), v.minLength(1)),
  name: v.string(),
});
export type AimswebAccount = v.InferOutput<typeof AimswebAccountSchema>;

export const AimswebAccountListSchema = v.object({ accounts: v.array(AimswebAccountSchema) });
