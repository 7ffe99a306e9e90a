import { ACCOUNT_SECTIONS, SAVED_CART_DETAILS_SEGMENT } from '../../core/routes/routes';
import { routeParams, type RouteTemplates } from '../../core/routes/route-table';
import { safeHref } from '../../core/url/safe-href';

/** The saved-cart routes; the id comes from the untrusted address and is checked. */

const LIST_SEGMENT = ACCOUNT_SECTIONS.savedCarts;
const DETAILS_SEGMENT = SAVED_CART_DETAILS_SEGMENT;

const CART_CODE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export function normalizeCartCode(raw: string | null | undefined): string | null {
  const code = raw?.trim() ?? '';
  return CART_CODE.test(code) ? code : null;
}

function segmentsOf(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

/** The details route's cart id: undefined off that route, null when malformed. */
export function cartCodeFromPath(page: string, routes?: RouteTemplates): string | null | undefined {
  const decoded = routeParams('savedCartDetails', routes, page)?.cartId;
  if (decoded === undefined) return undefined;
  return decoded === decoded.trim() ? normalizeCartCode(decoded) : null;
}

/** The `cart-id` attribute, else the page path's id; null is "not found". */
export function resolveCartCode(
  attribute: string | undefined,
  page: string,
  routes?: RouteTemplates,
): string | null {
  if (attribute !== undefined && attribute.trim() !== '') return normalizeCartCode(attribute);
  return cartCodeFromPath(page, routes) ?? null;
}

/** The list's path: a safe `base-path`, else the page path up to `saved-carts`, else `fallback`. */
export function listPath(
  basePath: string | undefined,
  pathname: string,
  fallback: string,
  configured = false,
): string {
  const own = basePath === undefined ? undefined : safeHref(basePath);
  // A plain site path only: a query or fragment would land mid-link.
  if (own !== undefined && /^\/[^?#\s]*$/.test(own)) {
    return own.replace(/\/+$/, '') || fallback;
  }
  const segments = segmentsOf(pathname);
  const at = segments.indexOf(LIST_SEGMENT);
  if (at < 0 || configured) return fallback;
  return `/${segments.slice(0, at + 1).join('/')}`;
}

export function detailsPath(
  list: string,
  code: string,
  configured?: (code: string) => string,
): string {
  return configured ? configured(code) : `${list}/${DETAILS_SEGMENT}/${encodeURIComponent(code)}`;
}
