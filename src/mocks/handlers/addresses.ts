import { http, type PathParams } from 'msw';
import { suggestAddresses } from '../db/address-suggestions';
import { verifyAddress } from '../db/address-verification';
import {
  addToBook,
  addressBookOf,
  occAddressInput,
  renderAddress,
  validateAddress,
} from '../db/addresses';
import { ANONYMOUS, findCart } from '../db/cart-store';
import { pricingContextOf } from '../db/pricing-context';
import { isOpError, ownerFor, shopperCall, toResponse } from './commerce-call';
import { COMMERCE_BASE } from './commerce-base';
import { extension, occ } from './commerce-declarations';

/**
 * The address book, the verification service (ACCEPT, REJECT, REVIEW) and the autosuggest of spec
 * section 7, which follows the carts' path rules (`current` even before there is a cart).
 */
const USER = `${COMMERCE_BASE}/users/:userId`;

export const addressHandlers = [
  occ(
    'getAddresses',
    http.get(
      `${USER}/addresses`,
      shopperCall(({ user, lang }) => ({
        status: 200,
        body: { addresses: addressBookOf(user.id).map((address) => renderAddress(address, lang)) },
      })),
    ),
  ),

  occ(
    'validateAddress',
    http.post(
      `${USER}/addresses/verification`,
      shopperCall(({ body }) => ({ status: 200, body: verifyAddress(occAddressInput(body)) }), {
        readsBody: true,
      }),
    ),
  ),

  occ(
    'createAddress',
    http.post(
      `${USER}/addresses`,
      shopperCall(
        ({ user, body, lang }) => ({
          status: 201,
          body: renderAddress(addToBook(user.id, validateAddress(occAddressInput(body))), lang),
        }),
        { readsBody: true },
      ),
    ),
  ),

  /** Suggestions while the shopper types; fields the platform lacks are the string "null". */
  extension(
    'suggestAddresses',
    http.get(
      `${USER}/carts/:cartId/search/address/autosuggest`,
      ({ request, params }: { request: Request; params: PathParams }) => {
        try {
          pricingContextOf(request);
          const owner = ownerFor(request, String(params.userId));
          const cartId = String(params.cartId);
          // A signed-in shopper's `current` needs no cart yet: the address book, which has no cart
          // of its own, asks with it (the service reads the cart only for its user and site).
          if (owner.id === ANONYMOUS || cartId !== 'current') findCart(owner.id, cartId);
          const term = new URL(request.url).searchParams.get('term') ?? '';
          return toResponse({ status: 200, body: { suggestions: suggestAddresses(term) } });
        } catch (error) {
          if (isOpError(error)) return toResponse({ status: error.status, body: error.body });
          throw error;
        }
      },
    ),
  ),
];
