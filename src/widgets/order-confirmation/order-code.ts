import { routeParams, type RouteTemplates } from '../../core/routes/route-table';

/** Anything else is "not found", never sent. */
const ORDER_CODE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;

export function normalizeOrderCode(raw: string | null | undefined): string | null {
  const code = raw?.trim() ?? '';
  return ORDER_CODE.test(code) ? code : null;
}

/** The confirmation route's order code from the untrusted address; null when malformed. */
export function orderCodeFromPath(page: string, routes?: RouteTemplates): string | null {
  return normalizeOrderCode(routeParams('orderConfirmation', routes, page)?.orderCode);
}
