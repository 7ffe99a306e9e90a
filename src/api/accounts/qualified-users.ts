import { pageQueryOptions } from '../../core/queries/page-query';
import { usePageQuery } from '../../core/queries/use-page-query';
import { PERSONAL } from '../../core/queries/personal-data';
import { commerceRequest } from '../http/commerce-client';
import { QualifiedUserListSchema, QualifiedUserSchema, type QualifiedUser } from './account.schema';
import { ACCOUNTS_KEY } from './get-customer-accounts';
import { CURRENT_USER_PATH } from '../http/current-user-path';

const usersPath = (accountId: string) =>
  `${CURRENT_USER_PATH}/customer-accounts/${encodeURIComponent(accountId)}/qualified-users`;

export function qualifiedUsersQueryOptions(
  userId: string | undefined,
  accountId: string | undefined,
) {
  return pageQueryOptions({
    queryKey: [ACCOUNTS_KEY, 'qualified-users', userId, accountId],
    meta: PERSONAL,
    queryFn: async ({ signal }) =>
      (
        await commerceRequest(usersPath(accountId ?? ''), {
          schema: QualifiedUserListSchema,
          signal,
        })
      ).users,
    enabled: Boolean(userId) && Boolean(accountId),
  });
}

export function useQualifiedUsers(userId: string | undefined, accountId: string | undefined) {
  return usePageQuery(qualifiedUsersQueryOptions(userId, accountId));
}

/** Adds an organisation member by email (else 404 `userNotFound`); a retry answers them again. */
export function addQualifiedUser(
  accountId: string,
  email: string,
  requestId: string,
): Promise<QualifiedUser> {
  return commerceRequest(usersPath(accountId), {
    method: 'POST',
    body: { email },
    schema: QualifiedUserSchema,
    requestId,
  });
}
