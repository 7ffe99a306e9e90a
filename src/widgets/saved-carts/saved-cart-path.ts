import { ACCOUNT_SECTIONS, SAVED_CART_DETAILS_SEGMENT } from '../../core/routes/routes';
import { routeParams, type RouteTemplates } from '../../core/routes/route-table';
import { safeHref } from '../../core/url/safe-href';

/**
 * The saved-cart routes of spec section 2: `…/saved-carts` and `…/saved-carts/cart-details/{id}`,
 * wherever the CMS puts them (the route table's is under `/store/{site}/{lang}/my-account`). The id comes
 * from the page address, which anyone can type: it is checked, never trusted.
 */

const LIST_SEGMENT = ACCOUNT_SECTIONS.savedCarts;
const DETAILS_SEGMENT = SAVED_CART_DETAILS_SEGMENT;

/** What a cart code (SAP's number, or a guid) looks like; anything else is "not found". */
const CART_CODE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** The code if it is one, trimmed; null otherwise. */
export function normalizeCartCode(raw: string | null | undefined): string | null {
  const code = raw?.trim() ?? '';
  return CART_CODE.test(code) ? code : null;
}

function segmentsOf(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

/**
 * The cart id of the site's saved cart route (`…/saved-carts/cart-details/{id}[/]` by default).
 * Undefined when the page is not that route; null when its id is malformed (percent-encoded junk,
 * spaces around it).
 */
export function cartCodeFromPath(page: string, routes?: RouteTemplates): string | null | undefined {
  const decoded = routeParams('savedCartDetails', routes, page)?.cartId;
  if (decoded === undefined) return undefined;
  return decoded === decoded.trim() ? normalizeCartCode(decoded) : null;
}

/**
 * The cart the details widget shows: its `cart-id` attribute when the author set one, else the id in
 * the page path. Null means "not found" (missing or malformed).
 */
export function resolveCartCode(
  attribute: string | undefined,
  page: string,
  routes?: RouteTemplates,
): string | null {
  if (attribute !== undefined && attribute.trim() !== '') return normalizeCartCode(attribute);
  return cartCodeFromPath(page, routes) ?? null;
}

/**
 * The list page's path: the author's `base-path` when it is a safe site path, else the page path
 * up to its `saved-carts` segment, else the route table's (`fallback`). A site that configured its
 * saved cart routes gets those (`configured`: see detailsPath).
 */
export function listPath(
  basePath: string | undefined,
  pathname: string,
  fallback: string,
  configured = false,
): string {
  const own = basePath === undefined ? undefined : safeHref(basePath);
  // A plain site path only: a query or fragment would end up in the middle of the details link.
  if (own !== undefined && /^\/[^?#\s]*$/.test(own)) {
    return own.replace(/\/+$/, '') || fallback;
  }
  const segments = segmentsOf(pathname);
  const at = segments.indexOf(LIST_SEGMENT);
  if (at < 0 || configured) return fallback;
  return `/${segments.slice(0, at + 1).join('/')}`;
}

/**
 * The details page of one saved cart: under the author's list path, else the site's configured
 * details route (`configured`), else under the list path.
 */
export function detailsPath(
  list: string,
  code: string,
  configured?: (code: string) => string,
): string {
  return configured ? configured(code) : `${list}/${DETAILS_SEGMENT}/${encodeURIComponent(code)}`;
}
