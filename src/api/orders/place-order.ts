import { cartsPath } from '../cart/cart-owner';
import { checkoutLang } from '../checkout/checkout-lang';
import { commerceRequest } from '../http/commerce-client';
import { OrderSchema, type Order, type PlaceOrderBody } from './order.schema';

/**
 * POST the order (issue 10). `idempotencyKey` is the attempt's: the caller sends the same one
 * again when the shopper (or the page) retries the same attempt, and the platform answers it with
 * the order it placed the first time; nothing is placed or charged twice.
 */
export function placeOrder(body: PlaceOrderBody, idempotencyKey: string): Promise<Order> {
  const query = new URLSearchParams({ lang: checkoutLang() });
  return commerceRequest(`${cartsPath('current', 'current')}/orders?${query}`, {
    method: 'POST',
    body,
    schema: OrderSchema,
    requestId: idempotencyKey,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
