import { pageOwnsQuery, type RouteTemplates } from '../../core/routes/route-table';

/** Removed from the address bar at once; a product page's own `?code=` stays. */
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
