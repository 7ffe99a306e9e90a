/**
 * The old-cart merge at sign-in (spec section 2 "Old-cart merge dialog"), its pure part: what to do
 * with the visitor's cart and the shopper's, the request ids that make every step apply once, and
 * the name a cart gets when it is saved for the shopper. The platform steps are in
 * src/api/cart/cart-merge-steps.ts, the page's controller in src/ui/cart/cart-merge.ts.
 */

/** What the decision reads of a cart (the API's Cart has more). */
export interface MergeableCart {
  guid: string;
  entries: readonly unknown[];
}

export type MergeDecision<C extends MergeableCart = MergeableCart> =
  /** No anonymous cart in this browser: nothing to do. */
  | { action: 'none' }
  /** The anonymous cart is gone or empty: forget its guid, nothing to bring over. */
  | { action: 'forget'; guid: string }
  /** The shopper has no old cart with entries: the anonymous cart becomes (or joins) it silently. */
  | { action: 'merge'; guid: string }
  /** Both carts have entries: ask the shopper. */
  | { action: 'ask'; guid: string; anonymous: C; previous: C };

export function decideMerge<C extends MergeableCart>(
  guid: string | null,
  anonymous: C | null,
  previous: C | null,
): MergeDecision<C> {
  if (guid === null) return { action: 'none' };
  if (anonymous === null || anonymous.entries.length === 0) return { action: 'forget', guid };
  if (previous === null || previous.entries.length === 0 || previous.guid === anonymous.guid) {
    return { action: 'merge', guid };
  }
  return { action: 'ask', guid, anonymous, previous };
}

/** A cart's lines as the merge's count reads them (the API's Cart has more). */
interface CountedCart {
  entries: readonly { product: { code: string }; quantity: number }[];
}

/**
 * What a merge brought to the shopper's cart, for each product of the visitor's cart (`visitor`):
 * its quantity in the cart `after` less its quantity `before` (the old cart it joined, or null).
 * A line the platform clipped to its product's limit or stock brought less than it held; one it
 * could not take brought nothing, and is left out. Nothing when there is no cart after it
 * (another tab took the visitor's cart). `store-cart-updated`'s entries for the merge.
 */
export function broughtByMerge(
  visitor: CountedCart | null,
  before: CountedCart | null,
  after: CountedCart | null,
): { productCode: string; quantityAdded: number }[] {
  if (!after) return [];
  const quantityIn = (cart: CountedCart | null, code: string) =>
    (cart?.entries ?? [])
      .filter((entry) => entry.product.code === code)
      .reduce((sum, entry) => sum + entry.quantity, 0);
  const codes = [...new Set((visitor?.entries ?? []).map((entry) => entry.product.code))];
  return codes
    .map((productCode) => ({
      productCode,
      quantityAdded: quantityIn(after, productCode) - quantityIn(before, productCode),
    }))
    .filter((entry) => entry.quantityAdded > 0);
}

/** The request id of "combine" and of the silent merge: the same operation, applied once. */
export function mergeRequestId(guid: string): string {
  return `merge-${guid}`;
}

/** The request id of "keep only the new cart" (its save step appends `:save-previous`). */
export function keepNewRequestId(guid: string): string {
  return `keep-new-${guid}`;
}

const AUTO_SAVE_PREFIX = 'PreviousCart';

/**
 * The name a cart gets when it is saved for the shopper (keep only the new cart here, restoring a
 * saved cart in the saved-carts widget): `PreviousCart` + local date and time digits, alphanumeric
 * as spec section 5 requires of cart names.
 */
export function autoSaveName(date: Date = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${AUTO_SAVE_PREFIX}${date.getFullYear()}${two(date.getMonth() + 1)}${two(date.getDate())}${two(date.getHours())}${two(date.getMinutes())}`;
}
