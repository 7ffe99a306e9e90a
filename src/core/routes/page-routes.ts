import { getCore } from '../core';
import type { RouteTemplates } from './route-table';

/** The page's configured route table (the configuration's `routes`), for readers outside React. */
export const pageRoutes = (): RouteTemplates | undefined => getCore().store.site.routes;
