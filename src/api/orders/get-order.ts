import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../core/queries/use-query';
import { PERSONAL } from '../../core/personal-data';
import { CURRENT_USER_PATH } from '../accounts/get-customer-accounts';
import { checkoutLang } from '../checkout/checkout-lang';
import { commerceRequest } from '../http/commerce-client';
import { OrderSchema } from './order.schema';
import { ORDERS_KEY } from './orders-key';

export { ORDERS_KEY };

/** GET one of the signed-in shopper's orders (404 for anyone else's: spec, shown only to its shopper). */
export function fetchOrder(code: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ lang: checkoutLang() });
  return commerceRequest(`${CURRENT_USER_PATH}/orders/${encodeURIComponent(code)}?${query}`, {
    schema: OrderSchema,
    signal,
  });
}

export function orderQueryOptions(userId: string | undefined, code: string | undefined) {
  return queryOptions({
    queryKey: [ORDERS_KEY, userId, code, checkoutLang()],
    meta: PERSONAL,
    queryFn: ({ signal }) => fetchOrder(code ?? '', signal),
    enabled: Boolean(userId) && Boolean(code),
    // An order does not change while the confirmation is open.
    staleTime: Infinity,
  });
}

export function useOrder(userId: string | undefined, code: string | undefined) {
  return useQuery(orderQueryOptions(userId, code));
}
