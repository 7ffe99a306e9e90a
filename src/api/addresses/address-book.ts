import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../core/queries/use-query';
import { PERSONAL } from '../../core/queries/personal-data';
import { commerceRequest } from '../http/commerce-client';
import { matchesCommerceError } from '../http/occ-errors';
import { isApiError } from '../http/api-error';
import { ADDRESS_GONE, toOccAddress, type AddressInput } from './address.schema';
import { addressBookPath, fetchBook } from './book-address-add';
import { ADDRESSES_KEY, addressesQueryOptions } from './get-addresses';

/**
 * The address book pages' requests (address.schema.ts; a book's path and the add are in
 * book-address-add.ts, which the checkout shares). Edits, defaults and deletes are safe to send again as
 * they are (OCC answers them with no body: the caller reads the book again); every change still
 * carries the caller's request id, kept for the retries of one action.
 */

const addressPath = (accountId: string | undefined, addressId: string) =>
  `${addressBookPath(accountId)}/${encodeURIComponent(addressId)}`;

/** An account's address book; the shopper's own is the checkout's query (one cache entry). */
export function addressBookQueryOptions(userId: string | undefined, accountId?: string) {
  if (!accountId) return addressesQueryOptions(userId);
  return queryOptions({
    queryKey: [ADDRESSES_KEY, userId, accountId],
    meta: PERSONAL,
    queryFn: ({ signal }) => fetchBook(accountId, signal),
    enabled: Boolean(userId),
  });
}

export function useAddressBook(userId: string | undefined, accountId?: string) {
  return useQuery(addressBookQueryOptions(userId, accountId));
}

/** Whether the platform says the address is not (or no longer) in the book. */
export function isAddressGone(error: unknown): boolean {
  return isApiError(error) && matchesCommerceError(error.info, ADDRESS_GONE);
}

/**
 * Replaces an address's fields (its id and defaults stay). An org unit's address has no PUT in
 * SAP's B2B API, only a PATCH, which Spartacus sends the whole address with.
 */
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

/** Makes an address its book's default shipping (OCC's default address) or billing address. */
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

/**
 * Deletes an address. Deleting is idempotent for the shopper: an address already gone (a second
 * tab, a retry after a lost answer) is what they asked for, so OCC's unknown address resolves
 * as `alreadyGone` instead of failing.
 */
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
