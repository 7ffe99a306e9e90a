import { pageQueryOptions } from '../../core/queries/page-query';
import { usePageQuery } from '../../core/queries/use-page-query';
import { PERSONAL } from '../../core/queries/personal-data';
import { commerceRequest } from '../http/commerce-client';
import { CURRENT_USER_PATH } from '../http/current-user-path';
import { CustomerAccountListSchema } from './account.schema';

/** To refresh every account query together. */
export const ACCOUNTS_KEY = 'accounts';

export function customerAccountsQueryOptions(userId: string | undefined) {
  return pageQueryOptions({
    queryKey: [ACCOUNTS_KEY, 'customer', userId],
    meta: PERSONAL,
    queryFn: async ({ signal }) =>
      (
        await commerceRequest(`${CURRENT_USER_PATH}/customer-accounts`, {
          schema: CustomerAccountListSchema,
          signal,
        })
      ).accounts,
    enabled: Boolean(userId),
  });
}

export function useCustomerAccounts(userId: string | undefined) {
  return usePageQuery(customerAccountsQueryOptions(userId));
}
