import type { QglobalTransferProblem } from '../../rules/account/qglobal-ownership';
import { commerceErrorKey, type CommerceErrorCode } from '../http/occ-errors';
import { isApiError } from '../http/api-error';
import { commerceRequest } from '../http/commerce-client';
import { LinkedQglobalSchema, type LinkedQglobal } from './account.schema';
import { CURRENT_USER_PATH } from '../http/current-user-path';

/** A Q-global account's transfer by its owner; the request id makes a retry transfer once. */
export const QGLOBAL_OWNERSHIP_ERRORS = {
  /** Only the owner may transfer (ownership may have moved in another tab). */
  notOwner: { type: 'QglobalError', reason: 'notOwner' },
  /** 400: a personal account's Q-global account has nobody else to take it. */
  personalAccount: { type: 'QglobalError', reason: 'personalAccount' },
  sameOwner: { type: 'QglobalError', reason: 'sameOwner' },
  notInOrganisation: { type: 'CheckoutError', reason: 'userNotFound' },
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
