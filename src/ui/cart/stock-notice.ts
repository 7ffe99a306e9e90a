// What the cart's answer to an add says about stock and limits, in the cart rules' words: the same
// notice under add to cart, in a `data-store-add` button's status and in addLines()' result.
import type { CartModification } from '../../api/cart/cart.schema';
import type { CartMessage } from '../../rules/cart/cart.messages';

/** `asked`: the quantity this add asked for; none when the whole of it was taken. */
export function stockNotice(m: CartModification, asked: number): CartMessage | undefined {
  if (m.statusCode === 'noStock') return { key: 'quantity.outOfStock' };
  if (m.statusCode === 'lowStock') {
    const requested = m.quantity - m.quantityAdded + asked;
    return { key: 'quantity.reducedForStock', params: { granted: m.quantity, requested } };
  }
  if (m.statusCode === 'maxOrderQuantityExceeded') {
    const max = m.entry?.product.maxOrderQuantity ?? m.quantity;
    return { key: 'quantity.aboveMaximum', params: { max } };
  }
  return undefined;
}
