import {
  SAVED_CART_DESCRIPTION_MAX,
  SAVED_CART_NAME_MAX,
  SAVED_CART_NAME_PATTERN,
} from '../../rules/cart/save-cart';
import { CartOpError } from './cart-errors';
import { newVersion, touch, type StoredCart } from './cart-store';

/** Saved carts: saving one under a name, and restoring it as the current cart (spec section 5). */

/** PATCH save: spec section 5 (name alphanumeric only, description optional). */
export function saveCart(cart: StoredCart, name: string | null, description: string | null): void {
  const trimmed = (name ?? '').trim();
  if (!trimmed) {
    throw new CartOpError(400, 'saveCartNameMissing', 'Cart name is required', 'saveCartName');
  }
  if (!SAVED_CART_NAME_PATTERN.test(trimmed)) {
    throw new CartOpError(
      400,
      'saveCartNameInvalid',
      'Cart name can only be alpha numeric',
      'saveCartName',
    );
  }
  if (trimmed.length > SAVED_CART_NAME_MAX) {
    throw new CartOpError(
      400,
      'saveCartNameTooLong',
      `Cart name can be no more than ${SAVED_CART_NAME_MAX} characters`,
      'saveCartName',
    );
  }
  if ((description ?? '').trim().length > SAVED_CART_DESCRIPTION_MAX) {
    throw new CartOpError(
      400,
      'saveCartDescriptionTooLong',
      `Cart description can be no more than ${SAVED_CART_DESCRIPTION_MAX} characters`,
      'saveCartDescription',
    );
  }
  cart.name = trimmed;
  cart.description = description?.trim() || undefined;
  cart.saveTime = new Date().toISOString();
  touch(cart);
}

/** PATCH restoresavedcart: the saved cart becomes the current cart, keeping its name. */
export function restoreCart(cart: StoredCart): void {
  if (!cart.saveTime) {
    throw new CartOpError(400, 'cartNotSaved', 'Cart is not a saved cart', cart.code, 'cart');
  }
  cart.saveTime = undefined;
  newVersion(cart);
  touch(cart);
}
