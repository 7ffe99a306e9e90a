import * as v from 'valibot';
import { checkoutLang } from '../checkout/checkout-lang';
import { isApiError } from '../http/api-error';
import { commerceRequest } from '../http/commerce-client';
import {
  OrderStatusLimitedSchema,
  OrderStatusViewSchema,
  type OrderStatusView,
} from './order-history.schema';

/** Not under a user: visitors use it too. */
const ORDER_STATUS_PATH = '/order-status';

/** A body, not a query, so the email stays out of logs; a wrong number or email answer alike. */
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

/** When a 429 lets the shopper try again (`retryAt` in ms, undefined when not believable). */
export function orderStatusLimitOf(
  error: unknown,
  now = Date.now(),
): { retryAt: number | undefined } | undefined {
  if (!isApiError(error) || error.kind !== 'http' || error.status !== 429) return undefined;
  const refusal = v.safeParse(OrderStatusLimitedSchema, error.info);
  if (!refusal.success) {
    // A proxy's 429: still a refusal to wait for.
    return { retryAt: undefined };
  }
  const seconds = refusal.output.errors[0]?.retryAfterSeconds;
  return { retryAt: seconds === undefined ? undefined : now + seconds * 1000 };
}
