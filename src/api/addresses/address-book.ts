import { pageQueryOptions } from '../../core/queries/page-query';
import { usePageQuery } from '../../core/queries/use-page-query';
import { PERSONAL } from '../../core/queries/personal-data';
import { commerceRequest } from '../http/commerce-client';
import { matchesCommerceError } from '../http/occ-errors';
import { isApiError } from '../http/api-error';
import { ADDRESS_GONE, toOccAddress, type AddressInput } from './address.schema';
import { addressBookPath, fetchBook } from './book-address-add';
import { ADDRESSES_KEY, addressesQueryOptions } from './get-addresses';

// The address book pages' requests (the add: book-address-add.ts); all safe to send again. OCC
// answers no body, so the caller reads the book again.

const addressPath = (accountId: string | undefined, addressId: string) =>
  `${addressBookPath(accountId)}/${encodeURIComponent(addressId)}`;

/** The shopper's own book shares the checkout's query (one cache entry). */
export function addressBookQueryOptions(userId: string | undefined, accountId?: string) {
  if (!accountId) return addressesQueryOptions(userId);
  return pageQueryOptions({
    queryKey: [ADDRESSES_KEY, userId, accountId],
    meta: PERSONAL,
    queryFn: ({ signal }) => fetchBook(accountId, signal),
    enabled: Boolean(userId),
  });
}

export function useAddressBook(userId: string | undefined, accountId?: string) {
  return usePageQuery(addressBookQueryOptions(userId, accountId));
}

export function isAddressGone(error: unknown): boolean {
  return isApiError(error) && matchesCommerceError(error.info, ADDRESS_GONE);
}

/** An org unit's address has no PUT in SAP's B2B API, only a PATCH of the whole address. */
export async function updateBookAddress(
  accountId: string | undefined,
  addressId: string,
  address: AddressInput,
  requestId: string,
): Promise<void> {
  await commerceRequest(addressPath(accountId, addressId), {
    method: accountId ? 'PATCH' : 'PUT',
    body: toOccAddress(address),
    requestId,
  });
}

export async function setDefaultBookAddress(
  accountId: string | undefined,
  addressId: string,
  kind: 'shipping' | 'billing',
  requestId: string,
): Promise<void> {
  await commerceRequest(addressPath(accountId, addressId), {
    method: 'PATCH',
    body: kind === 'shipping' ? { defaultAddress: true } : { defaultBillingAddress: true },
    requestId,
  });
}

/** An address already gone is what the shopper asked for: `alreadyGone`, not a failure. */
export async function deleteBookAddress(
  accountId: string | undefined,
  addressId: string,
  requestId: string,
): Promise<{ alreadyGone: boolean }> {
  try {
    await commerceRequest(addressPath(accountId, addressId), { method: 'DELETE', requestId });
    return { alreadyGone: false };
  } catch (error) {
    if (isAddressGone(error)) return { alreadyGone: true };
    throw error;
  }
}
