import { CartOpError } from './cart-errors';
import { setQuantity } from './cart-entries';
import {
  ANONYMOUS,
  deleteCart,
  newVersion,
  storedCarts,
  touch,
  type StoredCart,
} from './cart-store';
import type { SeedUser } from './seed-users';

/** Carts meeting at sign-in: the anonymous cart merged into the user's, or made their current one. */

/**
 * POST carts with `oldCartId`: with `toMergeCartGuid` the anonymous cart merges into that one, else
 * it becomes the user's. Entries the user may not buy stay, marked, to be told before checkout.
 */
export function mergeCarts(
  user: SeedUser,
  oldCartId: string,
  toMergeCartGuid: string | null,
): StoredCart {
  const source = storedCarts().find((c) => c.ownerId === ANONYMOUS && c.guid === oldCartId);
  if (!source) {
    throw new CartOpError(400, 'cannotRestore', 'Cart is not anonymous', oldCartId, 'cart');
  }
  if (!toMergeCartGuid) {
    source.ownerId = user.id;
    newVersion(source);
    touch(source);
    return source;
  }
  const target = storedCarts().find(
    (c) =>
      c.ownerId === user.id &&
      !c.saveTime &&
      (c.guid === toMergeCartGuid || c.code === toMergeCartGuid),
  );
  if (!target) {
    throw new CartOpError(
      400,
      'cannotRestore',
      "Cart is not current user's cart",
      toMergeCartGuid,
      'cart',
    );
  }
  for (const entry of source.entries) {
    const existing =
      target.entries.find((e) => e.product.code === entry.product.code)?.quantity ?? 0;
    const requested = Math.max(existing + entry.quantity, entry.product.minOrderQuantity);
    setQuantity(target, entry.product, requested);
    const merged = target.entries.find((e) => e.product.code === entry.product.code);
    if (merged && !merged.trainingDetails && entry.trainingDetails) {
      merged.trainingDetails = entry.trainingDetails;
    }
  }
  for (const code of source.vouchers)
    if (!target.vouchers.includes(code)) target.vouchers.push(code);
  deleteCart(source);
  newVersion(target);
  touch(target);
  return target;
}

/** POST carts with `toMergeCartGuid` alone: that unsaved cart of the user becomes their current one. */
export function makeCurrent(ownerId: string, cartId: string): StoredCart {
  const cart = storedCarts().find(
    (c) => c.ownerId === ownerId && !c.saveTime && (c.guid === cartId || c.code === cartId),
  );
  if (!cart) {
    throw new CartOpError(400, 'cannotRestore', "Cart is not current user's cart", cartId, 'cart');
  }
  touch(cart);
  return cart;
}
