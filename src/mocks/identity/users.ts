import type { SeedUser } from '../db/seed-users';
import { CUSTOMER_SERVICE_ROLE } from '../../rules/support/assisted-service';
import { directoryUsers } from './user-directory';

export function userById(id: string): SeedUser | undefined {
  return directoryUsers().find((u) => u.id === id);
}

/**
 * Usernames (the email-shaped one or a single sign-on one) compare case-insensitively, as in the
 * directory behind AM; passwords exactly.
 */
export function userByCredentials(username: unknown, password: unknown): SeedUser | undefined {
  if (typeof username !== 'string' || typeof password !== 'string') return undefined;
  const wanted = username.trim().toLowerCase();
  const user = directoryUsers().find(
    (u) => u.username.toLowerCase() === wanted || u.ssoUsername?.toLowerCase() === wanted,
  );
  return user && user.password === password ? user : undefined;
}

/**
 * The OIDC claims of a user, as userinfo and the id token carry them; a customer service member's
 * also carry the customer-service role (a customer's carry no `roles` at all).
 */
export function userClaims(user: SeedUser) {
  return {
    sub: user.id,
    user_id: user.id,
    given_name: user.firstName,
    family_name: user.lastName,
    email: user.email,
    ...(user.customerService ? { roles: [CUSTOMER_SERVICE_ROLE] } : {}),
  };
}
