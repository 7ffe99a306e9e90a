/**
 * Reorder (`POST …/orders/{code}/reorder`): the order's products are merged into the current cart,
 * so nothing the shopper had is lost. Each line says what became of it: `notBuyable`,
 * `outOfStock`, `reduced` or `repriced`.
 */
import type { ReorderLine, ReorderResult } from '../../api/orders/order-history.schema';
import { addEntry } from './cart-entries';
import { CartOpError } from './cart-errors';
import { createCart, findCart, type StoredCart } from './cart-store';
import { priceOf, type PricingContext } from './pricing-context';
import { findProduct } from './products';
import { OrderOpError } from './order-errors';
import { findOrder } from './orders';
import type { SeedUser } from './seed-users';

function currentCart(user: SeedUser): StoredCart {
  try {
    return findCart(user.id, 'current');
  } catch (error) {
    if (error instanceof CartOpError) return createCart(user.id);
    throw error;
  }
}

export function reorder(user: SeedUser, code: string, request: PricingContext): ReorderResult {
  const stored = findOrder(user.id, code);
  if (!stored) throw new OrderOpError(404, 'orderNotFound', 'Order not found.');
  const cart = currentCart(user);
  // Prices compared in the order's own site (its currency), written in the request's language.
  const context: PricingContext = { site: stored.site, lang: request.lang };
  const lines = stored.order.entries.map((entry): ReorderLine => {
    const base = {
      productCode: entry.product.code,
      productName: entry.product.name,
      ordered: entry.quantity,
    };
    const product = findProduct(entry.product.code);
    if (!product) return { ...base, added: 0, status: 'notBuyable' };
    let added: number;
    let stockBound: boolean;
    try {
      const result = addEntry(cart, product.code, entry.quantity);
      added = result.quantityAdded;
      stockBound = result.statusCode !== 'success';
    } catch (error) {
      if (error instanceof CartOpError) return { ...base, added: 0, status: 'notBuyable' };
      throw error;
    }
    if (added <= 0) return { ...base, added: 0, status: stockBound ? 'outOfStock' : 'added' };
    const now = product.prices[stored.site];
    const repriced = Math.abs(now - entry.basePrice.value) >= 0.005;
    const prices = repriced
      ? {
          orderedPrice: priceOf(entry.basePrice.value, context),
          currentPrice: priceOf(now, context),
        }
      : {};
    if (stockBound && added < entry.quantity)
      return { ...base, added, status: 'reduced', ...prices };
    return { ...base, added, status: repriced ? 'repriced' : 'added', ...prices };
  });
  return { orderCode: stored.order.code, cartCode: cart.code, lines };
}
