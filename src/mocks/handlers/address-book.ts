import { http } from 'msw';
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
 * The address book's own endpoints in OCC's shapes (src/api/addresses/address.schema.ts): edit
 * (PUT, the whole address) and set a default (PATCH) answer no body, delete too; on the shopper's
 * book (`users/current/addresses/{id}`, their personal account's) and on the book of any account
 * they may order for (`users/current/customer-accounts/{accountId}/addresses…`, list and add
 * too). Nothing is replayed by request id, as OCC replays nothing: a repeated edit or default
 * changes nothing more, a repeated delete is OCC's unknown address, and a repeated add adds
 * again (the client looks in the book before it retries one, src/api/addresses/address-book.ts).
 */
const USER = `${COMMERCE_BASE}/users/:userId`;
const ACCOUNT_BOOK = `${USER}/customer-accounts/:accountId/addresses`;

/** The book a call addresses: the shopper's own, or an account's (404 for anyone else's). */
function ownerOf({ user, params }: ShopperCall): string {
  const accountId = params.accountId;
  return typeof accountId === 'string' ? addressBookOwnerOf(user, accountId) : user.id;
}

const addressId = ({ params }: ShopperCall) => String(params.addressId);

/** The changes of one address (replace, set a default, remove), under a book's path. */
function addressRoutes(book: string) {
  return {
    replace: http.put(
      `${book}/:addressId`,
      shopperCall(
        (call) => {
          replaceAddress(
            ownerOf(call),
            addressId(call),
            validateAddress(occAddressInput(call.body)),
          );
          return { status: 200 };
        },
        { readsBody: true },
      ),
    ),
    setDefault: http.patch(
      `${book}/:addressId`,
      shopperCall(
        (call) => {
          const change = parseBody(AddressDefaultInputSchema, call.body);
          const kind = 'defaultAddress' in change ? 'defaultShipping' : 'defaultBilling';
          setDefaultAddress(ownerOf(call), addressId(call), kind);
          return { status: 200 };
        },
        { readsBody: true },
      ),
    ),
    remove: http.delete(
      `${book}/:addressId`,
      shopperCall(
        (call) => {
          removeAddress(ownerOf(call), addressId(call));
          return { status: 200 };
        },
        { readsBody: true },
      ),
    ),
  };
}

const ownBook = addressRoutes(`${USER}/addresses`);
const accountBook = addressRoutes(ACCOUNT_BOOK);

export const addressBookHandlers = [
  http.get(
    ACCOUNT_BOOK,
    shopperCall((call) => ({
      status: 200,
      body: {
        addresses: addressBookOf(ownerOf(call)).map((address) => renderAddress(address, call.lang)),
      },
    })),
  ),
  http.post(
    ACCOUNT_BOOK,
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
  occ('replaceAddress', ownBook.replace),
  occ('updateAddress', ownBook.setDefault),
  occ('removeAddress', ownBook.remove),
  accountBook.replace,
  accountBook.setDefault,
  accountBook.remove,
];
