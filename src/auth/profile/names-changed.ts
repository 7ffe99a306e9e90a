import { ACCOUNTS_KEY } from '../../api/accounts/get-customer-accounts';
import { USER_KEY } from '../../api/users/get-user';
import { getCore } from '../../core/core';
import { setUser } from '../../core/store/actions';
import type { IdentityProfile } from './identity-profile';

/** Every cached read with the names is read again, so no later check brings the old ones back. */
export function followNamesChange(profile: IdentityProfile): void {
  const { store, queries } = getCore();
  const user = store.session.user;
  if (!user || user.id !== profile._id) return;
  setUser(getCore(), { ...user, firstName: profile.givenName, lastName: profile.sn });
  void queries.invalidate({ queryKey: [USER_KEY, user.id] });
  void queries.invalidate({ queryKey: [ACCOUNTS_KEY] });
}
