import { useState } from 'react';
import { useOrders } from '../../api/orders/get-orders';
import { useTranslate } from '../../core/i18n/use-translate';
import { useSite } from '../../core/react/use-store';
import { storeRoutes } from '../../core/routes/routes';
import { AccountPage } from '../../ui/account-page/account-page';
import { useAccountPageGate } from '../../ui/account-page/use-account-page-gate';
import { useOrderDate } from '../../ui/order/use-order-date';
import { HistoryFilter } from './history-filter';
import { historyQueryOf, type HistoryFilter as Filter } from './history-query';
import { ListPager } from '../../ui/list-pager';
import { HistoryTable } from './history-table';
import { orderHistoryMessages } from './order-history.messages';
import { orderStatusLabels } from './order-status-labels.messages';

/** <store-order-history>: the shopper's orders, paged and filtered through the page's query. */
export function OrderHistory() {
  const t = useTranslate(orderHistoryMessages);
  const statusLabel = useTranslate(orderStatusLabels);
  const date = useOrderDate();
  const routes = storeRoutes(useSite());
  const [query] = useState(() => historyQueryOf(globalThis.location?.search ?? ''));
  const { gate, session } = useAccountPageGate('orderHistory');
  const list = useOrders(gate === 'open' ? session.user?.id : undefined, query);
  const data = list.data;
  const filtered = Boolean(query.status || query.from || query.to);
  const filter: Filter = { status: query.status, from: query.from, to: query.to };
  const pageHref = (page: number) => routes.account.orderHistoryPage({ ...filter, page });

  const status = data ? 'ready' : list.isError ? 'error' : 'loading';
  const readyState = data && data.pagination.totalResults === 0 ? 'empty' : 'loaded';

  return (
    <AccountPage
      page="orderHistory"
      className="order-history"
      status={status}
      readyState={readyState}
      texts={{ signIn: t('signIn'), loading: t('loading'), loadError: t('loadError') }}
      onRetry={() => void list.refetch()}
      retrying={list.isFetching}
    >
      {data ? (
        <>
          <HistoryFilter
            filter={filter}
            onApply={(next) => globalThis.location.assign(routes.account.orderHistoryPage(next))}
            t={t}
            status={statusLabel}
          />
          {data.orders.length > 0 ? (
            <>
              <HistoryTable
                orders={data.orders}
                detailsHref={routes.account.orderDetails}
                cartHref={routes.cart}
                date={date}
                status={statusLabel}
                t={t}
              />
              <ListPager
                pagination={data.pagination}
                shown={data.orders.length}
                pageHref={pageHref}
                t={t}
              />
            </>
          ) : (
            <p className="message" role="status">
              {filtered || data.pagination.totalResults > 0 ? t('noMatch') : t('empty')}
            </p>
          )}
          {filtered ? (
            <p className="actions">
              <a href={routes.account.orderHistory}>{t('clearFilter')}</a>
            </p>
          ) : null}
          <p className="order-status-link">
            <a href={routes.account.orderStatus()}>{t('orderStatusLink')}</a>
          </p>
        </>
      ) : null}
    </AccountPage>
  );
}
