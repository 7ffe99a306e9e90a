import { ACCOUNTS_KEY } from '../../api/accounts/get-customer-accounts';
import { USER_KEY } from '../../api/users/get-user';
import { getCore } from '../../core/core';
import { setUser } from '../../core/store/actions';
import type { IdentityProfile } from './identity-profile';

/**
 * New names saved: every widget shows them now, and each cached read carrying them is read again
 * (the user in all locales, so a later check cannot bring the old names back, and the accounts).
 * Another person's profile (a sign-in in another tab since) changes nothing.
 */
export function followNamesChange(profile: IdentityProfile): void {
  const { store, queries } = getCore();
  const user = store.session.user;
  if (!user || user.id !== profile._id) return;
  setUser(getCore(), { ...user, firstName: profile.givenName, lastName: profile.sn });
  void queries.invalidate({ queryKey: [USER_KEY, user.id] });
  void queries.invalidate({ queryKey: [ACCOUNTS_KEY] });
}
