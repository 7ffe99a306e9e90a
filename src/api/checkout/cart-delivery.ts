import { addBookAddress } from '../addresses/book-address-add';
import { toOccAddress, type AddressInput } from '../addresses/address.schema';
import { cartsPath } from '../cart/cart-owner';
import { commerceRequest } from '../http/commerce-client';

// The delivery address and mode, set on the cart as OCC keeps them (setting one twice is
// harmless). A typed address to keep goes to the book first, then is set by its id.
const CART = cartsPath('current', 'current');

export async function setDeliveryAddress(addressId: string, requestId: string): Promise<void> {
  await commerceRequest(`${CART}/addresses/delivery?${new URLSearchParams({ addressId })}`, {
    method: 'PUT',
    requestId,
  });
}

/** Kept in the book or not (OCC keeps all; honouring `false` is the store's requirement). */
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
