import { logError } from '../../core/platform/log';
import type { Cart } from './cart.schema';
import { cartsPath, readAnonymousGuid, type CartOwner, type CartRef } from './cart-owner';
import { requestModification } from './cart-request';
import { fetchCart } from './get-cart';
import { entryFor, gainedSince } from './uncertain-changes';

// SAP's multi-line add keeps the lines before a refused one; ours is all or nothing, so what the
// cart gained of them is taken out again.

/** A visitor's first add created one. */
function addedTo(owner: CartOwner): CartRef {
  return owner.cartId === null ? { userId: 'anonymous', cartId: readAnonymousGuid() } : owner;
}

export async function undoPartialAdd(
  owner: CartOwner,
  before: Cart | null,
  codes: readonly string[],
  requestId: string,
): Promise<void> {
  const ref = addedTo(owner);
  if (ref.cartId === null) return;
  try {
    const now = await fetchCart(ref);
    const gained = codes
      .map((code) => ({ entry: entryFor(now, code), gained: gainedSince(before, now, code) }))
      .filter((line) => line.entry !== undefined && line.gained > 0);
    // From the last entry up: a removal renumbers the entries after it.
    gained.sort((a, b) => (b.entry?.entryNumber ?? 0) - (a.entry?.entryNumber ?? 0));
    for (const { entry, gained: quantity } of gained) {
      if (!entry) continue;
      await requestModification(
        `${cartsPath(ref.userId, ref.cartId)}/entries/${entry.entryNumber}`,
        {
          method: 'PATCH',
          body: { quantity: entry.quantity - quantity },
          requestId: `${requestId}:undo:${entry.product.code}`,
        },
      );
    }
  } catch (error) {
    logError('could not take back the lines a refused add left in the cart', error);
  }
}
