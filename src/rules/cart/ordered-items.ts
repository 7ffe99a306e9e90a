/** An entry as far as what it orders: its product and quantity (a cart's or an order's). */
interface OrderedEntry {
  product: { code: string };
  quantity: number;
}

/**
 * What a cart or an order orders, as one string two reads compare: each product with its quantity,
 * in any entry order. OCC keeps no cart version, so the checkout compares this instead: a cart
 * whose items changed elsewhere restarts the checkout (spec section 4), and an order with the same
 * items as the cart a lost Place order sent is that attempt's.
 */
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
