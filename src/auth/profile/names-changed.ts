import { ACCOUNTS_KEY } from '../../api/accounts/get-customer-accounts';
import { USER_KEY } from '../../api/users/get-user';
import { getCore } from '../../core/core';
import { setUser } from '../../core/store/actions';
import type { IdentityProfile } from './identity-profile';

/**
 * The identity server saved the signed-in shopper's new names (Profile & Password): the header's
 * initials and every widget that greets the shopper show them now, and every cached read that
 * carries them is read again when next needed: GET /users/{userId} (all locales: the session reads
 * it again on a later check, which must not bring the old names back) and the customer accounts
 * with their qualified users (the personal account is named after its owner). A profile of someone
 * else (a sign-in in another tab since) changes nothing.
 */
export function followNamesChange(profile: IdentityProfile): void {
  const { store, queries } = getCore();
  const user = store.session.user;
  if (!user || user.id !== profile._id) return;
  setUser(getCore(), { ...user, firstName: profile.givenName, lastName: profile.sn });
  void queries.invalidate({ queryKey: [USER_KEY, user.id] });
  void queries.invalidate({ queryKey: [ACCOUNTS_KEY] });
}
