import type { QglobalTransferProblem } from '../../rules/account/qglobal-ownership';
import { commerceErrorKey, type CommerceErrorCode } from '../http/occ-errors';
import { isApiError } from '../http/api-error';
import { commerceRequest } from '../http/commerce-client';
import { LinkedQglobalSchema, type LinkedQglobal } from './account.schema';
import { CURRENT_USER_PATH } from './get-customer-accounts';

/**
 * Transfer of a Q-global account's ownership by its owner (spec section 6):
 *
 *   POST …/users/current/qglobal-accounts/{accountNumber}/owner {userId}  → LinkedQglobal
 *
 * The refusals: QGLOBAL_OWNERSHIP_ERRORS (the rule's, src/rules/account/qglobal-ownership.ts, plus
 * an account the shopper cannot see). The same request id answers the first answer again, so a
 * double click or a retry after a lost answer transfers once.
 */
export const QGLOBAL_OWNERSHIP_ERRORS = {
  /** 403: only the owner may transfer (ownership moved meanwhile, in another tab). */
  notOwner: { type: 'QglobalError', reason: 'notOwner' },
  /** 400: a personal account's Q-global account has nobody else to take it. */
  personalAccount: { type: 'QglobalError', reason: 'personalAccount' },
  /** 400: the owner chose themself. */
  sameOwner: { type: 'QglobalError', reason: 'sameOwner' },
  /** 404: 'User not found in this organization'. */
  notInOrganisation: { type: 'CheckoutError', reason: 'userNotFound' },
  /** 404: no Q-global account the shopper can see with that number. */
  qglobalNotFound: { type: 'CheckoutError', reason: 'qglobalNotFound' },
} as const satisfies Record<QglobalTransferProblem | 'qglobalNotFound', CommerceErrorCode>;
export type QglobalOwnershipErrorKey = keyof typeof QGLOBAL_OWNERSHIP_ERRORS;

export function qglobalOwnershipErrorOf(error: unknown): QglobalOwnershipErrorKey | undefined {
  if (!isApiError(error) || error.kind !== 'http') return undefined;
  return commerceErrorKey(error.info, QGLOBAL_OWNERSHIP_ERRORS);
}

export function transferQglobalOwnership(
  accountNumber: string,
  newOwnerId: string,
  requestId: string,
): Promise<LinkedQglobal> {
  return commerceRequest(
    `${CURRENT_USER_PATH}/qglobal-accounts/${encodeURIComponent(accountNumber)}/owner`,
    { method: 'POST', body: { userId: newOwnerId }, schema: LinkedQglobalSchema, requestId },
  );
}
