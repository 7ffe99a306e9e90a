import type { Cart } from '../cart/cart.schema';
import { fetchCart } from '../cart/get-cart';
import { cartBeforeAdd } from '../cart/uncertain-changes';
import { fetchOrder } from './get-order';
import type { ReorderLine, ReorderResult } from './order-history.schema';

/** The current cart before a reorder was first sent: its code and each product's quantity. */
export interface CartBefore {
  cartCode: string | undefined;
  quantities: ReadonlyMap<string, number>;
}

function quantitiesOf(cart: Cart | null): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const entry of cart?.entries ?? []) {
    const code = entry.product.code;
    quantities.set(code, (quantities.get(code) ?? 0) + entry.quantity);
  }
  return quantities;
}

/** The shopper's current cart before the reorder is sent: the page's own read when it has one. */
export async function cartBefore(): Promise<CartBefore> {
  const cart = await cartBeforeAdd({ userId: 'current', cartId: 'current' });
  return { cartCode: cart?.code, quantities: quantitiesOf(cart) };
}

const samePrice = (a: { value: number }, b: { value: number }) =>
  Math.abs(a.value - b.value) < 0.005;

/**
 * What a reorder whose answer was lost did, read from the current cart against the cart before it:
 * made when the same cart (or a first one) holds more of some ordered product. Each line is what
 * the cart gained of it: all (`repriced` when today's unit price is not the order's), part
 * (`reduced`), or nothing (`outOfStock`: the cart does not tell a product no longer sold apart).
 * Undefined when nothing shows the reorder was made, or when it could not be found out.
 */
export async function reorderMadeSince(
  orderCode: string,
  before: CartBefore,
): Promise<ReorderResult | undefined> {
  try {
    const [order, cart] = await Promise.all([
      fetchOrder(orderCode),
      fetchCart({ userId: 'current', cartId: 'current' }),
    ]);
    if (!cart || (before.cartCode !== undefined && before.cartCode !== cart.code)) return undefined;
    const now = quantitiesOf(cart);
    const lines = order.entries.map((entry): ReorderLine => {
      const code = entry.product.code;
      const gained = (now.get(code) ?? 0) - (before.quantities.get(code) ?? 0);
      const added = Math.min(Math.max(gained, 0), entry.quantity);
      const base = { productCode: code, productName: entry.product.name, ordered: entry.quantity };
      if (added === 0) return { ...base, added, status: 'outOfStock' };
      const today = cart.entries.find((line) => line.product.code === code)?.basePrice;
      const prices =
        today && !samePrice(today, entry.basePrice)
          ? { orderedPrice: entry.basePrice, currentPrice: today }
          : undefined;
      if (added < entry.quantity) return { ...base, added, status: 'reduced', ...prices };
      return { ...base, added, status: prices ? 'repriced' : 'added', ...prices };
    });
    if (!lines.some((line) => line.added > 0)) return undefined;
    return { orderCode, cartCode: cart.code, lines };
  } catch {
    // Not found out: the reorder is sent again, as it would have been.
    return undefined;
  }
}
