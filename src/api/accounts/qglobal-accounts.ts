import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../core/queries/use-query';
import { PERSONAL } from '../../core/queries/personal-data';
import { commerceRequest } from '../http/commerce-client';
import {
  QglobalAccountListSchema,
  QglobalAccountSchema,
  QglobalLookupSchema,
  type QglobalAccount,
  type QglobalLookup,
} from './account.schema';
import { ACCOUNTS_KEY, CURRENT_USER_PATH } from './get-customer-accounts';

const QGLOBAL_PATH = `${CURRENT_USER_PATH}/qglobal-accounts`;

/** The Q-global accounts in the shopper's profile. */
export function qglobalAccountsQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: [ACCOUNTS_KEY, 'qglobal', userId],
    meta: PERSONAL,
    queryFn: async ({ signal }) =>
      (await commerceRequest(QGLOBAL_PATH, { schema: QglobalAccountListSchema, signal })).accounts,
    enabled: Boolean(userId),
  });
}

export function useQglobalAccounts(userId: string | undefined) {
  return useQuery(qglobalAccountsQueryOptions(userId));
}

/**
 * A Q-global account by number (spec section 4 lookup outcomes): resolves when it is found (linked
 * to an organisation; `inProfile` false means the shopper may add it); a 404 is "not found" and a
 * 403 "no access, owned by another party" (CHECKOUT_ERRORS qglobalNotFound, qglobalNoAccess).
 */
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
