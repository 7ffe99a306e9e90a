/**
 * Issue 31's budget table: every page of the demo host (its own page list, lib/demo-pages.mjs)
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
 * against the budgets below: what a page loads before the shopper interacts, the flag SDK apart
 * (PAGE_BUDGET, HOME_BUDGET for a visitor's `/` and `/?mockFlags=0`); the flag SDK, LaunchDarkly's, loaded
 * after the first paint, in its own column (FLAG_SDK_BUDGET). With `treemap`,
 * each page's scripts are drawn as a treemap by package and source folder (source-map-explorer,
 * from the build's source maps) into bench-results/treemap/. Returns the table's rows;
 * `overBudget(rows)` names the rows over.
 *
 * Used by scripts/bench/index.mjs, or alone (exits 1 when a page is over its budget):
 *   node scripts/bench/pages.mjs [--dist dist] [--cpu 1] [--runs 3] [--page PATH]… [--no-treemap]
 *   [--port P] [--no-build] [--visitor | --signed-in] [--scripts]
 * Without either, the visitor's table and then the signed-in shopper's. `--scripts` lists each
 * page's scripts with their gzip sizes, largest first.
 * With `--signed-in`, every page opens as a signed-in shopper's (a returning shopper's tab: her
 * stored tokens and the identity server's cookie) with a product in her cart, who gets the page's
 * own content and its code where a visitor gets "Please sign in".
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { explore } from 'source-map-explorer';
import { flag, isMainScript, option, options } from './lib/cli.mjs';
import { demoPagePaths, HOME_WITH_FLAGS } from './lib/demo-pages.mjs';
import { builtFile, chunkName, gzipOfFile } from './lib/gzip.mjs';
import { throttleCpu, widgetsShownProbe } from './lib/probes.mjs';
import { runAlone } from './lib/run-alone.mjs';
import { buildRuntime, distOfRuntime, runtimeOption } from './lib/runtime-option.mjs';
import { CLINICIAN, shopperOf, signedInState } from './lib/shoppers.mjs';
import { median } from './lib/stats.mjs';

const PAGE_BUDGET = 80_000;
const HOME_BUDGET = 48_000;
const FLAG_SDK_BUDGET = 18_000;
/** The flag SDK's chunk (LaunchDarkly's browser SDK, src/core/flags): counted apart. */
const isFlagSdk = (file) => /[\\/]ldclient\.es\.js$/.test(file);
export const RESULTS_DIR = 'bench-results';
const READY_TIMEOUT = 15_000;
/** The product in the signed-in shopper's cart (seeded, level A, in stock). */
export const PPVT_FORMS = '0158241926';

/**
 * A page's budget in bytes of gzip. The home page's own is the visitor's (the side-by-side run's,
 * scripts/bench/startup.mjs): a shopper who signs in needs her session's code and menu on every
 * page, the home page as any other, under the page budget.
 */
const budgetOf = (path, signedIn) =>
  !signedIn && (path === HOME_WITH_FLAGS || path === '/') ? HOME_BUDGET : PAGE_BUDGET;

/** One cold load of `path`; with `settle`, waits for what loads at idle and lists the scripts. */
async function load(browser, baseUrl, dist, path, { cpu, settle, storageState }) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    storageState,
  });
  const page = await context.newPage();
  await throttleCpu(context, page, cpu);
  await page.addInitScript(widgetsShownProbe);
  const requests = [];
  page.on('request', (request) => requests.push(request));
  await page.goto(`${baseUrl}${path}`);
  const ready = await page
    .waitForFunction(() => window.__shown.ready !== undefined, null, { timeout: READY_TIMEOUT })
    .then(() => true)
    .catch(() => false);
  await page.waitForLoadState('networkidle');
  if (settle) {
    // The flag SDK waits for the session, the country and an idle moment: give it time to come.
    await page.waitForTimeout(3000);
    await page.waitForLoadState('networkidle');
  }
  const result = await page.evaluate(() => window.__shown);
  await context.close();
  const scripts = [
    ...new Set(
      requests
        .filter((r) => r.resourceType() === 'script')
        .filter((r) => new URL(r.url()).origin === new URL(baseUrl).origin)
        .map((r) => builtFile(dist, new URL(r.url()).pathname))
        .filter(Boolean),
    ),
  ];
  return { ...result, ready: ready ? result.ready : undefined, requests: requests.length, scripts };
}

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
  listScripts = false,
}) {
  const pages = paths?.length ? paths : await demoPagePaths();
  const states = new Map();
  /** The signed-in state a page opens with: its shopper's (shopperOf), made once per shopper. */
  const stateFor = async (path) => {
    if (!signedIn) return undefined;
    const shopper = shopperOf(path);
    if (!states.has(shopper))
      states.set(shopper, await signedInState(browser, baseUrl, shopper, [{ code: PPVT_FORMS }]));
    return states.get(shopper);
  };
  const rows = [];
  const started = Date.now();
  // Warm the server (its first answers open sockets and fill caches), untimed.
  await load(browser, baseUrl, dist, pages[0], {
    cpu: 1,
    settle: false,
    storageState: await stateFor(pages[0]),
  });
  for (const path of pages) {
    const storageState = await stateFor(path);
    const loads = [];
    // The first load settles and lists the scripts; the others only time the page.
    for (let i = 0; i < runs; i += 1)
      loads.push(await load(browser, baseUrl, dist, path, { cpu, settle: i === 0, storageState }));
    const [first] = loads;
    const sizeOf = (files) => files.reduce((sum, file) => sum + gzipOfFile(file), 0);
    const gzip = sizeOf(first.scripts.filter((file) => !isFlagSdk(file)));
    const flagSdk = sizeOf(first.scripts.filter(isFlagSdk));
    if (listScripts) printScripts(path, first.scripts, dist);
    const times = loads.map((l) => l.ready).filter((t) => t !== undefined);
    rows.push({
      page: path,
      gzip,
      budget: budgetOf(path, signedIn),
      flagSdk,
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
  const about = `${pages.length} pages${signedIn ? `, signed in as ${CLINICIAN.name} (the invoice pages as the district's buyer, whose organisations' invoices they are) with a product in her cart` : ', a visitor'}, ${runs} cold loads each, CPU ${cpu}x, ${seconds} s`;
  if (print) printBudgetTable(rows, about);
  else console.log(`\nBudget table: ${about} (printed at the end)`);
  if (treemap)
    console.log(`\nTreemaps of each page's JavaScript: ${join(RESULTS_DIR, 'treemap')}/`);
  return rows;
}

/** A page's scripts, largest first, gzip -9 bytes, named without their hash (`--scripts`). */
function printScripts(path, scripts, dist) {
  const sized = scripts
    .map((file) => ({ name: chunkName(relative(dist, file)), gzip: gzipOfFile(file) }))
    .sort((a, b) => b.gzip - a.gzip);
  console.log(`\n${path}: ${sized.length} scripts`);
  for (const { name, gzip } of sized) console.log(`  ${String(gzip).padStart(6)}  ${name}`);
}

/** The rows over their budget, or whose flag SDK is over its own. */
export const overBudget = (rows) =>
  rows.filter((r) => r.gzip > r.budget || (r.flagSdk ?? 0) > FLAG_SDK_BUDGET);

/** The budget table (Markdown), then the rows over budget named. */
export function printBudgetTable(rows, about) {
  console.log(
    `\nBudget table (issues 31, 44): ${about}; gzip -9, kB = 1000 bytes; the flag SDK apart (at most ${FLAG_SDK_BUDGET / 1000} kB)\n`,
  );
  console.log(
    '| page | script kB gzip | budget kB | flag SDK kB | requests | ready ms (median) | CLS (max) |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    const verdict = r.gzip <= r.budget ? '' : ' **OVER**';
    const sdk =
      r.flagSdk === undefined
        ? ''
        : `${(r.flagSdk / 1000).toFixed(2)}${r.flagSdk > FLAG_SDK_BUDGET ? ' **OVER**' : ''}`;
    const ready =
      r.ready === undefined
        ? r.requests === undefined
          ? ''
          : `not ready in ${READY_TIMEOUT / 1000} s (${r.waiting.join(', ')})`
        : r.ready.toFixed(0);
    console.log(
      `| ${r.page} | ${(r.gzip / 1000).toFixed(2)}${verdict} | ${r.budget / 1000} | ${sdk} | ${r.requests ?? ''} | ${ready} | ${r.cls === undefined ? '' : r.cls.toFixed(4)} |`,
    );
  }
  const over = overBudget(rows);
  console.log(
    over.length === 0
      ? '\nEvery row within its budget.'
      : `\nOver budget (${over.length} of ${rows.length}): ${over.map((r) => (r.gzip > r.budget ? `${r.page} ${(r.gzip / 1000).toFixed(2)} kB > ${r.budget / 1000} kB` : `${r.page}'s flag SDK ${(r.flagSdk / 1000).toFixed(2)} kB > ${FLAG_SDK_BUDGET / 1000} kB`)).join('; ')}`,
  );
}

if (isMainScript(import.meta.url)) {
  const runtime = runtimeOption();
  const dist = option('dist', distOfRuntime(runtime));
  if (!flag('no-build') && !option('dist')) buildRuntime(runtime);
  const paths = options('page');
  // Both tables unless one is asked for: the visitor's, then the signed-in shopper's.
  const who = flag('signed-in') ? [true] : flag('visitor') ? [false] : [false, true];
  let rows = [];
  await runAlone(
    async (context) => {
      for (const signedIn of who) {
        rows = rows.concat(
          await benchPages({
            ...context,
            paths,
            treemap: !flag('no-treemap'),
            signedIn,
            listScripts: flag('scripts'),
          }),
        );
      }
    },
    { defaultRuns: 3, dist, defaultCpu: 1 },
  );
  if (overBudget(rows).length > 0) process.exitCode = 1;
}
