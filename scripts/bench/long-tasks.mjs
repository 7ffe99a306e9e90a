/**
 * Long tasks of every page of the demo host, at 4x CPU: each page opened cold (a visitor's, then a
 * signed-in shopper's with a product in her cart, as in pages.mjs), its main thread's tasks longer
 * than 50 ms recorded by the Long Tasks API from the first byte until the network has been idle
 * for 2 s, with no input. Prints per page the longest task in ms (the median of the runs' longest)
 * and how many tasks were over 50 ms in the worst run; exits 1 when any page has one, naming them.
 *
 *   node scripts/bench/long-tasks.mjs [--cpu 4] [--runs 3] [--page PATH]… [--visitor | --signed-in]
 *   [--no-build] [--runtime preact|react] [--port P]
 */
import { flag, isMainScript, option, options } from './lib/cli.mjs';
import { demoPagePaths } from './lib/demo-pages.mjs';
import { throttleCpu } from './lib/probes.mjs';
import { runAlone } from './lib/run-alone.mjs';
import { buildRuntime, distOfRuntime, runtimeOption } from './lib/runtime-option.mjs';
import { CLINICIAN, signedInState } from './lib/shoppers.mjs';
import { median } from './lib/stats.mjs';

/** The web's line for a long task (the Long Tasks API's own threshold). */
const LONG_TASK_MS = 50;
/** The product in the signed-in shopper's cart, as in pages.mjs. */
const PPVT_FORMS = '0158241926';

/** `window.__longTasks`: the durations of the page's long tasks, from its start. */
const longTaskProbe = () => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
};

async function longTasksOf(browser, baseUrl, path, { cpu, storageState }) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    storageState,
  });
  const page = await context.newPage();
  await throttleCpu(context, page, cpu);
  await page.addInitScript(longTaskProbe);
  await page.goto(`${baseUrl}${path}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  await page.waitForLoadState('networkidle');
  const tasks = await page.evaluate(() => window.__longTasks);
  await context.close();
  return tasks;
}

export async function benchLongTasks({ browser, baseUrl, cpu = 4, runs = 3, paths, signedIn }) {
  const pages = paths?.length ? paths : await demoPagePaths();
  const storageState = signedIn
    ? await signedInState(browser, baseUrl, CLINICIAN, [{ code: PPVT_FORMS }])
    : undefined;
  // Warm the server, untimed.
  await longTasksOf(browser, baseUrl, pages[0], { cpu: 1, storageState });
  const rows = [];
  for (const path of pages) {
    const loads = [];
    for (let i = 0; i < runs; i += 1)
      loads.push(await longTasksOf(browser, baseUrl, path, { cpu, storageState }));
    rows.push({
      page: path,
      longest: median(loads.map((tasks) => Math.max(0, ...tasks))),
      over: Math.max(...loads.map((tasks) => tasks.filter((d) => d > LONG_TASK_MS).length)),
    });
  }
  const who = signedIn ? `signed in as ${CLINICIAN.name} with a product in her cart` : 'a visitor';
  console.log(
    `\nLong tasks: ${pages.length} pages, ${who}, ${runs} cold loads each, CPU ${cpu}x, no input\n`,
  );
  console.log(`| page | longest task ms (median) | tasks over ${LONG_TASK_MS} ms (worst load) |`);
  console.log('| --- | ---: | ---: |');
  for (const r of rows)
    console.log(
      `| ${r.page} | ${r.longest.toFixed(0)} | ${r.over}${r.over > 0 ? ' **LONG**' : ''} |`,
    );
  const long = rows.filter((r) => r.over > 0);
  console.log(
    long.length === 0
      ? `\nNo task over ${LONG_TASK_MS} ms on any page.`
      : `\nPages with a task over ${LONG_TASK_MS} ms (${long.length} of ${rows.length}): ${long.map((r) => `${r.page} ${r.longest.toFixed(0)} ms`).join('; ')}`,
  );
  return rows;
}

if (isMainScript(import.meta.url)) {
  const runtime = runtimeOption();
  const dist = option('dist', distOfRuntime(runtime));
  if (!flag('no-build') && !option('dist')) buildRuntime(runtime);
  const who = flag('signed-in') ? [true] : flag('visitor') ? [false] : [false, true];
  let long = 0;
  await runAlone(
    async (context) => {
      for (const signedIn of who) {
        const rows = await benchLongTasks({ ...context, paths: options('page'), signedIn });
        long += rows.filter((r) => r.over > 0).length;
      }
    },
    { defaultRuns: 3, dist, defaultCpu: 4 },
  );
  if (long > 0) process.exitCode = 1;
}
