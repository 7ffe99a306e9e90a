import type { Cart } from '../cart/cart.schema';
import { fetchCart } from '../cart/get-cart';
import { cartBeforeAdd } from '../cart/uncertain-changes';
import { fetchOrder } from './get-order';
import type { ReorderLine, ReorderResult } from './order-history.schema';

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

export async function cartBefore(): Promise<CartBefore> {
  const cart = await cartBeforeAdd({ userId: 'current', cartId: 'current' });
  return { cartCode: cart?.code, quantities: quantitiesOf(cart) };
}

const samePrice = (a: { value: number }, b: { value: number }) =>
  Math.abs(a.value - b.value) < 0.005;

/** What a lost reorder did, from what the cart gained since; undefined when nothing shows it. */
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
