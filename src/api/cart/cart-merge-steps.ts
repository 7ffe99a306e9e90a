import { keepNewRequestId, mergeRequestId } from '../../rules/cart/cart-merge';
import { mergeAnonymousCart, saveCart } from './cart-mutations';
import { cartsPath, clearAnonymousGuid } from './cart-owner';
import { isCartNotFound, isMergeSourceGone, type Cart } from './cart.schema';
import { requestCart } from './cart-request';
import { fetchCart, recentCart } from './get-cart';

// The platform steps of the old-cart merge at sign-in (decided in src/rules/cart/cart-merge.ts).
// Request ids derive from the guid, so a retry or a second tab applies each step once.

/** The anonymous cart is null when gone. */
export async function readMergeCarts(
  guid: string,
): Promise<{ anonymous: Cart | null; previous: Cart | null }> {
  const [anonymous, previous] = await Promise.all([
    fetchCart({ userId: 'anonymous', cartId: guid }),
    recentCart({ userId: 'current', cartId: 'current' }),
  ]);
  return { anonymous, previous };
}

/** "Combine the carts", and the silent merge. */
export function combineCarts(guid: string): Promise<Cart | null> {
  return mergeAnonymousCart(guid, mergeRequestId(guid));
}

export interface KeepNewInput {
  guid: string;
  previousCode: string;
  /** Chosen once when the dialog opens, so a retry sends the same save. */
  savedName: string;
  description: string;
}

/** "Keep only the new cart": the old one is saved first; null when another tab took it already. */
export async function keepOnlyNewCart(input: KeepNewInput): Promise<Cart | null> {
  const { guid } = input;
  const requestId = keepNewRequestId(guid);
  // Another tab or an earlier try may have dealt with it.
  const anonymous = await fetchCart({ userId: 'anonymous', cartId: guid });
  if (anonymous === null) {
    clearAnonymousGuid(guid);
    return null;
  }
  try {
    await saveCart(
      { userId: 'current', cartId: input.previousCode },
      { name: input.savedName, description: input.description },
      `${requestId}:save-previous`,
    );
  } catch (error) {
    if (!isCartNotFound(error)) throw error;
  }
  try {
    const cart = await requestCart(
      `${cartsPath('current')}?${new URLSearchParams({ oldCartId: guid })}`,
      { method: 'POST', requestId },
    );
    clearAnonymousGuid(guid);
    return cart;
  } catch (error) {
    if (!isMergeSourceGone(error, guid)) throw error;
    clearAnonymousGuid(guid);
    return null;
  }
}
