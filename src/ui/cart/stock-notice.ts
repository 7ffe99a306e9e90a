import type { CartModification } from '../../api/cart/cart.schema';
import type { Translate } from '../../core/i18n/messages';
import type { CartMessageKey } from '../../rules/cart/cart.messages';

/** Why an add put fewer in the cart than `asked` (stock, a maximum), in the rules' words; '' if not. */
export function stockNotice(
  m: CartModification,
  asked: number,
  tc: Translate<CartMessageKey>,
): string {
  if (m.statusCode === 'noStock') return tc('quantity.outOfStock');
  if (m.statusCode === 'lowStock') {
    const requested = m.quantity - m.quantityAdded + asked;
    return tc('quantity.reducedForStock', { granted: m.quantity, requested });
  }
  if (m.statusCode === 'maxOrderQuantityExceeded') {
    return tc('quantity.aboveMaximum', { max: m.entry?.product.maxOrderQuantity ?? m.quantity });
  }
  return '';
}
