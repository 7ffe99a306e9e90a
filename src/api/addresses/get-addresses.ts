import { pageQueryOptions } from '../../core/queries/page-query';
import { usePageQuery } from '../../core/queries/use-page-query';
import { PERSONAL } from '../../core/queries/personal-data';
import { CURRENT_USER_PATH } from '../http/current-user-path';
import { commerceRequest } from '../http/commerce-client';
import { AddressListSchema } from './address.schema';

export const ADDRESSES_PATH = `${CURRENT_USER_PATH}/addresses`;

/** The first key segment of the address book, to refresh it after a change. */
export const ADDRESSES_KEY = 'addresses';

export function addressesQueryOptions(userId: string | undefined) {
  return pageQueryOptions({
    queryKey: [ADDRESSES_KEY, userId],
    meta: PERSONAL,
    queryFn: async ({ signal }) =>
      (await commerceRequest(ADDRESSES_PATH, { schema: AddressListSchema, signal })).addresses,
    enabled: Boolean(userId),
  });
}

export function useAddresses(userId: string | undefined) {
  return usePageQuery(addressesQueryOptions(userId));
}
