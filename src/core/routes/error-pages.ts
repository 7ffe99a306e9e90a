import { storeRoutes, type RouteSite } from './routes';

/**
 * 4xx answers that a retry can fix: the request took too long (408), came too early (425) or too
 * often (429). The widget keeps the shopper where they are, with its "Try again".
 */
const RETRYABLE_CLIENT_ERRORS: ReadonlySet<number> = new Set([408, 425, 429]);

/**
 * Which failed read of the resource a page's address names (an order, a quote, an invoice) sends
 * the shopper to an error page (spec section 2), and which one: the code, or undefined to stay.
 *
 * - A client error that will answer the same however often it is asked (400 malformed, 403 not
 *   theirs, 404 no such thing, 410 removed, …) leaves for the error page of that code: the page
 *   has nothing to show, and the error page says why and links home.
 * - 401 stays: the session handles it (the page asks the shopper to sign in and comes back).
 * - 408, 425, 429, every 5xx and no answer at all (status 0: timeout, network down) stay with the
 *   page's "Try again", since a retry can fix them and the shopper keeps their place.
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
