import { pageQueryOptions } from '../../core/queries/page-query';
import { usePageQuery } from '../../core/queries/use-page-query';
import { PERSONAL } from '../../core/queries/personal-data';
import { CURRENT_USER_PATH } from '../http/current-user-path';
import { checkoutLang } from '../checkout/checkout-lang';
import { commerceRequest } from '../http/commerce-client';
import { STATUS_FILTER_OF } from './occ-order-status';
import { OccOrderHistoryListSchema } from './occ-order-history.schema';
import { HISTORY_FIELDS, toOrderList } from './order-history-converter';
import type { OrderList } from './order-history.schema';
import type { OrderStatus } from './order.schema';
import { ORDER_LIST_KEY } from './orders-key';

export const ORDERS_PAGE_SIZE = 10;

export interface OrderListQuery {
  page: number;
  status?: OrderStatus | undefined;
  /** ISO dates, both included. */
  from?: string | undefined;
  to?: string | undefined;
}

/** One page of the shopper's orders, newest first; `from` and `to` are the store's (not OCC's). */
export async function getOrders(query: OrderListQuery, signal?: AbortSignal): Promise<OrderList> {
  const params = new URLSearchParams({
    currentPage: String(query.page),
    // Always sent: OCC's own default differs.
    pageSize: String(ORDERS_PAGE_SIZE),
    sort: 'byDate',
    fields: HISTORY_FIELDS,
    lang: checkoutLang(),
    ...(query.status ? STATUS_FILTER_OF[query.status] : {}),
  });
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  return toOrderList(
    await commerceRequest(`${CURRENT_USER_PATH}/orders?${params}`, {
      schema: OccOrderHistoryListSchema,
      signal,
    }),
  );
}

export function ordersQueryOptions(userId: string | undefined, query: OrderListQuery) {
  return pageQueryOptions({
    queryKey: [...ORDER_LIST_KEY, userId, query.page, query.status, query.from, query.to],
    meta: PERSONAL,
    queryFn: ({ signal }) => getOrders(query, signal),
    enabled: Boolean(userId),
  });
}

export function useOrders(userId: string | undefined, query: OrderListQuery) {
  return usePageQuery({
    ...ordersQueryOptions(userId, query),
    // The page being left stays on screen until the next one arrives.
    placeholderData: (previous) => previous,
  });
}
