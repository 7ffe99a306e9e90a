import { pageQueryOptions } from '../../core/queries/page-query';
import { usePageQuery } from '../../core/queries/use-page-query';
import { PERSONAL } from '../../core/queries/personal-data';
import { commerceRequest } from '../http/commerce-client';
import {
  QglobalAccountListSchema,
  QglobalAccountSchema,
  QglobalLookupSchema,
  type QglobalAccount,
  type QglobalLookup,
} from './account.schema';
import { ACCOUNTS_KEY } from './get-customer-accounts';
import { CURRENT_USER_PATH } from '../http/current-user-path';

const QGLOBAL_PATH = `${CURRENT_USER_PATH}/qglobal-accounts`;

export function qglobalAccountsQueryOptions(userId: string | undefined) {
  return pageQueryOptions({
    queryKey: [ACCOUNTS_KEY, 'qglobal', userId],
    meta: PERSONAL,
    queryFn: async ({ signal }) =>
      (await commerceRequest(QGLOBAL_PATH, { schema: QglobalAccountListSchema, signal })).accounts,
    enabled: Boolean(userId),
  });
}

export function useQglobalAccounts(userId: string | undefined) {
  return usePageQuery(qglobalAccountsQueryOptions(userId));
}

/** By number: found (`inProfile` false: may be added), 404 qglobalNotFound, 403 qglobalNoAccess. */
export function lookupQglobalAccount(
  accountNumber: string,
  signal?: AbortSignal,
): Promise<QglobalLookup> {
  const query = new URLSearchParams({ accountNumber: accountNumber.trim() });
  return commerceRequest(`${QGLOBAL_PATH}/lookup?${query}`, {
    schema: QglobalLookupSchema,
    signal,
  });
}

/** Adds a found Q-global account to the shopper's profile; adding it twice is harmless. */
export function addQglobalAccountToProfile(
  accountNumber: string,
  requestId: string,
): Promise<QglobalAccount> {
  return commerceRequest(QGLOBAL_PATH, {
    method: 'POST',
    body: { accountNumber: accountNumber.trim() },
    schema: QglobalAccountSchema,
    requestId,
  });
}
