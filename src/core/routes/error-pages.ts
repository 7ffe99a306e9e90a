import { storeRoutes, type RouteSite } from './routes';

/** 4xx answers a retry can fix: the widget keeps the shopper there with its "Try again". */
const RETRYABLE_CLIENT_ERRORS: ReadonlySet<number> = new Set([408, 425, 429]);

/** Spec section 2; undefined to stay: 401 is the session's. */
export function errorPageCodeFor(status: number): number | undefined {
  if (!Number.isInteger(status) || status < 400 || status > 499) return undefined;
  if (status === 401 || RETRYABLE_CLIENT_ERRORS.has(status)) return undefined;
  return status;
}

export function errorPageFor(site: RouteSite, status: number): string | undefined {
  const code = errorPageCodeFor(status);
  return code === undefined ? undefined : storeRoutes(site).error(code);
}
