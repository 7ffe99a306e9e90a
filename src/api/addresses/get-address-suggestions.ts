import { logError } from '../../core/platform/log';
import { cartsPath, type CartRef } from '../cart/cart-owner';
import { commerceRequest } from '../http/commerce-client';
import { AddressSuggestionsSchema, type AddressSuggestion } from './address-services.schema';

export type AddressType = 'SHIPPING' | 'BILLING';

/** Address suggestions while the shopper types; a failure reads as none, an abort rethrows. */
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
