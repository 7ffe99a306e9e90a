import * as v from 'valibot';
import { checkoutLang } from '../checkout/checkout-lang';
import { isApiError } from '../http/api-error';
import { commerceRequest } from '../http/commerce-client';
import {
  OrderStatusLimitedSchema,
  OrderStatusViewSchema,
  type OrderStatusView,
} from './order-history.schema';

/** The order status lookup's path (not under a user: visitors use it too). */
const ORDER_STATUS_PATH = '/order-status';

/**
 * POST the order number and email (a body, not a query, so the email stays out of logs and
 * history); the signed-in shopper's own order needs no email. An unknown number and a wrong email
 * are the same 404 orderNotFound. Too many of those and the lookup is refused for a while (429:
 * orderStatusLimitOf).
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

/**
 * A lookup refused for too many failed ones (429 tooManyLookups): when the shopper may try again
 * (`retryAt`, a time in ms; undefined when the refusal does not say or says something
 * unbelievable). Undefined for any other error.
 */
export function orderStatusLimitOf(
  error: unknown,
  now = Date.now(),
): { retryAt: number | undefined } | undefined {
  if (!isApiError(error) || error.kind !== 'http' || error.status !== 429) return undefined;
  const refusal = v.safeParse(OrderStatusLimitedSchema, error.info);
  if (!refusal.success) {
    // A 429 without our body (a proxy's): still a refusal to wait for, for an unknown while.
    return { retryAt: undefined };
  }
  const seconds = refusal.output.errors[0]?.retryAfterSeconds;
  return { retryAt: seconds === undefined ? undefined : now + seconds * 1000 };
}
