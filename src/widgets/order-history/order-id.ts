import { routeParams, type RouteTemplates } from '../../core/routes/route-table';
import { orderNumberOf } from '../../rules/order/order-number';

/** The order number in the untrusted address; undefined when missing or malformed. */
export function orderIdFromPath(page: string, routes?: RouteTemplates): string | undefined {
  const id = routeParams('orderDetails', routes, page)?.orderId;
  return id ? orderNumberOf(id) : undefined;
}
