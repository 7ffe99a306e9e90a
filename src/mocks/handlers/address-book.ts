import { http } from 'msw';
import * as v from 'valibot';
import { AddressDefaultInputSchema } from '../../api/addresses/address.schema';
import { addressBookOwnerOf } from '../db/accounts';
import {
  addToBook,
  addressBookOf,
  occAddressInput,
  removeAddress,
  renderAddress,
  replaceAddress,
  setDefaultAddress,
  validateAddress,
} from '../db/addresses';
import { parseBody } from '../db/checkout-errors';
import { shopperCall, type ShopperCall } from './commerce-call';
import { COMMERCE_BASE } from './commerce-base';
import { occ } from './commerce-declarations';

/**
 * The address book in OCC's shapes: the shopper's (`users/current/addresses`) and, as SAP's B2B API
 * has it, an org unit's (`orgUnits/{id}/addresses`: no PUT, an edit is a PATCH of the whole
 * address). Edits, defaults and deletes answer no body. Nothing is replayed, as in OCC.
 */
const USER = `${COMMERCE_BASE}/users/:userId`;
const UNIT_BOOK = `${USER}/orgUnits/:orgUnitId/addresses`;

/** The book a call addresses: the shopper's own, or an account's (404 for anyone else's). */
function ownerOf({ user, params }: ShopperCall): string {
  const accountId = params.orgUnitId;
  return typeof accountId === 'string' ? addressBookOwnerOf(user, accountId) : user.id;
}

/** A PATCH's body: a default flag alone, or (on an org unit's address) the whole address. */
const isDefaultChange = (body: unknown) => v.safeParse(AddressDefaultInputSchema, body).success;

function setDefault(call: ShopperCall): void {
  const change = parseBody(AddressDefaultInputSchema, call.body);
  const kind = 'defaultAddress' in change ? 'defaultShipping' : 'defaultBilling';
  setDefaultAddress(ownerOf(call), addressId(call), kind);
}

function replace(call: ShopperCall): void {
  replaceAddress(ownerOf(call), addressId(call), validateAddress(occAddressInput(call.body)));
}

const addressId = ({ params }: ShopperCall) => String(params.addressId);

const replaceRoute = (book: string) =>
  http.put(
    `${book}/:addressId`,
    shopperCall(
      (call) => {
        replace(call);
        return { status: 200 };
      },
      { readsBody: true },
    ),
  );

/** A PATCH: a default on the shopper's book; on a unit's, a default or the whole address. */
const patchRoute = (book: string, edit: 'put' | 'patch') =>
  http.patch(
    `${book}/:addressId`,
    shopperCall(
      (call) => {
        if (edit === 'put' || isDefaultChange(call.body)) setDefault(call);
        else replace(call);
        return { status: 200 };
      },
      { readsBody: true },
    ),
  );

const removeRoute = (book: string) =>
  http.delete(
    `${book}/:addressId`,
    shopperCall(
      (call) => {
        removeAddress(ownerOf(call), addressId(call));
        return { status: 200 };
      },
      { readsBody: true },
    ),
  );

const OWN_BOOK = `${USER}/addresses`;

export const addressBookHandlers = [
  occ(
    'getOrgUnitAddresses',
    http.get(
      UNIT_BOOK,
      shopperCall((call) => ({
        status: 200,
        body: {
          addresses: addressBookOf(ownerOf(call)).map((address) =>
            renderAddress(address, call.lang),
          ),
        },
      })),
    ),
  ),
  occ(
    'createOrgUnitAddress',
    http.post(
      UNIT_BOOK,
      shopperCall(
        (call) => ({
          status: 201,
          body: renderAddress(
            addToBook(ownerOf(call), validateAddress(occAddressInput(call.body))),
            call.lang,
          ),
        }),
        { readsBody: true },
      ),
    ),
  ),
  occ('replaceAddress', replaceRoute(OWN_BOOK)),
  occ('updateAddress', patchRoute(OWN_BOOK, 'put')),
  occ('removeAddress', removeRoute(OWN_BOOK)),
  occ('updateOrgUnitAddress', patchRoute(UNIT_BOOK, 'patch')),
  occ('removeOrgUnitAddress', removeRoute(UNIT_BOOK)),
];
