/**
 * Address books of the fake commerce backend, and the one check every address the platform is
 * given goes through: the wire shape, the names rules (src/rules/names) and the address rules
 * (src/rules/address), the same rules the address form applies, so a form that lets an address
 * through is never refused here, and a hand-made request cannot store what the form would refuse.
 */
import * as v from 'valibot';
import { AddressInputSchema, type Address } from '../../api/addresses/address.schema';
import { addressSchema } from '../../rules/address/address';
import { FirstNameSchema, LastNameSchema } from '../../rules/names/names';
import { invalidField } from './checkout-errors';
import { countryDisplayName, regionDisplayName } from './display-names';
import { SEED_ADDRESS_BOOKS, type StoredAddress } from './seed-addresses';

let books = new Map<string, StoredAddress[]>();
let nextAddress = 1;

/** The shopper's address book, in the order the addresses were added. */
export function addressBookOf(userId: string): readonly StoredAddress[] {
  return books.get(userId) ?? [];
}

export function findAddress(userId: string, addressId: string): StoredAddress | undefined {
  return addressBookOf(userId).find((address) => address.id === addressId);
}

/** The address a personal account bills to. */
export function defaultBillingOf(userId: string): StoredAddress | undefined {
  return addressBookOf(userId).find((address) => address.defaultBilling);
}

/** A new id for an address: `addr-new-1`, … (book) or `addr-cart-1`, … (kept on a cart only). */
export function newAddressId(kind: 'new' | 'cart'): string {
  return `addr-${kind}-${nextAddress++}`;
}

/** Adds a checked address (validateAddress) to the shopper's book under a new id. */
export function addToBook(userId: string, address: Omit<StoredAddress, 'id'>): StoredAddress {
  const stored: StoredAddress = { ...address, id: newAddressId('new') };
  books.set(userId, [...addressBookOf(userId), stored]);
  return stored;
}

/** The field an issue is about: the first key of its path. */
function fieldOf(issues: readonly v.BaseIssue<unknown>[]): { field: string; message: string } {
  const [first] = issues;
  const key = first?.path?.[0]?.key;
  return { field: typeof key === 'string' ? key : 'address', message: first?.message ?? '' };
}

const NamesSchema = v.object({ firstName: FirstNameSchema, lastName: LastNameSchema });

/** Whether an address's names pass the names rules (letters a-z, hyphens, spaces, apostrophes). */
export function namesValid(address: Pick<StoredAddress, 'firstName' | 'lastName'>): boolean {
  return v.safeParse(NamesSchema, address).success;
}

/**
 * An address as typed (AddressInput), checked and normalised; 400 invalid with the first failing
 * field as subject (names first, then the address form's fields in their order) and the rule's
 * message key in the message.
 */
export function validateAddress(input: unknown): Omit<StoredAddress, 'id'> {
  const wire = v.safeParse(AddressInputSchema, input);
  if (!wire.success) {
    const { field, message } = fieldOf(wire.issues);
    throw invalidField(field, `${field}: ${message}`);
  }
  const names = v.safeParse(NamesSchema, wire.output);
  if (!names.success) {
    const { field, message } = fieldOf(names.issues);
    throw invalidField(field, `${field}: ${message}`);
  }
  const companyName = wire.output.companyName?.trim() || undefined;
  const rules = v.safeParse(
    addressSchema({
      // The platform keeps a third line whenever one is sent; the form sends it only with its flag.
      line3Enabled: true,
      firstName: names.output.firstName,
      lastName: names.output.lastName,
      organisation: companyName,
    }),
    wire.output,
  );
  if (!rules.success) {
    const { field, message } = fieldOf(rules.issues);
    throw invalidField(field, `${field}: ${message}`);
  }
  return { ...names.output, companyName, ...rules.output };
}

/** The wire address, with its country's and region's names in the response's language. */
export function renderAddress(address: StoredAddress, lang: string): Address {
  const regionName = regionDisplayName(address.country, address.region);
  return {
    id: address.id,
    firstName: address.firstName,
    lastName: address.lastName,
    ...(address.companyName ? { companyName: address.companyName } : {}),
    country: address.country,
    region: address.region,
    town: address.town,
    line1: address.line1,
    line2: address.line2,
    line3: address.line3,
    postalCode: address.postalCode,
    countryName: countryDisplayName(address.country, lang),
    ...(regionName ? { regionName } : {}),
    ...(address.defaultShipping ? { defaultShipping: true } : {}),
    ...(address.defaultBilling ? { defaultBilling: true } : {}),
  };
}

/** Back to the seeded address books (called by resetMockState). */
export function resetAddresses(): void {
  books = new Map(
    Object.entries(SEED_ADDRESS_BOOKS).map(([userId, book]) => [
      userId,
      book.map((address) => ({ ...address })),
    ]),
  );
  nextAddress = 1;
}

resetAddresses();
