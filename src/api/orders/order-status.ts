import { checkoutLang } from '../checkout/get-checkout';
import { commerceRequest } from '../http/commerce-client';
import { OrderStatusViewSchema, type OrderStatusView } from './order-history.schema';

/** The order status lookup's path (not under a user: visitors use it too). */
const ORDER_STATUS_PATH = '/headless/ecommerce/v2/order-status';

/**
 * POST the order number and email (a body, not a query, so the email stays out of logs and
 * history); the signed-in shopper's own order needs no email. An unknown number and a wrong email
 * are the same 404 orderNotFound.
 */
export function lookupOrderStatus(
  input: { orderNumber: string; email?: string | undefined },
  signal?: AbortSignal,
): Promise<OrderStatusView> {
  const query = new URLSearchParams({ lang: checkoutLang() });
  return commerceRequest(`${ORDER_STATUS_PATH}?${query}`, {
    method: 'POST',
    body: { orderNumber: input.orderNumber, ...(input.email ? { email: input.email } : {}) },
    schema: OrderStatusViewSchema,
    signal,
  });
}
