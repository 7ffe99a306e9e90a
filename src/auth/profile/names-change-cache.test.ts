// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { customerAccountsQueryOptions } from '../../api/accounts/get-customer-accounts';
import { qualifiedUsersQueryOptions } from '../../api/accounts/qualified-users';
import { userQueryOptions } from '../../api/users/get-user';
import type { IdentityProfile } from './identity-profile';
import { followNamesChange } from './names-changed';
import { getCore } from '../../core/core';
import { resetSharedInstances } from '../../core/platform/shared-instance';
import { setUser } from '../../core/store/actions';
import { initialsOf } from '../../core/store/user';

// Issue 29, item 11: after Profile & Password saved new names, the account menu's initials follow
// at once and no cached read brings the old names back (GET /users/{id} is cached without
// revalidation: the session reads it again on a later check).
const globals = globalThis as Record<string, unknown>;
const DANA = { id: 'u-1001', firstName: 'Dana', lastName: 'Whitfield', email: 'c@example.com' };
const SAVED: IdentityProfile = {
  _id: DANA.id,
  userName: DANA.email,
  givenName: 'Robin',
  sn: 'Ashby',
  mail: DANA.email,
};

beforeEach(() => {
  globals.storeWidgetsConfig = { platformKey: 'pk', host: 'www.assessments.com' };
  resetSharedInstances();
});

afterEach(() => {
  delete globals.storeWidgetsConfig;
});

/**
 * The cached reads that carry the shopper's names, filled as the widgets had read them; the check
 * tells, per read, whether the next read of it goes to the server again (it was invalidated).
 */
async function cachedReads() {
  const { queries } = getCore();
  const reads = [
    userQueryOptions(DANA.id).queryKey,
    ['user', DANA.id, 'en-gb'],
    customerAccountsQueryOptions(DANA.id).queryKey,
    qualifiedUsersQueryOptions(DANA.id, 'personal-u-1001').queryKey,
  ];
  const names = () => Promise.resolve({ names: 'Dana Whitfield' });
  for (const queryKey of reads) await queries.fetch({ queryKey, queryFn: names });
  return async () => {
    const readAgain: boolean[] = [];
    for (const queryKey of reads) {
      let asked = false;
      const queryFn = () => ((asked = true), names());
      await queries.fetch({ queryKey, queryFn });
      readAgain.push(asked);
    }
    return readAgain;
  };
}

describe('a name change saved in Profile & Password', () => {
  it('changes the signed-in user (the initials) and invalidates every cached read of the names', async () => {
    setUser(getCore(), DANA);
    const readAgain = await cachedReads();
    expect(await readAgain()).toEqual([false, false, false, false]);

    followNamesChange(getCore(), SAVED);

    const { user } = getCore().store.session;
    expect(user).toEqual({ ...DANA, firstName: 'Robin', lastName: 'Ashby' });
    expect(initialsOf(user)).toBe('RA');
    expect(await readAgain()).toEqual([true, true, true, true]);
  });

  it('changes nothing when someone else is signed in by now', () => {
    setUser(getCore(), { ...DANA, id: 'u-1002', firstName: 'Sam', lastName: 'Okafor' });
    followNamesChange(getCore(), SAVED);
    expect(initialsOf(getCore().store.session.user)).toBe('SO');
  });
});
