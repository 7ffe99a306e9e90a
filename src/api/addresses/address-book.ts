import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../core/queries/use-query';
import { PERSONAL } from '../../core/personal-data';
import { CURRENT_USER_PATH } from '../accounts/get-customer-accounts';
import { commerceRequest } from '../http/commerce-client';
import { matchesCommerceError } from '../http/occ-errors';
import { isApiError, outcomeUnknown } from '../http/api-error';
import {
  ADDRESS_GONE,
  AddressListSchema,
  AddressSchema,
  toOccAddress,
  type Address,
  type AddressInput,
} from './address.schema';
import { ADDRESSES_KEY, ADDRESSES_PATH, addressesQueryOptions } from './get-addresses';

/**
 * The address book pages' requests (address.schema.ts). A book is an account's: without an
 * account id the shopper's own (`users/current/addresses`, their personal account's, the one the
 * checkout offers), else the book of one of their customer accounts
 * (`…/customer-accounts/{id}/addresses`). Edits, defaults and deletes are safe to send again as
 * they are (OCC answers them with no body: the caller reads the book again); every change still
 * carries the caller's request id, kept for the retries of one action.
 */
export function addressBookPath(accountId?: string): string {
  return accountId
    ? `${CURRENT_USER_PATH}/customer-accounts/${encodeURIComponent(accountId)}/addresses`
    : ADDRESSES_PATH;
}

const addressPath = (accountId: string | undefined, addressId: string) =>
  `${addressBookPath(accountId)}/${encodeURIComponent(addressId)}`;

/** An account's book as the platform holds it now. */
async function fetchBook(accountId: string | undefined, signal?: AbortSignal): Promise<Address[]> {
  return (await commerceRequest(addressBookPath(accountId), { schema: AddressListSchema, signal }))
    .addresses;
}

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

/** Text as the platform may have tidied it: case and spacing aside. */
const tidy = (text: string | undefined) => (text ?? '').toLowerCase().replace(/\s+/g, '');

/** Whether the book's address is the one sent (the platform may tidy a postal code's case). */
function isSameAddress(held: Address, sent: AddressInput): boolean {
  const fields = [
    'firstName',
    'lastName',
    'companyName',
    'country',
    'region',
    'town',
    'line1',
    'line2',
    'line3',
    'postalCode',
  ] as const;
  return fields.every((field) => tidy(held[field]) === tidy(sent[field]));
}

/** Adds whose answer was lost, by request id: OCC adds again whatever it is sent. */
const addsInDoubt = new Set<string>();

/**
 * Adds an address to an account's book. After a lost answer, the retry (the same request id)
 * first looks for the address in the book: found, it was added, and is not sent again. An
 * address the book already held the same way counts too: the shopper has it, once.
 */
export async function addBookAddress(
  accountId: string | undefined,
  address: AddressInput,
  requestId: string,
): Promise<Address> {
  if (addsInDoubt.has(requestId)) {
    const added = (await fetchBook(accountId)).find((held) => isSameAddress(held, address));
    if (added) {
      addsInDoubt.delete(requestId);
      return added;
    }
  }
  try {
    const added = await commerceRequest(addressBookPath(accountId), {
      method: 'POST',
      body: toOccAddress(address),
      schema: AddressSchema,
      requestId,
    });
    addsInDoubt.delete(requestId);
    return added;
  } catch (error) {
    if (outcomeUnknown(error)) addsInDoubt.add(requestId);
    throw error;
  }
}

/** Whether the platform says the address is not (or no longer) in the book. */
export function isAddressGone(error: unknown): boolean {
  return isApiError(error) && matchesCommerceError(error.info, ADDRESS_GONE);
}

/** Replaces an address's fields (its id and defaults stay). */
export async function updateBookAddress(
  accountId: string | undefined,
  addressId: string,
  address: AddressInput,
  requestId: string,
): Promise<void> {
  await commerceRequest(addressPath(accountId, addressId), {
    method: 'PUT',
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
