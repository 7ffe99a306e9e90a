import type { PageAddress, RouteName } from '../src/core/routes/route-table';

/** Types for wp-routes.mjs, so tests read the demo host's WordPress-like table. */
export declare const WP_PREFIX: string;
export declare const WP_ROUTES: Record<RouteName, string>;
export declare function wpRouteOf(
  address: PageAddress,
  match: (template: string, address: PageAddress) => Record<string, string> | undefined,
  paramNames: (name: RouteName) => string[],
): { name: RouteName; params: Record<string, string> } | undefined;
