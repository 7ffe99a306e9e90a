import { CURRENT_USER_PATH } from '../accounts/get-customer-accounts';
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

/*
 * Adding to an address book, safe to retry, apart from the book pages' queries (address-book.ts):
 * the checkout adds an address the shopper keeps before choosing it, and needs none of them.
 */

/**
 * A book is an account's: without an account id the shopper's own (`users/current/addresses`,
 * their personal account's, the one the checkout offers), else the book of one of their customer
 * accounts, which SAP's B2B API holds as the account's org unit (`…/orgUnits/{id}/addresses`).
 */
export function addressBookPath(accountId?: string): string {
  return accountId
    ? `${CURRENT_USER_PATH}/orgUnits/${encodeURIComponent(accountId)}/addresses`
    : ADDRESSES_PATH;
}

/** An account's book as the platform holds it now. */
export async function fetchBook(
  accountId: string | undefined,
  signal?: AbortSignal,
): Promise<Address[]> {
  return (await commerceRequest(addressBookPath(accountId), { schema: AddressListSchema, signal }))
    .addresses;
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
