import { fieldsOf } from '../http/occ-fields';
import { OccOrderHistoryListSchema } from './occ-order-history.schema';
import type { OccOrderHistory, OccOrderHistoryList } from './occ-order-history.schema';
import { orderStatusOf } from './occ-order-status';
import type { OrderList, OrderSummary } from './order-history.schema';

export const HISTORY_FIELDS = fieldsOf(OccOrderHistoryListSchema);

/** Placed by the agent when one did, else the customer. */
export function toOrderSummary(occ: OccOrderHistory): OrderSummary {
  return {
    code: occ.code,
    created: occ.placed,
    status: orderStatusOf(occ.status, occ.deliveryStatus),
    totalPrice: occ.total,
    totalItems: occ.totalUnitCount,
    placedBy: occ.placedBy?.name ?? occ.user?.name ?? '',
  };
}

export function toOrderList(occ: OccOrderHistoryList): OrderList {
  return { orders: occ.orders.map(toOrderSummary), pagination: occ.pagination };
}
