import * as v from 'valibot';
import { checkoutLang } from '../checkout/checkout-lang';
import { commerceRequest } from '../http/commerce-client';
import { OccOrderSchema } from './occ-order.schema';
import { ORDER_FIELDS, orderPaymentOf, toOrder } from './order-converter';
import type { Order } from './order.schema';

/** OCC's order, with a payment we can read: an order without one is a broken answer. */
export const OrderAnswerSchema = v.pipe(
  OccOrderSchema,
  v.check((occ) => orderPaymentOf(occ) !== undefined, 'The order has no payment'),
);

/**
 * A call that answers an order (the order read, place order): OCC's OrderWsDTO asked for with
 * `fields` (exactly what order-converter.ts reads) and `lang`, converted to our model.
 */
export async function requestOrder(
  path: string,
  query: Record<string, string>,
  options: {
    method?: 'POST';
    requestId?: string;
    headers?: Record<string, string>;
    signal?: AbortSignal | undefined;
  } = {},
): Promise<Order> {
  const search = new URLSearchParams({ ...query, fields: ORDER_FIELDS, lang: checkoutLang() });
  return toOrder(
    await commerceRequest(`${path}?${search}`, { ...options, schema: OrderAnswerSchema }),
  );
}
