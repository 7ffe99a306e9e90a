import { describe, expect, it } from 'vitest';
import {
  mayTransferQglobal,
  qglobalOwnerCandidates,
  qglobalTransferProblem,
} from './qglobal-ownership';

// Spec section 6: the owner of a Q-global account may transfer its ownership (ours: to another
// user of the organisation it is linked to).
const organisation = { ownerId: 'u-1', linkedAccountType: 'ORGANIZATION' } as const;
const personal = { ownerId: 'u-1', linkedAccountType: 'PERSONAL' } as const;

describe('Q-global ownership', () => {
  it('only the owner of an organisation’s account may transfer it', () => {
    expect(mayTransferQglobal(organisation, 'u-1')).toBe(true);
    expect(mayTransferQglobal(organisation, 'u-2')).toBe(false);
    expect(mayTransferQglobal(organisation, undefined)).toBe(false);
    expect(mayTransferQglobal(personal, 'u-1')).toBe(false);
  });

  it('offers every user of the organisation but the owner', () => {
    const users = [{ id: 'u-1' }, { id: 'u-2' }, { id: 'u-3' }];
    expect(qglobalOwnerCandidates(users, 'u-1')).toEqual([{ id: 'u-2' }, { id: 'u-3' }]);
    expect(qglobalOwnerCandidates([{ id: 'u-1' }], 'u-1')).toEqual([]);
  });

  it.each([
    ['u-1', 'u-2', undefined],
    ['u-2', 'u-3', 'notOwner'],
    ['u-1', 'u-1', 'sameOwner'],
    ['u-1', 'u-9', 'notInOrganisation'],
  ] as const)('%s transferring to %s: %s', (userId, newOwnerId, problem) => {
    expect(qglobalTransferProblem(organisation, userId, newOwnerId, ['u-1', 'u-2', 'u-3'])).toBe(
      problem,
    );
  });

  it('refuses a personal account’s, whoever it would go to', () => {
    expect(qglobalTransferProblem(personal, 'u-1', 'u-2', ['u-1', 'u-2'])).toBe('personalAccount');
  });
});
