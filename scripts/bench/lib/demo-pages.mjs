/**
 * Every page of the demo host, as addresses a bench can open: the host's own page list
 * (demo-host/pages.mjs: its demo pages, then one per route of the store's route table), each
 * route parameter filled with a value the fake backend knows, and the home page once more with
 * production flags (`/?mockFlags=0`, issue 31's home page). A route added to the table is benched
 * without anyone editing a list here; a parameter without a value stops the bench, not skips it.
 */
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { fillRoute } from '../../../demo-host/page-params.mjs';
import { buildPages } from '../../../demo-host/pages.mjs';

/** The home page with production flags and a flag client id: issue 31's 60 kB page. */
export const HOME_WITH_FLAGS = '/?mockFlags=0';

/** The demo host's pages, in its own order, with `/?mockFlags=0` after `/`. */
export async function demoPagePaths() {
  // The route table is TypeScript: Vite's module runner loads it as the demo host does.
  const { module } = await runnerImport(
    fileURLToPath(new URL('../../../src/core/routes/route-patterns.ts', import.meta.url)),
  );
  const paths = buildPages(module.ROUTE_PATTERNS, (pattern) => pattern).map(([pattern]) =>
    fillRoute(pattern),
  );
  // Two routes may fill to one address: open each once.
  const unique = [...new Set(paths)];
  unique.splice(unique.indexOf('/') + 1, 0, HOME_WITH_FLAGS);
  return unique;
}
