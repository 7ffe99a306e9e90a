import { userQueryOptions, type fetchUserNames } from '../../api/users/get-user';
import type { Core } from '../../core/core';
import type { User } from '../../core/store/user';
import { CUSTOMER_SERVICE_ROLE } from '../../rules/support/assisted-service';
import { USER_ID_CLAIM } from '../identity/identity-constants';

export interface UserInfo {
  sub?: string;
  [USER_ID_CLAIM]?: string;
  given_name?: string;
  family_name?: string;
  email?: string;
  /** An agent's carry `customer-service`. */
  roles?: unknown;
}

/**
 * Names from the commerce platform, or the identity's if it fails, so the menu shows initials.
 * `asked`: the platform's read already on its way (session-manager.ts), kept as the user's read.
 */
export async function loadUserProfile(
  { queries }: Pick<Core, 'queries'>,
  info: UserInfo,
  asked?: ReturnType<typeof fetchUserNames>,
): Promise<User> {
  const id = info[USER_ID_CLAIM] ?? info.sub;
  if (!id) throw new Error('userinfo has no user id');
  const fallback: User = { id, firstName: info.given_name ?? '', lastName: info.family_name ?? '' };
  if (info.email) fallback.email = info.email;
  if (Array.isArray(info.roles) && info.roles.includes(CUSTOMER_SERVICE_ROLE)) {
    fallback.customerService = true;
  }
  try {
    const options = userQueryOptions(id);
    const record = await queries.fetch(asked ? { ...options, queryFn: () => asked } : options);
    return {
      ...fallback,
      firstName: record.firstName || fallback.firstName,
      lastName: record.lastName || fallback.lastName,
    };
  } catch {
    return fallback;
  }
}
