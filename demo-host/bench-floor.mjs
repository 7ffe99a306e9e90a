/**
 * Benches only (scripts/bench/startup.mjs, issues 14 and 31): the floor pages, the home page's
 * shell with two r2wc "hello" elements in place of the header and the footer and no widget
 * loader, rendered by React 19 (/__bench/floor.html) or by preact/compat
 * (/__bench/floor-preact.html). Their scripts are built apart into dist-bench-floor/
 * (scripts/bench/floor/), never into dist/, so they are no part of what ships; without their
 * files the routes answer 404.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { cdnFiles } from './cdn-files.mjs';

export const BENCH_FLOOR_PATH = '/__bench/floor.html';
export const BENCH_FLOOR_PREACT_PATH = '/__bench/floor-preact.html';
export const BENCH_FLOOR_CONTENT_PATH = '/__bench/floor-content.html';
const FLOOR_DIR = 'dist-bench-floor';

/**
 * Adds the floor pages and their scripts to `app`; `renderFloor(req, loaderUrls)` renders the page. The
 * script is served as the widgets' files are (cdn-files.mjs), so that both sides of the comparison
 * get their scripts from the same kind of server.
 */
export function serveBenchFloor(app, root, renderFloor) {
  const dir = join(root, FLOOR_DIR);
  app.use(
    '/__bench/floor',
    cdnFiles(dir, () => ({})),
  );
  for (const [path, script, content] of [
    [BENCH_FLOOR_PATH, 'floor.js', false],
    [BENCH_FLOOR_PREACT_PATH, 'floor-preact.js', false],
    [BENCH_FLOOR_CONTENT_PATH, 'floor-content.js', true],
  ]) {
    app.get(path, (req, res, next) => {
      if (!existsSync(join(dir, script))) return next();
      res.type('html').send(renderFloor(req, [`/__bench/floor/${script}`], content));
    });
  }
}

/**
 * The home page's body with the hello elements where the header and the footer stand, or with
 * `content`, the content floor's elements, which show the header's and footer's CMS links.
 */
export function floorBody(homeBody, content = false) {
  const [header, footer] = content
    ? [
        '<bench-content part="header"></bench-content>',
        '<bench-content part="footer"></bench-content>',
      ]
    : ['<bench-hello></bench-hello>', '<bench-hello></bench-hello>'];
  return homeBody
    .replace('<store-header></store-header>', header)
    .replace('<store-footer></store-footer>', footer);
}
