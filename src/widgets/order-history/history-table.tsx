import type { OrderSummary } from '../../api/orders/order-history.schema';
import type { OrderStatus } from '../../api/orders/order.schema';
import type { Translate } from '../../core/i18n/messages';
import type { OrderHistoryMessageKey } from './order-history.messages';
import { ReorderButton } from './reorder-button';

interface HistoryTableProps {
  orders: readonly OrderSummary[];
  detailsHref: (code: string) => string;
  cartHref: string;
  date: (iso: string) => string;
  status: (status: OrderStatus) => string;
  t: Translate<OrderHistoryMessageKey>;
}

/** One page of orders, each linking to its details, with the details page's Reorder. */
export function HistoryTable({
  orders,
  detailsHref,
  cartHref,
  date,
  status,
  t,
}: HistoryTableProps) {
  return (
    <div className="table-scroll">
      <table className="account-table" part="table">
        <caption className="visually-hidden">{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columnOrder')}</th>
            <th scope="col">{t('columnDate')}</th>
            <th scope="col">{t('columnStatus')}</th>
            <th scope="col">{t('columnPlacedBy')}</th>
            <th scope="col" className="number">
              {t('columnItems')}
            </th>
            <th scope="col" className="number">
              {t('columnTotal')}
            </th>
            <th scope="col">
              <span className="visually-hidden">{t('columnActions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.code} part="item" data-order-code={order.code}>
              <th scope="row">
                <a href={detailsHref(order.code)}>{order.code}</a>
              </th>
              <td>{date(order.created)}</td>
              <td>
                <span className={`order-status status-${order.status.toLowerCase()}`}>
                  {status(order.status)}
                </span>
              </td>
              <td>{order.placedBy}</td>
              <td className="number">{order.totalItems}</td>
              <td className="number">{order.totalPrice.formattedValue}</td>
              <td>
                <div className="row-actions">
                  <ReorderButton
                    orderCode={order.code}
                    cartHref={cartHref}
                    className="button-secondary"
                    namedByOrder
                  />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
