/**
 * Long tasks of every page of the demo host, at 4x CPU: each page opened cold (a visitor's, then a
 * signed-in shopper's with a product in her cart, as in pages.mjs), the main thread of the renderer
 * that asked for our files traced (Chromium's top-level trace, light enough not to lengthen the
 * tasks much) from the navigation until the network has been idle for 2 s, no input. A task longer
 * than LONG_TASK_MS is one our script made long when it would have been short without the time its
 * script ran (the demo pages run none of their own but the loader and our files, compose.js aside;
 * a layout our script forces is inside its time). A task long without it is the host page's own:
 * parsing its HTML and ending the parse (where the loader, a deferred module, runs), a frame's
 * layout and paint of its markup, even when one of our callbacks ran in it; such tasks are counted
 * apart. Prints per page the longest task holding our script and our script's time in it (medians
 * over the runs), how many tasks our script made long and how many long ones held any of it (worst
 * run), and the host page's longest task without script; exits 1 when our script made a task long
 * on any page, naming them and what ran in those tasks (the files and functions, minified).
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

/**
 * Trace events that are script running (an event dispatched, a microtask checkpoint, hold a
 * FunctionCall when a listener or a callback runs): a task holding one is the widgets'.
 */
const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
]);

/** The renderer main thread's tasks over LONG_TASK_MS, each with whether it ran script. */
function longTasksOfTrace(traceEvents, baseUrl) {
  // The page's renderer: the process that asked for our files (a trace also holds Chromium's own
  // pages' renderers); its main thread.
  const requests = new Map();
  for (const e of traceEvents)
    if (e.name === 'ResourceSendRequest' && e.args?.data?.url?.startsWith(`${baseUrl}/widgets/`))
      requests.set(e.pid, (requests.get(e.pid) ?? 0) + 1);
  const pid = [...requests].sort((a, b) => b[1] - a[1])[0]?.[0];
  const thread = traceEvents.find(
    (e) =>
      e.ph === 'M' &&
      e.name === 'thread_name' &&
      e.pid === pid &&
      e.args?.name === 'CrRendererMain',
  );
  if (!thread) return [];
  const main = {
    thread,
    tasks: traceEvents.filter(
      (e) =>
        e.pid === thread.pid &&
        e.tid === thread.tid &&
        (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'),
    ),
  };
  const scripts = traceEvents.filter(
    (e) => e.pid === main.thread.pid && e.tid === main.thread.tid && SCRIPT_EVENTS.has(e.name),
  );
  return main.tasks
    .filter((task) => task.dur > LONG_TASK_MS * 1000)
    .map((task) => {
      const inside = scripts.filter((e) => e.ts >= task.ts && e.ts < task.ts + task.dur);
      const scriptMs = unionMs(inside, task);
      return {
        ms: task.dur / 1000,
        ours: inside.length > 0,
        scriptMs,
        // Without its script the task would have been short: the script made it long. A task long
        // without it (the page's parse ending, a frame's layout of the host's own markup) is the
        // host's even when a callback of ours ran in it.
        madeLong: inside.length > 0 && task.dur / 1000 - scriptMs <= LONG_TASK_MS,
        ran: whatRan(inside),
      };
    });
}

/** The task's longest script events, by the file (and function) they ran: where to look first. */
function whatRan(events) {
  return events
    .filter((e) => (e.dur ?? 0) >= 2000)
    .sort((a, b) => b.dur - a.dur)
    .slice(0, 3)
    .map((e) => {
      const data = e.args?.data ?? {};
      const file = (data.url ?? '').split('/').pop() || e.name;
      return `${file}${data.functionName ? ` ${data.functionName}` : ''} ${(e.dur / 1000).toFixed(0)} ms`;
    })
    .join(', ');
}

/** Milliseconds covered by the events (nested ones counted once), clipped to the task. */
function unionMs(events, task) {
  const spans = events
    .map((e) => [e.ts, Math.min(e.ts + (e.dur ?? 0), task.ts + task.dur)])
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = -Infinity;
  for (const [from, to] of spans) {
    if (to <= end) continue;
    total += to - Math.max(from, end);
    end = to;
  }
  return total / 1000;
}

async function longTasksOf(browser, baseUrl, path, { cpu, storageState }) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    storageState,
  });
  const page = await context.newPage();
  await throttleCpu(context, page, cpu);
  await browser.startTracing(page, {
    categories: ['toplevel', 'devtools.timeline', 'v8.execute'],
  });
  await page.goto(`${baseUrl}${path}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  await page.waitForLoadState('networkidle');
  const trace = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  return longTasksOfTrace(trace.traceEvents, baseUrl);
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
    const longest = (tasks, ours) =>
      Math.max(0, ...tasks.filter((t) => t.ours === ours).map((t) => t.ms));
    const scriptOfLongest = (tasks) =>
      tasks.filter((t) => t.ours).sort((a, b) => b.ms - a.ms)[0]?.scriptMs ?? 0;
    rows.push({
      page: path,
      longest: median(loads.map((tasks) => longest(tasks, true))),
      script: median(loads.map(scriptOfLongest)),
      hosts: median(loads.map((tasks) => longest(tasks, false))),
      over: Math.max(...loads.map((tasks) => tasks.filter((t) => t.madeLong).length)),
      made: Math.max(
        0,
        ...loads
          .flat()
          .filter((t) => t.madeLong)
          .map((t) => t.ms),
      ),
      withOurs: Math.max(...loads.map((tasks) => tasks.filter((t) => t.ours).length)),
      ran: [
        ...new Set(
          loads
            .flat()
            .filter((t) => t.madeLong)
            .map((t) => t.ran),
        ),
      ],
    });
  }
  const who = signedIn ? `signed in as ${CLINICIAN.name} with a product in her cart` : 'a visitor';
  console.log(
    `\nLong tasks: ${pages.length} pages, ${who}, ${runs} cold loads each, CPU ${cpu}x, no input\n`,
  );
  console.log(
    `| page | longest task holding our script ms (median) | our script in it ms | tasks our script made long (worst load) | long tasks holding our script (worst load) | the host page's longest task ms, no script (median) |`,
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows)
    console.log(
      `| ${r.page} | ${r.longest.toFixed(0)} | ${r.script.toFixed(0)} | ${r.over}${r.over > 0 ? ' **LONG**' : ''} | ${r.withOurs} | ${r.hosts.toFixed(0)} |`,
    );
  const long = rows.filter((r) => r.over > 0);
  console.log(
    long.length === 0
      ? `\nNo task made longer than ${LONG_TASK_MS} ms by our script on any page.`
      : `\nPages with a task our script made longer than ${LONG_TASK_MS} ms (${long.length} of ${rows.length}): ${long.map((r) => `${r.page} ${r.made.toFixed(0)} ms`).join('; ')}`,
  );
  // Where to look: what ran in each task our script made long (its longest script events).
  if (long.length > 0) console.log('\nWhat ran in them:');
  for (const r of long) console.log(`- ${r.page}: ${r.ran.join(' | ')}`);
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
