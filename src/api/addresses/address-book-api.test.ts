// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteBookAddress, setDefaultBookAddress, updateBookAddress } from './address-book';
import { addBookAddress, addressBookPath } from './book-address-add';
import type { AddressInput } from './address.schema';
import { commerceRequest } from '../http/commerce-client';
import { setAccessTokenProvider } from '../http/commerce-auth';
import { AddressListSchema } from './address.schema';
import { isApiError } from '../http/api-error';
import { addFault } from '../../mocks/control/faults';
import { issueAccessToken } from '../../mocks/identity/session-tokens';
import { addressBookOf } from '../../mocks/db/addresses';
import { addressBookHandlers } from '../../mocks/handlers/address-book';
import { loseNextAnswer } from '../../testing/lose-answer';
import { ADDRESSES_PATH, addressesQueryOptions } from './get-addresses';
import { addressBookQueryOptions } from './address-book';

// The address book's requests (src/api/addresses/address-book.ts) against the fake backend.
const globals = globalThis as Record<string, unknown>;

/** The shopper's book as the client reads it (OCC's AddressList, converted). */
const fetchBook = async () =>
  (await commerceRequest(ADDRESSES_PATH, { schema: AddressListSchema })).addresses;

beforeEach(() => {
  globals.storeWidgetsConfig = {
    platformKey: 'pk',
    host: 'www.assessments.com',
    apiBase: 'http://localhost',
  };
  const token = issueAccessToken('u-1003', 3_600_000);
  setAccessTokenProvider(() => token);
});

afterEach(() => {
  delete globals.storeWidgetsConfig;
  setAccessTokenProvider(() => undefined);
});

const typed: AddressInput = {
  firstName: 'Maria',
  lastName: 'Alvarez',
  country: 'US',
  region: 'CA',
  town: 'Riverside',
  line1: '6000 Arlington Avenue',
  postalCode: '92504',
};

describe('address book requests', () => {
  it("addresses the shopper's own book without an account, an account's with one", () => {
    expect(addressBookPath()).toBe('/users/current/addresses');
    expect(addressBookPath('org-5678')).toBe('/users/current/orgUnits/org-5678/addresses');
    // The shopper's own book is the checkout's query: one cache entry for both.
    expect(addressBookQueryOptions('u-1003').queryKey).toEqual(
      addressesQueryOptions('u-1003').queryKey,
    );
    expect(addressBookQueryOptions('u-1003', 'org-5678').queryKey).toEqual([
      'addresses',
      'u-1003',
      'org-5678',
    ]);
  });

  it('a retried add after a lost answer finds the address in the book and adds nothing (OCC replays nothing)', async () => {
    loseNextAnswer('post', '*/orgUnits/:orgUnitId/addresses', addressBookHandlers);
    const lost = await addBookAddress('org-5678', typed, 'add-1').catch((error: unknown) => error);
    expect(isApiError(lost) && lost.kind).toBe('network');
    // The platform added it.
    expect(addressBookOf('org-5678')).toHaveLength(1);
    // The shopper tries again (the same request id): it is there, nothing is sent again.
    const retried = await addBookAddress('org-5678', typed, 'add-1');
    expect(retried).toMatchObject({ line1: typed.line1, postalCode: typed.postalCode });
    expect(addressBookOf('org-5678')).toHaveLength(1);
    // Any other add is sent, as OCC adds whatever it is sent.
    await addBookAddress('org-5678', { ...typed, line2: 'Suite 2' }, 'add-2');
    expect(addressBookOf('org-5678')).toHaveLength(2);
  });

  it('deletes once: a second delete finds it already gone', async () => {
    const added = await addBookAddress('org-5678', typed, 'add-1');
    expect(await deleteBookAddress('org-5678', added.id, 'delete-1')).toEqual({
      alreadyGone: false,
    });
    expect(await deleteBookAddress('org-5678', added.id, 'delete-1')).toEqual({
      alreadyGone: true,
    });
    expect(addressBookOf('org-5678')).toHaveLength(0);
  });

  it('edits and sets defaults; any other failure is thrown as it is', async () => {
    // OCC answers an edit and a default with no body: the book read again shows them.
    await updateBookAddress(
      undefined,
      'addr-1003-manila',
      { ...typed, line2: 'Suite 9' },
      'edit-1',
    );
    await setDefaultBookAddress(undefined, 'addr-1003-manila', 'billing', 'default-1');
    const book = await fetchBook();
    expect(book.find((address) => address.id === 'addr-1003-manila')).toMatchObject({
      line2: 'Suite 9',
      country: 'US',
      defaultBilling: true,
    });
    addFault({
      path: '/headless/ecommerce/v2/users/current/addresses/*',
      method: 'DELETE',
      mode: '500',
      times: 1,
    });
    const failure = await deleteBookAddress(undefined, 'addr-1003-manila', 'delete-3').catch(
      (error: unknown) => error,
    );
    expect(isApiError(failure) && failure.status).toBe(500);
    expect(addressBookOf('u-1003').some((a) => a.id === 'addr-1003-manila')).toBe(true);
    // An account the shopper may not order for.
    const refused = await addBookAddress('org-2468', typed, 'add-2').catch(
      (error: unknown) => error,
    );
    expect(isApiError(refused) && refused.status).toBe(404);
  });
});
