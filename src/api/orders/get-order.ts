import { pageQueryOptions } from '../../core/queries/page-query';
import { usePageQuery } from '../../core/queries/use-page-query';
import { PERSONAL } from '../../core/queries/personal-data';
import { CURRENT_USER_PATH } from '../http/current-user-path';
import { checkoutLang } from '../checkout/checkout-lang';
import { asNotFound } from '../http/unknown-identifier';
import { requestOrder } from './order-request';
import { ORDERS_KEY } from './orders-key';

export { ORDERS_KEY };

/** One of the signed-in shopper's orders; anyone else's reads as a 404. */
export async function fetchOrder(code: string, signal?: AbortSignal) {
  try {
    return await requestOrder(
      `${CURRENT_USER_PATH}/orders/${encodeURIComponent(code)}`,
      {},
      {
        signal,
      },
    );
  } catch (error) {
    throw asNotFound(error);
  }
}

export function orderQueryOptions(userId: string | undefined, code: string | undefined) {
  return pageQueryOptions({
    queryKey: [ORDERS_KEY, userId, code, checkoutLang()],
    meta: PERSONAL,
    queryFn: ({ signal }) => fetchOrder(code ?? '', signal),
    enabled: Boolean(userId) && Boolean(code),
    // An order does not change while the confirmation is open.
    staleTime: Infinity,
  });
}

export function useOrder(userId: string | undefined, code: string | undefined) {
  return usePageQuery(orderQueryOptions(userId, code));
}
