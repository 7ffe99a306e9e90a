/**
 * Issue 31: Lighthouse's mobile audit of every page of the demo host (lib/demo-pages.mjs) on
 * the production build: Lighthouse 12's default settings, a phone's screen with simulated slow 4G
 * (150 ms round trips, 1.6 Mbit/s) and a 4x slower CPU, in Debian's Chromium started with a
 * DevTools port for it. Prints each page's performance score and largest contentful paint (and
 * the other metrics the score weighs), against the issue's goal of 100 on every page; the full
 * reports go to bench-results/lighthouse/. Figures only: the run does not fail on a score.
 *
 * With `--signed-in`, every page is audited as the signed-in shopper's (Dana, the invoice pages as
 * the district's buyer, a product in her cart, as `npm run bench:pages -- --signed-in`): each
 * shopper signs in once in the audited Chromium, and each audit keeps her storage (Lighthouse's
 * `disableStorageReset`) while the HTTP cache is emptied before it, so each is a returning
 * shopper's cold load.
 *
 * npm run bench:lighthouse [-- --page PATH…] [--dist dist] [--port P] [--no-build] [--signed-in]
 * (scripts/bench/index.mjs runs it after its other parts with `--lighthouse`.)
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium as playwrightChromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../checks/chromium.mjs';
import { flag, isMainScript, option, options } from './lib/cli.mjs';
import { freePort, serveDemoHost } from './lib/demo-host.mjs';
import { demoPagePaths } from './lib/demo-pages.mjs';
import { buildRuntime, distOfRuntime, runtimeOption } from './lib/runtime-option.mjs';
import { PPVT_FORMS, RESULTS_DIR, slugOf } from './pages.mjs';
import { CLINICIAN, shopperOf, signIn } from './lib/shoppers.mjs';

const GOAL = 100;

/** Chromium with a DevTools port for Lighthouse (it drives the browser itself, not Playwright). */
async function launchChromium() {
  const port = freePort();
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const chromium = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  // Ready when its DevTools endpoint answers: a loaded 2-core machine can take well over 10 s.
  for (let tries = 0; ; tries += 1) {
    const answer = await fetch(`http://127.0.0.1:${port}/json/version`).catch(() => undefined);
    if (answer?.ok) break;
    if (tries > 300) throw new Error(`Chromium's DevTools port ${port} never answered`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    // Its profile is removed once it has exited (it writes there until then; a helper process
    // it leaves may still write for a moment: the removal retries).
    stop: async () => {
      const exited = new Promise((resolve) => chromium.once('exit', resolve));
      chromium.kill();
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}

/** The metrics of a report, in ms (CLS unitless), and its score out of 100. */
function figuresOf(lhr) {
  const ms = (id) => lhr.audits[id]?.numericValue;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: ms('largest-contentful-paint'),
    fcp: ms('first-contentful-paint'),
    tbt: ms('total-blocking-time'),
    si: ms('speed-index'),
    cls: ms('cumulative-layout-shift'),
  };
}

/**
 * Signs `shopper` in, in the audited Chromium's own profile (through Playwright over its DevTools
 * port), with a product in her cart, after clearing what an earlier shopper left (the page
 * origin's storage and every cookie); returns what empties the HTTP cache before an audit.
 */
async function signInForAudits(port, baseUrl, shopper) {
  const browser = await playwrightChromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await context.clearCookies();
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(baseUrl).origin,
    storageTypes: 'all',
  });
  await page.goto(`${baseUrl}/`);
  await signIn(page, shopper);
  await page.evaluate((code) => window.storeWidgets.addLines([{ code }]), PPVT_FORMS);
  await page.goto('about:blank');
  return {
    emptyCache: () => cdp.send('Network.clearBrowserCache'),
    close: async () => {
      await page.close();
      await browser.close();
    },
  };
}

export async function benchLighthouse({ baseUrl, paths, signedIn = false }) {
  const pages = paths?.length ? paths : await demoPagePaths();
  const dir = join(RESULTS_DIR, signedIn ? 'lighthouse-signed-in' : 'lighthouse');
  mkdirSync(dir, { recursive: true });
  const chromium = await launchChromium();
  const rows = [];
  const started = Date.now();
  let shopper;
  let signedInAs;
  const audit = async (path) => {
    // Signed in, each page as its shopper's (shopperOf): the invoice pages as the district's.
    if (signedIn && signedInAs !== shopperOf(path)) {
      await shopper?.close();
      signedInAs = shopperOf(path);
      shopper = await signInForAudits(chromium.port, baseUrl, signedInAs);
    }
    await shopper?.emptyCache();
    return lighthouse(`${baseUrl}${path}`, {
      port: chromium.port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: signedIn,
    });
  };
  // One sign-in per shopper: her pages together, then reported in the page list's order.
  const order = signedIn
    ? [...new Set(pages.map(shopperOf))].flatMap((one) => pages.filter((p) => shopperOf(p) === one))
    : pages;
  try {
    // A first audit warms the demo host (its first answers are slower) and is not counted.
    await audit(order[0]);
    for (const path of order) {
      const result = await audit(path);
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      writeFileSync(join(dir, `${slugOf(path)}.html`), result.report);
      rows.push({
        path,
        ...figuresOf(result.lhr),
        error: result.lhr.runtimeError?.code,
        // Lighthouse's measure of this machine's speed at the time: the simulation scales by it.
        benchmark: result.lhr.environment.benchmarkIndex,
      });
    }
  } finally {
    await shopper?.close();
    await chromium.stop();
  }
  rows.sort((a, b) => pages.indexOf(a.path) - pages.indexOf(b.path));
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const s = (value) => (value === undefined ? '' : (value / 1000).toFixed(2));
  console.log(
    `\nLighthouse mobile audit (simulated slow 4G, 4x CPU): ${pages.length} pages, ${signedIn ? `signed in as ${CLINICIAN.name} (the invoice pages as the district's buyer) with a product in her cart` : 'a visitor'}, ${seconds} s; reports in ${dir}/\n`,
  );
  console.log(
    '| page | performance | LCP s | FCP s | TBT ms | Speed Index s | CLS | machine benchmark index |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows)
    console.log(
      `| ${r.path} | ${r.error ? `error ${r.error}` : `${r.score}${r.score < GOAL ? ' (under 100)' : ''}`} | ${s(r.lcp)} | ${s(r.fcp)} | ${r.tbt?.toFixed(0) ?? ''} | ${s(r.si)} | ${r.cls?.toFixed(3) ?? ''} | ${r.benchmark?.toFixed(0) ?? ''} |`,
    );
  const under = rows.filter((r) => r.score < GOAL);
  console.log(
    `\nUnder the goal of ${GOAL} (${under.length} of ${rows.length}): ${under.map((r) => `${r.path} ${r.score}`).join('; ') || 'none'}`,
  );
  return rows;
}

if (isMainScript(import.meta.url)) {
  const runtime = runtimeOption();
  const dist = option('dist', distOfRuntime(runtime));
  if (!flag('no-build') && !option('dist')) buildRuntime(runtime);
  const paths = options('page');
  const server = await serveDemoHost(dist);
  try {
    await benchLighthouse({ baseUrl: server.baseUrl, paths, signedIn: flag('signed-in') });
  } finally {
    server.stop();
  }
}
