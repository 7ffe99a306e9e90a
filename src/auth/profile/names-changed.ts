import { ACCOUNTS_KEY } from '../../api/accounts/get-customer-accounts';
import { USER_KEY } from '../../api/users/user-key';
import type { Core } from '../../core/core';
import { setUser } from '../../core/store/actions';
import type { IdentityProfile } from './identity-profile';

/** Every cached read with the names is read again, so no later check brings the old ones back. */
export function followNamesChange(core: Core, profile: IdentityProfile): void {
  const { store, queries } = core;
  const user = store.session.user;
  if (!user || user.id !== profile._id) return;
  setUser(core, { ...user, firstName: profile.givenName, lastName: profile.sn });
  void queries.invalidate({ queryKey: [USER_KEY, user.id] });
  void queries.invalidate({ queryKey: [ACCOUNTS_KEY] });
}
