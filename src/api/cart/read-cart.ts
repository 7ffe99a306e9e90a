import { isCartNotFound, type Cart } from './cart.schema';
import { requestCart, requestCartList } from './cart-request';
import { cartsPath, clearAnonymousGuid, type CartRef } from './cart-owner';

// The cart's reads with OCC's cart schemas and their converter: a chunk of its own (get-cart.ts
// loads it), so a visitor with no cart downloads none of it.

export async function readCart(owner: CartRef & { cartId: string }, signal?: AbortSignal) {
  try {
    return await requestCart(cartsPath(owner.userId, owner.cartId), { signal });
  } catch (error) {
    if (isCartNotFound(error)) {
      // Expired, or taken over at sign-in.
      if (owner.userId === 'anonymous') clearAnonymousGuid(owner.cartId);
      return null;
    }
    throw error;
  }
}

/** The signed-in shopper's saved carts. */
export function readSavedCarts(signal?: AbortSignal): Promise<{ carts: Cart[] }> {
  return requestCartList(`${cartsPath('current')}?savedCartsOnly=true`, { signal });
}
