import { logError } from '../../core/platform/log';
import { cartsPath, type CartRef } from '../cart/cart-owner';
import { commerceRequest } from '../http/commerce-client';
import { AddressSuggestionsSchema, type AddressSuggestion } from './address.schema';

export type AddressType = 'SHIPPING' | 'BILLING';

/**
 * Address suggestions while the shopper types (spec section 7: GET
 * `…/users/{userId}/carts/{cartId}/search/address/autosuggest?addressType&term&lang`). A failure
 * is logged and reads as no suggestions (spec section 8); a cancelled request (the shopper typed
 * on) rethrows its abort.
 */
export async function fetchAddressSuggestions(
  cart: CartRef,
  input: { addressType: AddressType; term: string; lang: string },
  signal?: AbortSignal,
): Promise<AddressSuggestion[]> {
  if (cart.cartId === null) return [];
  const query = new URLSearchParams({
    addressType: input.addressType,
    term: input.term,
    lang: input.lang,
  });
  try {
    return await commerceRequest(
      `${cartsPath(cart.userId, cart.cartId)}/search/address/autosuggest?${query}`,
      { schema: AddressSuggestionsSchema, signal },
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    logError('Address suggestions failed', error);
    return [];
  }
}
