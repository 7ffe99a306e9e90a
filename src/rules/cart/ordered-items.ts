interface OrderedEntry {
  product: { code: string };
  quantity: number;
}

/** OCC keeps no cart version, so checkout compares this to see a cart changed elsewhere. */
export function orderedItems(entries: readonly OrderedEntry[]): string {
  return entries
    .map((entry) => `${entry.product.code}x${entry.quantity}`)
    .sort()
    .join(',');
}

/** The same for a cart: its code too, since another cart (a merge, a restore) is another order. */
export function cartFingerprint(cart: { code: string; entries: readonly OrderedEntry[] }): string {
  return `${cart.code}:${orderedItems(cart.entries)}`;
}
