/**
 * Issue 31's budget table: every page of the demo host (its own page list, scripts/demo-pages.mjs)
 * opened cold in headless Chromium on the production build, with per page
 *
 *  - script kB: gzip -9 of every script of ours it loads before the shopper interacts (until the
 *    network is idle 3 s after it first was, so what loads at idle, e.g. the flag SDK, counts),
 *    read from the build directory (the demo host does not compress);
 *  - requests: every request of that load, the page itself included;
 *  - ready ms: the median time until every widget placed on the page shows content (its shadow
 *    root holds a `[data-state]` past `loading`); a widget that never does is named instead;
 *  - CLS: the largest cumulative layout shift of the loads (no input is made);
 *
 * against the budgets: every page at most 80 kB gzip, the home page with production flags
 * (`/?mockFlags=0`) at most 60 kB. With `treemap`, each page's scripts are drawn as a treemap by
 * package and source folder (source-map-explorer, from the build's source maps) into
 * bench-results/treemap/. Returns the table's rows; `overBudget(rows)` names the rows over.
 *
 * Used by scripts/bench.mjs, or alone (exits 1 when a page is over its budget):
 *   node scripts/bench-pages.mjs [--dist dist] [--cpu 1] [--runs 3] [--page PATH]… [--no-treemap]
 *   [--port P] [--no-build] [--signed-in]
 * With `--signed-in`, every page opens as a signed-in shopper's (a returning shopper's tab: her
 * stored tokens and the identity server's cookie), who gets the page's own content and its code
 * where a visitor gets "Please sign in".
 */
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { explore } from 'source-map-explorer';
import { flag, isMainScript, median, option, options, runAlone } from './bench-alone.mjs';
import { demoPagePaths, HOME_WITH_FLAGS } from './demo-pages.mjs';
import { buildRuntime, distOfRuntime, runtimeOption } from './runtime-option.mjs';

const PAGE_BUDGET = 80_000;
const HOME_BUDGET = 60_000;
export const RESULTS_DIR = 'bench-results';
const READY_TIMEOUT = 15_000;

/** A page's budget in bytes of gzip. */
const budgetOf = (path) => (path === HOME_WITH_FLAGS ? HOME_BUDGET : PAGE_BUDGET);

/** In the page: when every widget placed in it shows content, and layout shifts without input. */
const instrument = () => {
  const w = window;
  w.__page = { cls: 0, ready: undefined, waiting: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) w.__page.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  // The page's own widgets are in its markup: listed once it is parsed (a walk of every element
  // each frame would load the main thread being measured). Widgets inside widgets count with them.
  let placed;
  const check = () => {
    if (!placed && document.readyState !== 'loading')
      placed = [...document.querySelectorAll('*')].filter((el) =>
        el.localName.startsWith('store-'),
      );
    const waiting = (placed ?? []).filter(
      (el) => !el.shadowRoot?.querySelector('[data-state]:not([data-state="loading"])'),
    );
    w.__page.waiting = [...new Set(waiting.map((el) => el.localName))];
    if (placed && waiting.length === 0) w.__page.ready = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
};

/** The built file a served script came from (our widgets' files only), else undefined. */
function builtFile(url, baseUrl, dist) {
  const { origin, pathname } = new URL(url);
  if (origin !== new URL(baseUrl).origin || !pathname.startsWith('/widgets/')) return undefined;
  const file = join(dist, pathname.slice('/widgets/'.length));
  return existsSync(file) ? file : undefined;
}

/** One cold load of `path`; with `settle`, waits for what loads at idle and lists the scripts. */
async function load(browser, baseUrl, dist, path, { cpu, settle, storageState }) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    storageState,
  });
  const page = await context.newPage();
  if (cpu > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  }
  await page.addInitScript(instrument);
  const requests = [];
  page.on('request', (request) => requests.push(request));
  await page.goto(`${baseUrl}${path}`);
  const ready = await page
    .waitForFunction(() => window.__page.ready !== undefined, null, { timeout: READY_TIMEOUT })
    .then(() => true)
    .catch(() => false);
  await page.waitForLoadState('networkidle');
  if (settle) {
    // The flag SDK waits for the session, the country and an idle moment: give it time to come.
    await page.waitForTimeout(3000);
    await page.waitForLoadState('networkidle');
  }
  const result = await page.evaluate(() => window.__page);
  await context.close();
  const scripts = [
    ...new Set(
      requests
        .filter((r) => r.resourceType() === 'script')
        .map((r) => builtFile(r.url(), baseUrl, dist))
        .filter(Boolean),
    ),
  ];
  return { ...result, ready: ready ? result.ready : undefined, requests: requests.length, scripts };
}

/**
 * A signed-in shopper's browser state (her stored tokens and the identity server's cookie), made
 * by signing in once from the account menu as a shopper does: each page then opens cold (a new
 * context, no HTTP cache) with it, as a returning shopper's tab does.
 */
async function signedInState(browser, baseUrl, user = SHOPPER) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  const menu = page.locator('store-account-menu').first();
  await menu.getByRole('button', { name: 'Sign in' }).click();
  const dialog = menu.getByRole('dialog', { name: 'Sign in to your account' });
  await dialog.getByLabel('Email or username').fill(user.username);
  await dialog.getByLabel('Password').fill(user.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await menu.getByRole('button', { name: `Account menu for ${user.name}` }).waitFor();
  const state = await context.storageState();
  await context.close();
  return state;
}

/** The seeded shopper the signed-in run uses (the README's quick start names her). */
const SHOPPER = {
  username: 'clinician@example.com',
  password: 'Clinician!2026',
  name: 'Dana Whitfield',
};

/** A file name for a page's treemap or report: `/` is home, `/?mockFlags=0` home_mockFlags_0. */
export function slugOf(path) {
  const slug = path
    .replace(/\.html$/, '')
    .replace(/^\/+/, '')
    .replace(/[^\w.-]+/g, '_');
  return slug === '' || slug.startsWith('_') ? `home${slug}` : slug;
}

/** The page's scripts as one treemap, by package and source folder, from the source maps. */
async function writeTreemap(path, scripts) {
  const dir = join(RESULTS_DIR, 'treemap');
  mkdirSync(dir, { recursive: true });
  const filename = join(dir, `${slugOf(path)}.html`);
  // Sources read `../../../node_modules/…` from a release folder: shown from the project's root.
  await explore(
    scripts.filter((file) => existsSync(`${file}.map`)),
    {
      output: { format: 'html', filename },
      gzip: true,
      noBorderChecks: true,
      replaceMap: { '../../../node_modules/': 'node_modules/', '../../../src/': 'src/' },
    },
  );
  return filename;
}

export async function benchPages({
  browser,
  baseUrl,
  dist = 'dist',
  cpu = 1,
  runs = 3,
  paths,
  treemap = true,
  print = true,
  signedIn = false,
}) {
  const pages = paths?.length ? paths : await demoPagePaths();
  const storageState = signedIn ? await signedInState(browser, baseUrl) : undefined;
  const rows = [];
  const started = Date.now();
  // Warm the server (its first answers open sockets and fill caches), untimed.
  await load(browser, baseUrl, dist, pages[0], { cpu: 1, settle: false, storageState });
  for (const path of pages) {
    const loads = [];
    // The first load settles and lists the scripts; the others only time the page.
    for (let i = 0; i < runs; i += 1)
      loads.push(await load(browser, baseUrl, dist, path, { cpu, settle: i === 0, storageState }));
    const [first] = loads;
    const gzip = first.scripts.reduce(
      (sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length,
      0,
    );
    const times = loads.map((l) => l.ready).filter((t) => t !== undefined);
    rows.push({
      page: path,
      gzip,
      budget: budgetOf(path),
      requests: first.requests,
      ready: times.length === loads.length ? median(times) : undefined,
      waiting: loads.find((l) => l.ready === undefined)?.waiting ?? [],
      cls: Math.max(...loads.map((l) => l.cls)),
      treemap: treemap
        ? await writeTreemap(signedIn ? `${path} signed-in` : path, first.scripts)
        : undefined,
    });
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const about = `${pages.length} pages${signedIn ? `, signed in as ${SHOPPER.name}` : ', a visitor'}, ${runs} cold loads each, CPU ${cpu}x, ${seconds} s`;
  if (print) printBudgetTable(rows, about);
  else console.log(`\nBudget table: ${about} (printed at the end)`);
  if (treemap)
    console.log(`\nTreemaps of each page's JavaScript: ${join(RESULTS_DIR, 'treemap')}/`);
  return rows;
}

/** The rows over their budget. */
export const overBudget = (rows) => rows.filter((r) => r.gzip > r.budget);

/** The budget table (Markdown), then the rows over budget named. */
export function printBudgetTable(rows, about) {
  console.log(`\nBudget table (issue 31): ${about}; gzip -9, kB = 1000 bytes\n`);
  console.log('| page | script kB gzip | budget kB | requests | ready ms (median) | CLS (max) |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    const verdict = r.gzip <= r.budget ? '' : ' **OVER**';
    const ready =
      r.ready === undefined
        ? r.requests === undefined
          ? ''
          : `not ready in ${READY_TIMEOUT / 1000} s (${r.waiting.join(', ')})`
        : r.ready.toFixed(0);
    console.log(
      `| ${r.page} | ${(r.gzip / 1000).toFixed(2)}${verdict} | ${r.budget / 1000} | ${r.requests ?? ''} | ${ready} | ${r.cls === undefined ? '' : r.cls.toFixed(4)} |`,
    );
  }
  const over = overBudget(rows);
  console.log(
    over.length === 0
      ? '\nEvery row within its budget.'
      : `\nOver budget (${over.length} of ${rows.length}): ${over.map((r) => `${r.page} ${(r.gzip / 1000).toFixed(2)} kB > ${r.budget / 1000} kB`).join('; ')}`,
  );
}

if (isMainScript(import.meta.url)) {
  const runtime = runtimeOption();
  const dist = option('dist', distOfRuntime(runtime));
  if (!flag('no-build') && !option('dist')) buildRuntime(runtime);
  const paths = options('page');
  let rows = [];
  await runAlone(
    async (context) => {
      rows = await benchPages({
        ...context,
        paths,
        treemap: !flag('no-treemap'),
        signedIn: flag('signed-in'),
      });
    },
    { defaultRuns: 3, dist, defaultCpu: 1 },
  );
  if (overBudget(rows).length > 0) process.exitCode = 1;
}
