// Q-global ownership transfer (spec section 6): ours, only within the linked organisation.

export interface OwnedQglobal {
  ownerId: string;
  linkedAccountType: 'PERSONAL' | 'ORGANIZATION';
}

export function mayTransferQglobal(account: OwnedQglobal, userId: string | undefined): boolean {
  return (
    userId !== undefined &&
    account.ownerId === userId &&
    account.linkedAccountType === 'ORGANIZATION'
  );
}

/** In their order. */
export function qglobalOwnerCandidates<U extends { id: string }>(
  organisationUsers: readonly U[],
  ownerId: string,
): U[] {
  return organisationUsers.filter((user) => user.id !== ownerId);
}

export type QglobalTransferProblem =
  'notOwner' | 'personalAccount' | 'sameOwner' | 'notInOrganisation';

/** The platform's check. */
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
