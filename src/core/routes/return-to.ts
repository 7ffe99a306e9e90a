import { routeParams, type RouteTemplates } from './route-table';

/**
 * `returnTo`: the page a shopper signed out of (idle, timeout, session ended) on a checkout or
 * account page, carried in the login page's query so that signing in there takes them back
 * (src/auth/session/after-sign-in.ts).
 *
 * It is untrusted input: anyone can send a shopper a login link with any `returnTo`. It is used only
 * if it is a site-relative path with an optional query on this origin, so it can never send the
 * shopper to another site or run script.
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
 * The `returnTo` value to use, or undefined to ignore it. Accepted: a path starting with a single
 * `/`, with an optional query, at most 2000 characters. Refused:
 * - `//host…` and any `//` (another host, or a path a server may read as one);
 * - a backslash anywhere (browsers read `/\evil.example` as `//evil.example`);
 * - a scheme (`javascript:`, `https://…`, `data:`): such a value does not start with `/`;
 * - whitespace and control characters (the URL parser drops tabs and newlines: `/\t/evil`
 *   would become `//evil`);
 * - a fragment (`#`): only path and query are carried;
 * - the login page itself (signing in there would come straight back: a loop).
 * The accepted value is returned as the browser resolves it (dot segments removed), and it must
 * resolve to this origin.
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
