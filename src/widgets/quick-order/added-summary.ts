import type { CartLine } from '../../api/cart/cart-mutations';
import type { CartModification } from '../../api/cart/cart.schema';
import type { AddedNotice, AddedProduct } from './quick-order-state';

/** What an add put in the cart, and the stock notices of spec section 8. */
export function addedSummary(
  modifications: readonly CartModification[],
  lines: readonly CartLine[],
): { products: AddedProduct[]; notices: AddedNotice[] } {
  const products: AddedProduct[] = [];
  const notices: AddedNotice[] = [];
  modifications.forEach((modification, i) => {
    const name = modification.entry?.product.name ?? lines[i]?.code ?? '';
    if (modification.quantityAdded > 0)
      products.push({ name, quantity: modification.quantityAdded });
    const asked = lines[i]?.quantity ?? modification.quantityAdded;
    switch (modification.statusCode) {
      case 'lowStock': {
        // The cart's own numbers: what it would hold with everything asked, and what it holds.
        const before = modification.quantity - modification.quantityAdded;
        notices.push({
          name,
          message: {
            source: 'cart',
            key: 'quantity.reducedForStock',
            params: { requested: before + asked, granted: modification.quantity },
          },
        });
        break;
      }
      case 'noStock':
        notices.push({ name, message: { source: 'cart', key: 'quantity.outOfStock' } });
        break;
      case 'maxOrderQuantityExceeded':
        notices.push({
          name,
          message: {
            source: 'cart',
            key: 'quantity.aboveMaximum',
            params: { max: modification.entry?.product.maxOrderQuantity ?? modification.quantity },
          },
        });
        break;
      case 'success':
        break;
    }
  });
  return { products, notices };
}
