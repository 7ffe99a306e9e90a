import { ACCOUNT_SECTIONS, SAVED_CART_DETAILS_SEGMENT } from '../../core/routes/routes';
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
 * The cart id in `…/saved-carts/cart-details/{id}[/]`. Undefined when the path is not a details
 * path at all; null when it is but the id is missing or malformed (percent-encoded junk, a slash,
 * extra segments after it).
 */
export function cartCodeFromPath(pathname: string): string | null | undefined {
  const segments = segmentsOf(pathname);
  const at = segments.findIndex(
    (segment, i) => segment === DETAILS_SEGMENT && segments[i - 1] === LIST_SEGMENT,
  );
  if (at < 0) return undefined;
  const rest = segments.slice(at + 1);
  if (rest.length !== 1 || rest[0] === undefined) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rest[0]);
  } catch {
    return null; // a lone % or a broken escape
  }
  return decoded === decoded.trim() ? normalizeCartCode(decoded) : null;
}

/**
 * The cart the details widget shows: its `cart-id` attribute when the author set one, else the id in
 * the page path. Null means "not found" (missing or malformed).
 */
export function resolveCartCode(attribute: string | undefined, pathname: string): string | null {
  if (attribute !== undefined && attribute.trim() !== '') return normalizeCartCode(attribute);
  return cartCodeFromPath(pathname) ?? null;
}

/**
 * The list page's path: the author's `base-path` when it is a safe site path, else the page path
 * up to its `saved-carts` segment, else the route table's (`fallback`).
 */
export function listPath(basePath: string | undefined, pathname: string, fallback: string): string {
  const own = basePath === undefined ? undefined : safeHref(basePath);
  // A plain site path only: a query or fragment would end up in the middle of the details link.
  if (own !== undefined && /^\/[^?#\s]*$/.test(own)) {
    return own.replace(/\/+$/, '') || fallback;
  }
  const segments = segmentsOf(pathname);
  const at = segments.indexOf(LIST_SEGMENT);
  if (at < 0) return fallback;
  return `/${segments.slice(0, at + 1).join('/')}`;
}

/** The details page of one saved cart, under the list path. */
export function detailsPath(list: string, code: string): string {
  return `${list}/${DETAILS_SEGMENT}/${encodeURIComponent(code)}`;
}
