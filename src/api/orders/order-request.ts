import { checkoutLang } from '../checkout/checkout-lang';
import { commerceRequest } from '../http/commerce-client';
import { ORDER_FIELDS } from './order-fields';
import type { Order } from './order.schema';

/** A call that answers an order; its schema and converter load with it, not with every page. */
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
  const [answer, { readOrder }] = await Promise.all([
    commerceRequest(`${path}?${search}`, options),
    import('./order-answer'),
  ]);
  return readOrder(options.method ?? 'GET', path, answer);
}
