import { logError } from '../../core/platform/log';
import type { Cart } from './cart.schema';
import { cartsPath, readAnonymousGuid, type CartOwner, type CartRef } from './cart-owner';
import { requestModification } from './cart-request';
import { fetchCart } from './get-cart';
import { entryFor, gainedSince } from './uncertain-changes';

/**
 * SAP's B2B multi-line add applies its lines one by one: a line it refuses answers the refusal
 * and leaves the lines before it in the cart. The store's add is all or nothing (quick order says
 * nothing was added and keeps every row for the shopper to fix), so after a refusal of several
 * lines, what the cart gained of them is taken out again: each entry back to its quantity before.
 */

/** The cart an add went to: a visitor's first add created one and stored its guid. */
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
    // The refusal is still what the shopper is told; the cart widgets read the cart again.
    logError('could not take back the lines a refused add left in the cart', error);
  }
}
