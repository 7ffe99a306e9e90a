import { routeParams, type RouteTemplates } from './route-table';

// `returnTo`: where a signed-out shopper goes back after signing in. Untrusted: same origin only.
export const RETURN_TO_PARAM = 'returnTo';

/** Longer values are dropped rather than cut: a cut query is another page. */
export const RETURN_TO_MAX_LENGTH = 2000;

const BASE = 'https://return-to.invalid';

export function isLoginPath(pathname: string, routes?: RouteTemplates): boolean {
  return (
    /^\/[a-z]{2}(?:[-_][a-z]{2})?\/login\/?$/i.test(pathname) ||
    (!!routes?.login && !!routeParams('login', routes, pathname))
  );
}

export function safeReturnTo(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string' || value.length > RETURN_TO_MAX_LENGTH) return undefined;
  // `//` and backslashes name another host; the URL parser drops whitespace and control characters.
  if (!value.startsWith('/') || value.includes('//') || value.includes('\\')) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\s\u0000-\u001f\u007f#]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  // The login page itself would loop.
  if (url.origin !== BASE || url.pathname.startsWith('//') || isLoginPath(url.pathname)) {
    return undefined;
  }
  return `${url.pathname}${url.search}`;
}

/** Path and query, without the hash; undefined when unsafe. */
export function thisPageReturnTo(
  location: Pick<Location, 'pathname' | 'search'> = globalThis.location,
): string | undefined {
  return safeReturnTo(`${location.pathname}${location.search}`);
}
