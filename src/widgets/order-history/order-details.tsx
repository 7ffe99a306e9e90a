import { useId, useState } from 'react';
import { useOrder } from '../../api/orders/get-order';
import { useTranslate } from '../../core/i18n/use-translate';
import { useSite } from '../../core/react/use-store';
import { storeRoutes } from '../../core/routes/routes';
import { safeHref } from '../../core/url/safe-href';
import { orderNumberOf } from '../../rules/order/order-number';
import { AccountPage } from '../../ui/account-page/account-page';
import { useAccountPageGate } from '../../ui/account-page/use-account-page-gate';
import { OrderFacts } from '../../ui/order/order-facts';
import { orderMessages } from '../../ui/order/order.messages';
import { AccessCodes } from '../../ui/order/access-codes';
import { OrderedProducts } from '../../ui/order/ordered-products';
import { OrderTotals } from '../../ui/order/order-totals';
import { useOrderDate } from '../../ui/order/use-order-date';
import { useComponentSheet } from '../../ui/styles/use-component-sheet';
import { errorPageOf } from '../../ui/error-page/error-page-redirect';
import orderCss from '../../ui/order/order-confirmation.css?inline';
import { orderIdFromPath } from './order-id';
import { orderDetailsMessages } from './order-details.messages';
import { orderStatusLabels } from './order-status-labels.messages';
import { ReorderButton } from './reorder-button';

export interface OrderDetailsProps {
  /** Default: the `{id}` of the page's order details address. */
  orderCode?: string;
  cartHref?: string;
}

/** <store-order-details>: one of the shopper's orders, with its products and Reorder. */
export function OrderDetails({ orderCode, cartHref }: OrderDetailsProps) {
  useComponentSheet(orderCss);
  const t = useTranslate(orderDetailsMessages);
  const to = useTranslate(orderMessages);
  const statusLabel = useTranslate(orderStatusLabels);
  const date = useOrderDate();
  const site = useSite();
  const routes = storeRoutes(site);
  const hintId = useId();
  const [code] = useState(() =>
    orderCode !== undefined
      ? orderNumberOf(orderCode)
      : orderIdFromPath(globalThis.location?.href ?? '/', site.routes),
  );
  const { gate, session } = useAccountPageGate('orderHistory');
  const query = useOrder(gate === 'open' ? session.user?.id : undefined, code);
  const order = query.data;
  // Malformed, unknown, foreign or refused: the error page. Retryable failures stay.
  const errorPage = code ? errorPageOf(query.error, site) : routes.error(404);
  const status = order ? 'ready' : query.isError ? 'error' : 'loading';
  const cart = safeHref(cartHref) ?? routes.cart;

  return (
    <AccountPage
      page="orderHistory"
      className="order-details"
      title={order ? t('title', { code: order.code }) : t('titleUnknown')}
      status={status}
      texts={{
        signIn: t('signIn'),
        loading: t('loading'),
        loadError: t('loadError'),
      }}
      back={{ href: routes.account.orderHistory, label: t('backToHistory') }}
      errorPage={errorPage}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    >
      {order ? (
        <div className="order-confirmation" data-order-code={order.code}>
          <p className="actions">
            <a href={routes.account.orderHistory}>{t('backToHistory')}</a>
          </p>
          <p className="order-status-line" data-order-status={order.status}>
            {t('status')}: <strong className="order-status">{statusLabel(order.status)}</strong>
          </p>
          <div className="actions">
            <ReorderButton
              orderCode={order.code}
              cartHref={cart}
              className="button-primary"
              describedBy={hintId}
            />
            <span className="hint" id={hintId}>
              {t('reorderHint')}
            </span>
          </div>
          <OrderFacts order={order} date={date} showInvoice />
          <OrderedProducts
            entries={order.entries}
            title={to('orderedProducts')}
            date={date}
            codes={AccessCodes}
          />
          <OrderTotals totals={order.totals} />
        </div>
      ) : null}
    </AccountPage>
  );
}
