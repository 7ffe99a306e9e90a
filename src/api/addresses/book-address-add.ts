import { CURRENT_USER_PATH } from '../http/current-user-path';
import { outcomeUnknown } from '../http/api-error';
import { commerceRequest } from '../http/commerce-client';
import {
  AddressListSchema,
  AddressSchema,
  toOccAddress,
  type Address,
  type AddressInput,
} from './address.schema';
import { ADDRESSES_PATH } from './get-addresses';

/* Adding to an address book, safe to retry; apart from address-book.ts, for the checkout. */

/** Without an account id, the shopper's own book; else the account's (SAP B2B's org unit). */
export function addressBookPath(accountId?: string): string {
  return accountId
    ? `${CURRENT_USER_PATH}/orgUnits/${encodeURIComponent(accountId)}/addresses`
    : ADDRESSES_PATH;
}

export async function fetchBook(
  accountId: string | undefined,
  signal?: AbortSignal,
): Promise<Address[]> {
  return (await commerceRequest(addressBookPath(accountId), { schema: AddressListSchema, signal }))
    .addresses;
}

/** Case and spacing aside, as the platform may tidy them. */
const tidy = (text: string | undefined) => (text ?? '').toLowerCase().replace(/\s+/g, '');

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

/** A retry after a lost answer first looks for the address in the book. */
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
