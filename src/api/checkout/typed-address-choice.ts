import { addBookAddress } from '../addresses/book-address-add';
import { toOccAddress, type AddressInput } from '../addresses/address.schema';
import { commerceRequest } from '../http/commerce-client';
import { DELIVERY_CART, setDeliveryAddress } from './cart-delivery';

// A typed address, which only the address steps send: kept in the book or not (OCC keeps all;
// honouring `false` is the store's requirement). One to keep goes to the book first, then is
// chosen by its id. A file of its own, so the other steps' saves carry no address code.

export async function createDeliveryAddress(
  address: AddressInput,
  saveInAddressBook: boolean,
  requestId: string,
): Promise<void> {
  if (saveInAddressBook) {
    const added = await addBookAddress(undefined, address, requestId);
    return setDeliveryAddress(added.id, requestId);
  }
  await commerceRequest(`${DELIVERY_CART}/addresses/delivery`, {
    method: 'POST',
    body: { ...toOccAddress(address), visibleInAddressBook: false },
    requestId,
  });
}

/** A typed billing address to keep goes to the book too, then is chosen by its id. */
export { addBookAddress };
