import { useEffect } from 'react';
import { isApiError } from '../../api/http/api-error';
import { errorPageFor } from '../../core/routes/error-pages';
import type { RouteSite } from '../../core/routes/routes';

/** Undefined keeps Try again: only an HTTP answer can say a resource is gone for good. */
export function errorPageOf(error: unknown, site: RouteSite): string | undefined {
  return isApiError(error) && error.kind === 'http' ? errorPageFor(site, error.status) : undefined;
}

/** Replaces the failed page in history, so Back does not bounce the shopper to the error again. */
export function useLeaveForErrorPage(href: string | undefined): void {
  useEffect(() => {
    if (href) globalThis.location.replace(href);
  }, [href]);
}
