import { DEFAULT_ROUTES, type RouteName } from './route-table';

/**
 * The store's routes as patterns (`:name` matches one path segment), for code that must recognise
 * a URL rather than build one: the demo host serves a page for each, and the tests match URLs
 * against it. Derived from the route table's defaults (route-table.ts), so a route is written
 * once; the checkout's pattern is the spec's `/{x}/checkout` (any one segment), ours one of them.
 * Nothing in the bundle imports it.
 */
export const ROUTE_PATTERNS = {
  ...(Object.fromEntries(
    Object.entries(DEFAULT_ROUTES).map(([name, template]) => [
      name,
      template.replace('{storeBase}', '/store/{site}/{lang}').replace(/\{(\w+)\}/g, ':$1'),
    ]),
  ) as Record<RouteName, string>),
  checkout: '/:x/checkout',
};
export type { RouteName };

/** A pattern as a regular expression with named groups; a trailing slash is allowed. */
export function patternRegExp(pattern: string): RegExp {
  const escaped = pattern
    .split(/(:[a-zA-Z]+)/)
    .map((part) =>
      part.startsWith(':')
        ? `(?<${part.slice(1)}>[^/]+?)`
        : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${escaped}/?$`);
}

/** The first route (in table order) whose pattern matches the path, with its parameters. */
export function matchRoute(
  pathname: string,
): { name: RouteName; params: Record<string, string> } | undefined {
  for (const [name, pattern] of Object.entries(ROUTE_PATTERNS) as [RouteName, string][]) {
    const match = patternRegExp(pattern).exec(pathname);
    if (match) return { name, params: { ...match.groups } };
  }
  return undefined;
}
