import { DEFAULT_ROUTES, type RouteName } from './route-table';

/** The default routes as `:name` patterns, for the demo host and tests (never the bundle). */
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

export function matchRoute(
  pathname: string,
): { name: RouteName; params: Record<string, string> } | undefined {
  for (const [name, pattern] of Object.entries(ROUTE_PATTERNS) as [RouteName, string][]) {
    const match = patternRegExp(pattern).exec(pathname);
    if (match) return { name, params: { ...match.groups } };
  }
  return undefined;
}
