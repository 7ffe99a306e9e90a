import { routeParams, type RouteTemplates } from '../../core/routes/route-table';
import { orderNumberOf } from '../../rules/order/order-number';

/**
 * The order number in the page's address (the site's order details route). The address is untrusted: a missing, malformed or
 * undecodable id is undefined (the page says "not found" without asking the platform).
 */
export function orderIdFromPath(page: string, routes?: RouteTemplates): string | undefined {
  const id = routeParams('orderDetails', routes, page)?.orderId;
  return id ? orderNumberOf(id) : undefined;
}
