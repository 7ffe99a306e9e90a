import { routeParams, type RouteTemplates } from '../../core/routes/route-table';

/** What an order code looks like (`W00001001`); anything else is "not found", never sent. */
const ORDER_CODE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;

export function normalizeOrderCode(raw: string | null | undefined): string | null {
  const code = raw?.trim() ?? '';
  return ORDER_CODE.test(code) ? code : null;
}

/**
 * The order code of the site's order confirmation route (`…/order-confirmation/{code}` by
 * default). The page address is untrusted: a malformed or missing code is null.
 */
export function orderCodeFromPath(page: string, routes?: RouteTemplates): string | null {
  return normalizeOrderCode(routeParams('orderConfirmation', routes, page)?.orderCode);
}
