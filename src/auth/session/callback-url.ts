import { pageOwnsQuery, type RouteTemplates } from '../../core/routes/route-table';

/**
 * The identity server sends the browser back with `code` and `state` (or `error`) in the query.
 * They are read once and removed from the address bar at once: no token or code stays in a URL,
 * the history, or a bookmark. A `code` without a state on a page whose own route names it (the
 * site's `routes`: a product page's `?code={productCode}`) is the page's, and stays.
 */
export function takeCallbackQuery(
  routes: RouteTemplates = {},
): { code: string; state: string } | { error: string } | undefined {
  const url = new URL(globalThis.location.href);
  const code = url.searchParams.get('code');
  const state = url.searchParams.get('state');
  const error = url.searchParams.get('error');
  if (!code && !error) return undefined;
  if (!state && !error && pageOwnsQuery('code', routes, url)) return undefined;
  for (const name of ['code', 'state', 'error', 'error_description', 'iss', 'client_id']) {
    url.searchParams.delete(name);
  }
  globalThis.history.replaceState(globalThis.history.state, '', url.toString());
  if (error) return { error };
  return code && state ? { code, state } : { error: 'missing_state' };
}
