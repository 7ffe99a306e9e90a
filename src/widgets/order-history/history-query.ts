import { ORDER_STATUSES, type OrderStatus } from '../../api/orders/order.schema';
import { dayNumber } from '../../rules/form/calendar-date';

export interface HistoryFilter {
  status?: OrderStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export interface HistoryQuery extends HistoryFilter {
  /** From 0, as OCC's `currentPage` (the URL counts from 1). */
  page: number;
}

export function isIsoDay(value: string | null | undefined): value is string {
  return (
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayNumber(value) !== undefined
  );
}

export function filterProblem(filter: HistoryFilter): 'dateOrder' | undefined {
  return filter.from && filter.to && filter.from > filter.to ? 'dateOrder' : undefined;
}

/** Page and filter from the untrusted query: invalid values are dropped, never sent on. */
export function historyQueryOf(search: string): HistoryQuery {
  const params = new URLSearchParams(search);
  const rawPage = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) - 1 : 0;
  const status = ORDER_STATUSES.find((known) => known === params.get('status'));
  const from = params.get('from');
  const to = params.get('to');
  const query: HistoryQuery = {
    page,
    ...(status ? { status } : {}),
    ...(isIsoDay(from) ? { from } : {}),
    ...(isIsoDay(to) ? { to } : {}),
  };
  if (filterProblem(query)) delete query.to;
  return query;
}
