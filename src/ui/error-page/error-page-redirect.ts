import { useEffect } from 'react';
import { isApiError } from '../../api/http/api-error';
import { errorPageFor } from '../../core/routes/error-pages';
import type { RouteSite } from '../../core/routes/routes';

/**
 * The error page a failed platform call sends the shopper to (src/core/routes/error-pages.ts), or
 * undefined when the failure stays on the page with its "Try again": only an HTTP answer can say
 * the resource is not there for good; a timeout, a dropped connection or an unreadable body may
 * go away on a retry.
 */
export function errorPageOf(error: unknown, site: RouteSite): string | undefined {
  return isApiError(error) && error.kind === 'http' ? errorPageFor(site, error.status) : undefined;
}

/**
 * Goes to `href` once it is given. `location.replace`: the page that failed leaves the tab's
 * history, so Back from the error page returns to where the shopper came from instead of to a
 * page that would send them straight back.
 */
export function useLeaveForErrorPage(href: string | undefined): void {
  useEffect(() => {
    if (href) globalThis.location.replace(href);
  }, [href]);
}
