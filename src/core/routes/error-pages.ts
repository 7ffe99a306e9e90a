import { storeRoutes, type RouteSite } from './routes';

/**
 * 4xx answers that a retry can fix: the request took too long (408), came too early (425) or too
 * often (429). The widget keeps the shopper where they are, with its "Try again".
 */
const RETRYABLE_CLIENT_ERRORS: ReadonlySet<number> = new Set([408, 425, 429]);

/**
 * The error page a failed read of the page's resource sends the shopper to (spec section 2), or
 * undefined to stay: 401 is the session's, and what a retry can fix keeps its "Try again".
 */
export function errorPageCodeFor(status: number): number | undefined {
  if (!Number.isInteger(status) || status < 400 || status > 499) return undefined;
  if (status === 401 || RETRYABLE_CLIENT_ERRORS.has(status)) return undefined;
  return status;
}

/**
 * The error page's URL for a failed read's status (the regional site root plus
 * `error.{code}.html`), or undefined when the shopper stays on the page.
 */
export function errorPageFor(site: RouteSite, status: number): string | undefined {
  const code = errorPageCodeFor(status);
  return code === undefined ? undefined : storeRoutes(site).error(code);
}
