import { routeParams, type RouteTemplates } from './route-table';

/**
 * `returnTo`: the page a signed-out shopper goes back to after signing in again. Untrusted input:
 * only a site-relative path with a query on this origin is used, never another site or a script.
 */
export const RETURN_TO_PARAM = 'returnTo';

/** Longer values are dropped rather than cut: a cut query is another page. */
export const RETURN_TO_MAX_LENGTH = 2000;

const BASE = 'https://return-to.invalid';

/**
 * The login page (`/{locale}/login`, the spec's `{lang}/login`), in any case, with a trailing
 * slash; or the site's configured login route (`routes`).
 */
export function isLoginPath(pathname: string, routes?: RouteTemplates): boolean {
  return (
    /^\/[a-z]{2}(?:[-_][a-z]{2})?\/login\/?$/i.test(pathname) ||
    (!!routes?.login && !!routeParams('login', routes, pathname))
  );
}

/**
 * The `returnTo` value to use, or undefined. Refused: any `//` or backslash (another host as the
 * browser reads it), whitespace and control characters (the URL parser drops them), a fragment,
 * and the login page itself (a loop); the rest must resolve to this origin.
 */
export function safeReturnTo(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string' || value.length > RETURN_TO_MAX_LENGTH) return undefined;
  if (!value.startsWith('/') || value.includes('//') || value.includes('\\')) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\s\u0000-\u001f\u007f#]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE || url.pathname.startsWith('//') || isLoginPath(url.pathname)) {
    return undefined;
  }
  return `${url.pathname}${url.search}`;
}

/**
 * This page as a `returnTo` (path and query; the hash is not carried): signing in on the login
 * page brings the shopper back here. Undefined when the page's own address is not a safe value.
 */
export function thisPageReturnTo(
  location: Pick<Location, 'pathname' | 'search'> = globalThis.location,
): string | undefined {
  return safeReturnTo(`${location.pathname}${location.search}`);
}
