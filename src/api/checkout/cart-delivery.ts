import { cartsPath } from '../cart/cart-owner';
import { commerceRequest } from '../http/commerce-client';

// The delivery address and mode, set on the cart as OCC keeps them (setting one twice is
// harmless); a typed address is typed-address-choice.ts's.
export const DELIVERY_CART = cartsPath('current', 'current');

export async function setDeliveryAddress(addressId: string, requestId: string): Promise<void> {
  await commerceRequest(
    `${DELIVERY_CART}/addresses/delivery?${new URLSearchParams({ addressId })}`,
    {
      method: 'PUT',
      requestId,
    },
  );
}

export async function setDeliveryMode(deliveryModeId: string, requestId: string): Promise<void> {
  await commerceRequest(
    `${DELIVERY_CART}/deliverymode?${new URLSearchParams({ deliveryModeId })}`,
    {
      method: 'PUT',
      requestId,
    },
  );
}
