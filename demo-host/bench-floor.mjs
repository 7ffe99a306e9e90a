/**
 * Benches only (scripts/bench-startup.mjs, issue 14): the floor page, the home page's shell with
 * two React 19 + r2wc "hello" elements in place of the header and the footer and no widget
 * loader. Its script is built apart into dist-bench-floor/ (bench/floor/), never into dist/, so it
 * is no part of what ships; without that directory the routes answer 404.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { cdnFiles } from './cdn-files.mjs';

export const BENCH_FLOOR_PATH = '/__bench/floor.html';
const FLOOR_DIR = 'dist-bench-floor';

/**
 * Adds the floor page and its script to `app`; `renderFloor(req, loaderUrls)` renders the page. The
 * script is served as the widgets' files are (cdn-files.mjs), so that both sides of the comparison
 * get their scripts from the same kind of server.
 */
export function serveBenchFloor(app, root, renderFloor) {
  const dir = join(root, FLOOR_DIR);
  app.use(
    '/__bench/floor',
    cdnFiles(dir, () => ({})),
  );
  app.get(BENCH_FLOOR_PATH, (req, res, next) => {
    if (!existsSync(join(dir, 'floor.js'))) return next();
    res.type('html').send(renderFloor(req, ['/__bench/floor/floor.js']));
  });
}

/** The home page's body with the hello elements where the header and the footer stand. */
export function floorBody(homeBody) {
  return homeBody
    .replace('<store-header></store-header>', '<bench-hello></bench-hello>')
    .replace('<store-footer></store-footer>', '<bench-hello></bench-hello>');
}
