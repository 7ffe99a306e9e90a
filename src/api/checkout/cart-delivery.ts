import { addBookAddress } from '../addresses/book-address-add';
import { toOccAddress, type AddressInput } from '../addresses/address.schema';
import { cartsPath } from '../cart/cart-owner';
import { commerceRequest } from '../http/commerce-client';

/**
 * The delivery choices, set on the cart as OCC keeps them (SAP's CartsController):
 *
 *   PUT  …/carts/current/addresses/delivery?addressId=       → 200, no body
 *   POST …/carts/current/addresses/delivery  AddressWsDTO    → 201 Address (a typed address)
 *   PUT  …/carts/current/deliverymode?deliveryModeId=         → 200, no body
 *
 * Setting the same choice twice ends where once did, so a retry needs no replay. A typed address to
 * keep is added to the book first (addBookAddress, safe to retry), then set by its id. One not
 * kept goes with `visibleInAddressBook: false`, which a retry may send again harmlessly: OCC
 * itself keeps every address this POST gets (SAP's BaseCommerceController forces it into the
 * book), so honouring `false` is the store's requirement of its platform (the call table, #21).
 */
const CART = cartsPath('current', 'current');

export async function setDeliveryAddress(addressId: string, requestId: string): Promise<void> {
  await commerceRequest(`${CART}/addresses/delivery?${new URLSearchParams({ addressId })}`, {
    method: 'PUT',
    requestId,
  });
}

/** A typed address as the cart's delivery address, kept in the book or not. */
export async function createDeliveryAddress(
  address: AddressInput,
  saveInAddressBook: boolean,
  requestId: string,
): Promise<void> {
  if (saveInAddressBook) {
    const added = await addBookAddress(undefined, address, requestId);
    return setDeliveryAddress(added.id, requestId);
  }
  await commerceRequest(`${CART}/addresses/delivery`, {
    method: 'POST',
    body: { ...toOccAddress(address), visibleInAddressBook: false },
    requestId,
  });
}

export async function setDeliveryMode(deliveryModeId: string, requestId: string): Promise<void> {
  await commerceRequest(`${CART}/deliverymode?${new URLSearchParams({ deliveryModeId })}`, {
    method: 'PUT',
    requestId,
  });
}
