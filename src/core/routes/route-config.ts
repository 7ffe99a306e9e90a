import { logError } from '../platform/log';
import {
  DEFAULT_ROUTES,
  templateProblem,
  type RouteName,
  type RouteTemplates,
} from './route-table';

/**
 * The configuration's `routes`: each route checked on its own, as the configuration's keys are.
 * An unknown route or an unusable template is logged by name and left out (its default is used).
 */
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
