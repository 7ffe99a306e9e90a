/**
 * Q-global ownership (spec section 6): the qualified user who creates a Q-global account becomes
 * its owner and administrator, and the owner can transfer ownership. Ours: to another user of the
 * organisation the Q-global account is linked to (one of its qualified users); a Q-global account
 * of a personal account has nobody else to take it, so it cannot be transferred.
 */

/** What the rule needs of a Q-global account: its owner and the kind of account it is linked to. */
export interface OwnedQglobal {
  ownerId: string;
  linkedAccountType: 'PERSONAL' | 'ORGANIZATION';
}

/** Whether `userId` may transfer the ownership: the owner, of an organisation's Q-global account. */
export function mayTransferQglobal(account: OwnedQglobal, userId: string | undefined): boolean {
  return (
    userId !== undefined &&
    account.ownerId === userId &&
    account.linkedAccountType === 'ORGANIZATION'
  );
}

/** The users ownership may go to: the organisation's users but the current owner, in their order. */
export function qglobalOwnerCandidates<U extends { id: string }>(
  organisationUsers: readonly U[],
  ownerId: string,
): U[] {
  return organisationUsers.filter((user) => user.id !== ownerId);
}

/** Why the platform refuses a transfer, if it does. */
export type QglobalTransferProblem =
  'notOwner' | 'personalAccount' | 'sameOwner' | 'notInOrganisation';

/** The platform's check of a transfer of `account` by `userId` to `newOwnerId`. */
export function qglobalTransferProblem(
  account: OwnedQglobal,
  userId: string,
  newOwnerId: string,
  organisationUserIds: readonly string[],
): QglobalTransferProblem | undefined {
  if (account.ownerId !== userId) return 'notOwner';
  if (account.linkedAccountType !== 'ORGANIZATION') return 'personalAccount';
  if (newOwnerId === userId) return 'sameOwner';
  return organisationUserIds.includes(newOwnerId) ? undefined : 'notInOrganisation';
}
