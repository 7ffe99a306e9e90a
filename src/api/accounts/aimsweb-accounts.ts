import { pageQueryOptions } from '../../core/queries/page-query';
import { usePageQuery } from '../../core/queries/use-page-query';
import { PERSONAL } from '../../core/queries/personal-data';
import { commerceRequest } from '../http/commerce-client';
import { AimswebAccountListSchema } from './account.schema';
import { ACCOUNTS_KEY } from './get-customer-accounts';
import { CURRENT_USER_PATH } from '../http/current-user-path';

/** The aimswebPlus accounts of an organisational customer account. */
export function aimswebAccountsQueryOptions(
  userId: string | undefined,
  accountId: string | undefined,
) {
  return pageQueryOptions({
    queryKey: [ACCOUNTS_KEY, 'aimsweb', userId, accountId],
    meta: PERSONAL,
    queryFn: async ({ signal }) =>
      (
        await commerceRequest(
          `${CURRENT_USER_PATH}/customer-accounts/${encodeURIComponent(accountId ?? '')}/aimsweb-accounts`,
          { schema: AimswebAccountListSchema, signal },
        )
      ).accounts,
    enabled: Boolean(userId) && Boolean(accountId),
  });
}

export function useAimswebAccounts(userId: string | undefined, accountId: string | undefined) {
  return usePageQuery(aimswebAccountsQueryOptions(userId, accountId));
}
