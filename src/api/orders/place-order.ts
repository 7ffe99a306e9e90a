import { cartsPath } from '../cart/cart-owner';
import { checkoutLang } from '../checkout/checkout-lang';
import { outcomeUnknown } from '../http/api-error';
import { commerceRequest } from '../http/commerce-client';
import { fetchOrder } from './get-order';
import { getOrders } from './get-orders';
import { orderErrorOf } from './order-errors';
import { OrderSchema, type Order, type PlaceOrderBody } from './order.schema';

/**
 * How far the platform's clock may be behind the page's: an order it dates up to this long before
 * a lost attempt was sent is still that attempt's.
 */
const CLOCK_SKEW_MS = 5 * 60_000;

/** Attempts whose answer was lost, by key: when each was first sent (the page's clock). */
const attemptsInDoubt = new Map<string, number>();

/**
 * The order a lost attempt became: the shopper's newest, if the platform dates it after the
 * attempt was sent. Only asked once the cart is gone (a placed order consumes its cart).
 */
async function orderPlacedSince(sentAt: number): Promise<Order | undefined> {
  const [newest] = (await getOrders({ page: 0 })).orders;
  if (!newest || Date.parse(newest.created) < sentAt - CLOCK_SKEW_MS) return undefined;
  return fetchOrder(newest.code);
}

/**
 * POST the order. `idempotencyKey` is the attempt's: the caller sends the same one again when the
 * shopper (or the page) retries the same attempt. The platform does not replay it (OCC replays
 * nothing): after a lost answer, the retry that finds the cart gone (OCC's 400 CartError
 * `notFound`: the order consumed it) takes the order the lost attempt became instead of failing;
 * one whose cart is still there places the order, once. The key still goes along (spec).
 */
export async function placeOrder(body: PlaceOrderBody, idempotencyKey: string): Promise<Order> {
  const query = new URLSearchParams({ lang: checkoutLang() });
  const sentAt = attemptsInDoubt.get(idempotencyKey) ?? Date.now();
  try {
    const order = await commerceRequest(`${cartsPath('current', 'current')}/orders?${query}`, {
      method: 'POST',
      body,
      schema: OrderSchema,
      requestId: idempotencyKey,
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    attemptsInDoubt.delete(idempotencyKey);
    return order;
  } catch (error) {
    if (outcomeUnknown(error)) {
      attemptsInDoubt.set(idempotencyKey, sentAt);
    } else if (attemptsInDoubt.has(idempotencyKey) && orderErrorOf(error) === 'cartNotFound') {
      const order = await orderPlacedSince(sentAt);
      if (order) {
        attemptsInDoubt.delete(idempotencyKey);
        return order;
      }
    }
    throw error;
  }
}
