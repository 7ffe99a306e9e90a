// The pure part of the old-cart merge at sign-in (spec section 2); the platform steps are in
// src/api/cart/cart-merge-steps.ts, the page's controller in src/ui/cart/cart-merge.ts.

export interface MergeableCart {
  guid: string;
  entries: readonly unknown[];
}

export type MergeDecision<C extends MergeableCart = MergeableCart> =
  | { action: 'none' }
  /** The anonymous cart is gone or empty: forget its guid. */
  | { action: 'forget'; guid: string }
  /** The shopper has no old cart with entries: merge silently. */
  | { action: 'merge'; guid: string }
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

interface CountedCart {
  entries: readonly { product: { code: string }; quantity: number }[];
}

/** What the merge added per product; the platform may clip or drop a line. */
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

/** Shared by "combine" and the silent merge: the same operation, applied once. */
export function mergeRequestId(guid: string): string {
  return `merge-${guid}`;
}

/** Its save step appends `:save-previous`. */
export function keepNewRequestId(guid: string): string {
  return `keep-new-${guid}`;
}

const AUTO_SAVE_PREFIX = 'PreviousCart';

/** Letters and digits only, as spec section 5 requires of cart names. */
export function autoSaveName(date: Date = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${AUTO_SAVE_PREFIX}${date.getFullYear()}${two(date.getMonth() + 1)}${two(date.getDate())}${two(date.getHours())}${two(date.getMinutes())}`;
}
