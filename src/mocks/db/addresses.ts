/**
 * Address books of the fake backend, and the one check of every address it is given: the same
 * names and address rules as the form, so the form and the backend never disagree.
 */
import * as v from 'valibot';
import {
  ADDRESS_GONE,
  AddressInputSchema,
  OccAddressSchema,
  toAddressFields,
  type AddressInput,
  type OccAddress,
} from '../../api/addresses/address.schema';
import { addressSchema } from '../../rules/address/address';
import { FirstNameSchema, LastNameSchema } from '../../rules/names/names';
import { invalidField, parseBody } from './checkout-errors';
import { OpError } from './error-body';
import { countryDisplayName, regionDisplayName } from './display-names';
import { SEED_ORGANISATIONS } from './seed-accounts';
import { SEED_ADDRESS_BOOKS, type StoredAddress } from './seed-addresses';

/** Address books by owner: a shopper's (user id) or an organisation's (account id). */
let books = new Map<string, StoredAddress[]>();
let nextAddress = 1;

export function addressBookOf(ownerId: string): readonly StoredAddress[] {
  return books.get(ownerId) ?? [];
}

export function findAddress(ownerId: string, addressId: string): StoredAddress | undefined {
  return addressBookOf(ownerId).find((address) => address.id === addressId);
}

/** The address an account bills to: its book's default billing address. */
export function defaultBillingOf(ownerId: string): StoredAddress | undefined {
  return addressBookOf(ownerId).find((address) => address.defaultBilling);
}

/** A new id for an address: `addr-new-1`, … (book) or `addr-cart-1`, … (kept on a cart only). */
export function newAddressId(kind: 'new' | 'cart'): string {
  return `addr-${kind}-${nextAddress++}`;
}

/** Adds a checked address; a book without a default makes it the default, as OCC does. */
export function addToBook(ownerId: string, address: Omit<StoredAddress, 'id'>): StoredAddress {
  const book = addressBookOf(ownerId);
  const stored: StoredAddress = {
    ...address,
    id: newAddressId('new'),
    defaultShipping: address.defaultShipping || !book.some((a) => a.defaultShipping) || undefined,
    defaultBilling: address.defaultBilling || !book.some((a) => a.defaultBilling) || undefined,
  };
  books.set(ownerId, [...book, stored]);
  return stored;
}

/** OCC's refusal of an address id that is not in the user's book. */
class AddressGoneError extends OpError {
  override readonly name = 'AddressGoneError';
  readonly status = 400;
  override readonly subject = ADDRESS_GONE.subject;
  override readonly subjectType = 'parameter';
  protected get code() {
    return ADDRESS_GONE;
  }
}

/** One address of a book; OCC's 400 when it is not (or no longer) there. */
export function bookAddress(ownerId: string, addressId: string): StoredAddress {
  const address = findAddress(ownerId, addressId);
  if (!address) {
    throw new AddressGoneError(
      `Address with given id: '${addressId}' doesn't exist or belong to another user`,
    );
  }
  return address;
}

export function replaceAddress(
  ownerId: string,
  addressId: string,
  address: Omit<StoredAddress, 'id'>,
): StoredAddress {
  const current = bookAddress(ownerId, addressId);
  const { defaultShipping, defaultBilling } = current;
  const stored: StoredAddress = { ...address, id: addressId, defaultShipping, defaultBilling };
  books.set(
    ownerId,
    addressBookOf(ownerId).map((a) => (a.id === addressId ? stored : a)),
  );
  return stored;
}

/** Deletes an address. A deleted default is not replaced behind the shopper's back. */
export function removeAddress(ownerId: string, addressId: string): void {
  bookAddress(ownerId, addressId);
  books.set(
    ownerId,
    addressBookOf(ownerId).filter((a) => a.id !== addressId),
  );
}

export type DefaultKind = 'defaultShipping' | 'defaultBilling';

/** Makes an address the book's default shipping or billing address (the other loses it). */
export function setDefaultAddress(
  ownerId: string,
  addressId: string,
  kind: DefaultKind,
): StoredAddress {
  bookAddress(ownerId, addressId);
  const book = addressBookOf(ownerId).map((a) => ({
    ...a,
    [kind]: a.id === addressId || undefined,
  }));
  books.set(ownerId, book);
  return bookAddress(ownerId, addressId);
}

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

/** An address checked and normalised; 400 invalid naming the first failing field. */
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

/** An address's own fields: no id, no default marks, no display names (a card keeps a copy). */
export type AddressFields = Omit<StoredAddress, 'id' | 'defaultShipping' | 'defaultBilling'>;

export function addressFields(address: AddressFields): AddressFields {
  return {
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
  };
}

/** An address on OCC's wire (AddressWsDTO), its country's and region's names in `lang`. */
export function renderAddress(address: StoredAddress, lang: string): OccAddress & { id: string } {
  const fields = addressFields(address);
  const { country, region, line2, line3, ...rest } = fields;
  const regionName = regionDisplayName(country, region);
  return {
    id: address.id,
    ...rest,
    ...(line2 ? { line2 } : {}),
    ...(line3 ? { line3 } : {}),
    country: { isocode: country, name: countryDisplayName(country, lang) },
    ...(region
      ? {
          region: {
            isocode: `${country}-${region}`,
            isocodeShort: region,
            ...(regionName ? { name: regionName } : {}),
          },
        }
      : {}),
    ...(address.defaultShipping ? { defaultAddress: true } : {}),
    ...(address.defaultBilling ? { defaultBillingAddress: true } : {}),
  };
}

/** An address in OCC's shape as the form's fields; 400 invalid naming a missing field. */
export function occAddressInput(body: unknown): AddressInput {
  return toAddressFields(parseBody(OccAddressSchema, body));
}

/** Back to the seeded address books (called by resetMockState). */
export function resetAddresses(): void {
  books = new Map(
    Object.entries(SEED_ADDRESS_BOOKS).map(([userId, book]) => [
      userId,
      book.map((address) => ({ ...address })),
    ]),
  );
  // An organisation's book starts with its billing address; one without starts empty (not valid).
  for (const organisation of SEED_ORGANISATIONS) {
    const billing = organisation.billingAddress;
    books.set(
      organisation.id,
      billing ? [{ ...billing, defaultShipping: true, defaultBilling: true }] : [],
    );
  }
  nextAddress = 1;
}

resetAddresses();
