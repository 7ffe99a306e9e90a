import { logError } from '../platform/log';
import {
  DEFAULT_ROUTES,
  templateProblem,
  type RouteName,
  type RouteTemplates,
} from './route-table';

/** Each route is checked on its own; a bad one is logged and its default used. */
export function readRouteTemplates(raw: Record<string, unknown>): RouteTemplates {
  const routes: RouteTemplates = {};
  for (const [name, template] of Object.entries(raw)) {
    if (!(name in DEFAULT_ROUTES)) {
      logError(`config: unknown route "routes.${name}" ignored`);
      continue;
    }
    const problem = templateProblem(name as RouteName, template);
    if (problem) logError(`config: "routes.${name}" is invalid (${problem}); using the default`);
    else routes[name as RouteName] = template as string;
  }
  return routes;
}
