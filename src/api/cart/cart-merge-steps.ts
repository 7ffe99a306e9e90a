import { keepNewRequestId, mergeRequestId } from '../../rules/cart/cart-merge';
import { mergeAnonymousCart, saveCart } from './cart-mutations';
import { cartsPath, clearAnonymousGuid } from './cart-owner';
import { isCartNotFound, isMergeSourceGone, type Cart } from './cart.schema';
import { requestCart } from './cart-request';
import { fetchCart, recentCart } from './get-cart';

/**
 * The platform steps of the old-cart merge at sign-in (the decision is in
 * src/rules/cart/cart-merge.ts, the page's controller in src/ui/cart/cart-merge.ts). Every step
 * carries a request id derived from the guid, so a retry or a second tab applies it once.
 */

/** What the decision needs: the anonymous cart (null when gone) and the shopper's current cart. */
export async function readMergeCarts(
  guid: string,
): Promise<{ anonymous: Cart | null; previous: Cart | null }> {
  const [anonymous, previous] = await Promise.all([
    fetchCart({ userId: 'anonymous', cartId: guid }),
    recentCart({ userId: 'current', cartId: 'current' }),
  ]);
  return { anonymous, previous };
}

/** "Combine the carts", and the silent merge: the anonymous cart goes into the current one. */
export function combineCarts(guid: string): Promise<Cart | null> {
  return mergeAnonymousCart(guid, mergeRequestId(guid));
}

export interface KeepNewInput {
  guid: string;
  /** The shopper's old cart, by code. */
  previousCode: string;
  /** Chosen once when the dialog opens, so a retry sends the same save (and it applies once). */
  savedName: string;
  description: string;
}

/**
 * "Keep only the new cart": the old cart is kept as a saved cart, then the anonymous cart becomes
 * the current one (OCC: POST carts?oldCartId={guid} without toMergeCartGuid). Saving first means a
 * failure in between leaves both carts reachable and the guid stored for the retry. Resolves with
 * the new current cart, or null when another tab already took the anonymous cart.
 */
export async function keepOnlyNewCart(input: KeepNewInput): Promise<Cart | null> {
  const { guid } = input;
  const requestId = keepNewRequestId(guid);
  // Another tab (or an earlier try) may already have dealt with it: then leave the old cart alone.
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
    // The old cart was deleted meanwhile (another tab): nothing left to keep.
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
