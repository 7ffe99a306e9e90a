/**
 * Issue 14's and 31's start-up figures, in headless Chromium on the production build at 4x CPU:
 *
 *  1. side by side in one run, alternating cold loads: the time until the header and the footer
 *     show their content on the home page with production flags (`/?mockFlags=0`: the flag client
 *     id, the account menu and the mini-cart in the header), on both builds (the shipped Preact
 *     one and React's, each on a demo host of its own), against the time until the two "hello"
 *     elements show theirs on the two floor pages (r2wc and nothing else, floor/, served by
 *     the demo host: React 19 at /__bench/floor.html, preact/compat at
 *     /__bench/floor-preact.html, the honest floor of the shipped Preact build since issue 31);
 *     medians and each build's ratio to each floor, side by side;
 *  2. the home page's JavaScript: gzip -9 of every script it loads (until the network is idle
 *     3 s after it first was, in the last load),
 *     its requests, and when each script and content request started (a second wave of chunk
 *     requests shows as later starts);
 *  3. what the shared runtime is made of: its packages and biggest modules with their gzip share,
 *     from the build's source map (scripts/bench/lib/chunk-modules.mjs);
 *  4. with `--page PATH` (repeatable): other pages in the same alternation, on every build, timed
 *     until every widget placed on the page shows content (a change to the start-up path must
 *     leave the other pages no slower).
 *
 * Figures, no pass/fail; the issues' goals (95 kB and 1.3x the React floor, issue 14; 60 kB and
 * 1.3x the Preact floor, issue 31; 1.2x the content floor, issue 44) are printed beside them. The
 * content floor waits for the host's paint as the loader does, reads the header's and footer's CMS
 * content at once and shows their links (floor/floor-content.tsx): what any header and footer do.
 * `--runtime preact|react` measures one build only (dist/ or dist-react/); `--rtt MS` adds a network
 * round trip to every request (the demo host answers in a millisecond, a CDN does not); `--h2`
 * serves every page over HTTP/2 as a CDN would (scripts/bench/lib/h2-front.mjs).
 *
 * Alone: node scripts/bench/startup.mjs [--runtime react|preact] [--dist DIR]
 * [--compare DIR[,DIR…]] [--port P] [--page PATH]… [--runs N] [--cpu 4] [--rtt MS] [--h2] [--no-build]
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { builtReleaseDir } from '../build/release.mjs';
import { RUNTIMES } from '../build/runtime.mjs';
import { chunkModules, packageOf } from './lib/chunk-modules.mjs';
import { flag, isMainScript, option, options } from './lib/cli.mjs';
import { serveDemoHost } from './lib/demo-host.mjs';
import { builtFile, gzipOfFile } from './lib/gzip.mjs';
import { throttleCpu, widgetsShownProbe } from './lib/probes.mjs';
import { runAlone } from './lib/run-alone.mjs';
import { buildRuntime, distOfRuntime, runtimeOption } from './lib/runtime-option.mjs';
import { median } from './lib/stats.mjs';

export const FLOOR_DIR = 'dist-bench-floor';
const HOME = '/?mockFlags=0';
/** The floor pages (demo-host/bench-floor.mjs), each with its script in dist-bench-floor/. */
const FLOORS = [
  {
    runtime: 'react',
    path: '/__bench/floor.html',
    script: 'floor.js',
    tags: 'bench-hello',
    name: 'floor: 2 hello elements (React 19 + r2wc)',
    goal: 1.3,
  },
  {
    runtime: 'preact',
    path: '/__bench/floor-preact.html',
    script: 'floor-preact.js',
    tags: 'bench-hello',
    name: 'floor: 2 hello elements (preact/compat + r2wc)',
    goal: 1.3,
  },
  // What any header and footer do: after the host's paint, both content reads at once, their links.
  {
    runtime: 'content',
    path: '/__bench/floor-content.html',
    script: 'floor-content.js',
    tags: 'bench-content',
    name: 'content floor: host paint, 2 content reads, their links (preact/compat + r2wc)',
    goal: 1.2,
  },
];
/** Issue 14's goals, then issue 31's: the home page's JavaScript (each floor has its time goal). */
const JS_BUDGET = { react: 95_000, preact: 60_000 };

/**
 * Builds the floor pages' scripts (floor/) into dist-bench-floor/, apart from dist/: React's
 * first (it empties the folder), then Preact's beside it.
 */
export function buildFloor() {
  for (const { runtime } of FLOORS)
    execSync('npx vite build --config scripts/bench/floor/vite.config.ts', {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, BENCH_FLOOR: runtime },
    });
}

/** gzip -9 bytes of a served script, read from the build directory it came from. */
function gzipOfScript(pathname, dist) {
  const file = pathname.startsWith('/__bench/floor/')
    ? join(FLOOR_DIR, pathname.slice('/__bench/floor/'.length))
    : builtFile(dist, pathname);
  return file && existsSync(file) ? gzipOfFile(file) : 0;
}

/**
 * One cold load: the time until `tags` show content (lib/probes.mjs; without `tags`, every widget
 * placed in the page), and the page's requests.
 */
async function load(browser, baseUrl, path, tags, { cpu, rtt = 0, settle = false }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await throttleCpu(context, page, cpu);
  if (rtt > 0) {
    // A round trip per request, as to a CDN and a CMS on the other side of the country.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: rtt,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }
  await page.addInitScript(widgetsShownProbe, tags);
  const requests = [];
  page.on('request', (request) =>
    requests.push({ url: new URL(request.url()), type: request.resourceType() }),
  );
  await page.goto(`${baseUrl}${path}`);
  await page.waitForFunction(() => window.__shown.ready !== undefined, null, { timeout: 60_000 });
  // What loads after first paint or at idle counts too.
  await page.waitForLoadState('networkidle');
  if (settle) {
    // The flag SDK waits for the session, the country and an idle moment: give it time to come.
    await page.waitForTimeout(3000);
    await page.waitForLoadState('networkidle');
  }
  const shown = await page.evaluate(() => window.__shown.ready);
  const starts = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => ({
      path: new URL(e.name).pathname,
      start: e.startTime,
      end: e.responseEnd,
    })),
  );
  await context.close();
  return { shown, requests, starts };
}

/**
 * `others`: the same home page on other builds (`{ runtime, baseUrl, dist }`, e.g. React's on a
 * second demo host), measured in the same alternation against the same floor.
 */
export async function benchStartup({
  browser,
  baseUrl,
  dist,
  cpu = 4,
  rtt = 0,
  runs = 7,
  runtime,
  others = [],
  extraPages = [],
}) {
  const builds = [{ runtime, baseUrl, dist }, ...others];
  const homes = builds.map((build) => ({
    ...build,
    name: `home ${HOME}${build.runtime ? ` (${build.runtime})` : ''}`,
    path: HOME,
    tags: 'store-header, store-footer',
    times: [],
  }));
  // Every widget placed on the page (no selector: see lib/probes.mjs).
  const extras = extraPages.flatMap((path) =>
    builds.map((build) => ({
      ...build,
      name: `${path}${build.runtime ? ` (${build.runtime})` : ''}`,
      path,
      tags: undefined,
      times: [],
    })),
  );
  const floors = FLOORS.map((f) => ({ ...f, baseUrl, dist, times: [] }));
  const pages = [...homes, ...floors, ...extras];
  if (FLOORS.some((f) => !existsSync(join(FLOOR_DIR, f.script)))) buildFloor();
  const last = new Map();
  // Warm the servers (first requests compile nothing in preview, but open sockets and caches).
  for (const p of pages) await load(browser, p.baseUrl, p.path, p.tags, { cpu: 1 });
  for (let i = 0; i < runs; i += 1) {
    // Alternating, so every page sees the same machine load.
    const order = i % 2 === 0 ? pages : [...pages].reverse();
    for (const p of order) {
      const result = await load(browser, p.baseUrl, p.path, p.tags, {
        cpu,
        rtt,
        settle: i === runs - 1,
      });
      p.times.push(result.shown);
      last.set(p, result);
    }
  }
  const buildNames = homes.map((h) => `${h.runtime ?? 'build'} ${h.dist}/`).join(', ');
  console.log(
    `\nStart-up (issue 14): ${runs} cold loads each, alternating, CPU ${cpu}x${rtt ? `, ${rtt} ms per round trip` : ''}; ${buildNames}\n`,
  );
  console.log(
    '| page | content shown (median ms) | min–max ms | requests | scripts | script gzip kB |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const p of pages) {
    const { requests } = last.get(p);
    const scripts = [
      ...new Set(requests.filter((r) => r.type === 'script').map((r) => r.url.pathname)),
    ];
    p.gzip = scripts.reduce((sum, s) => sum + gzipOfScript(s, p.dist), 0);
    console.log(
      `| ${p.name} | ${median(p.times).toFixed(0)} | ${Math.min(...p.times).toFixed(0)}–${Math.max(...p.times).toFixed(0)} | ${requests.length} | ${scripts.length} | ${(p.gzip / 1000).toFixed(2)} |`,
    );
  }
  // Each build's home page over each floor, side by side: issue 14 held the home page to 1.3x the
  // React floor; issue 31 holds the shipped Preact build to 1.3x the Preact floor.
  console.log(
    `\n| home page (build) | ${floors.map((f) => `/ ${f.runtime} floor (goal ${f.goal}x)`).join(' | ')} | JS gzip kB | goal kB (issue 14 / 31) |`,
  );
  console.log(`| --- | ${floors.map(() => '---: | ').join('')}---: | ---: |`);
  for (const home of homes) {
    const ratios = floors.map((f) => [median(home.times) / median(f.times), f.goal]);
    console.log(
      `| ${home.name} | ${ratios.map(([r, goal]) => `${r.toFixed(2)}x${r <= goal ? '' : ' (over)'}`).join(' | ')} | ${(home.gzip / 1000).toFixed(2)} | ${JS_BUDGET.react / 1000} / ${JS_BUDGET.preact / 1000} |`,
    );
  }
  // Paired: the first build's load of a page against another build's in the same round (the
  // alternation puts them side by side), so a slow spell of the machine counts for both: the
  // median of those differences, and in how many rounds the first build was the sooner.
  const compared = [...homes, ...extras].filter((p) => p.baseUrl !== baseUrl);
  if (compared.length > 0) {
    console.log(
      `\nPaired differences: ${homes[0].runtime ?? dist} minus each other build, per round (ms)\n`,
    );
    console.log(
      `| page (other build) | median difference | ${homes[0].runtime ?? dist} sooner in | range |`,
    );
    console.log('| --- | ---: | ---: | ---: |');
    for (const p of compared) {
      const first = pages.find((q) => q.baseUrl === baseUrl && q.path === p.path);
      const diffs = first.times.map((t, i) => t - p.times[i]);
      const sooner = diffs.filter((d) => d < 0).length;
      console.log(
        `| ${p.name} | ${median(diffs).toFixed(0)} | ${sooner} of ${diffs.length} | ${Math.min(...diffs).toFixed(0)} to ${Math.max(...diffs).toFixed(0)} |`,
      );
    }
  }
  const [home] = homes;

  // The home page's requests of its last load, in the order they started.
  console.log(
    `\nHome page requests (${home.runtime ?? dist}, last load; start and end ms after navigation)\n`,
  );
  console.log('| request | type | gzip B | start ms | end ms |');
  console.log('| --- | --- | ---: | ---: | ---: |');
  const { requests, starts } = last.get(home);
  const typeOf = new Map(requests.map((r) => [r.url.pathname, r.type]));
  for (const s of [...starts].sort((a, b) => a.start - b.start)) {
    const type = typeOf.get(s.path) ?? '';
    const gzip = type === 'script' ? gzipOfScript(s.path, dist) : '';
    console.log(`| ${s.path} | ${type} | ${gzip} | ${s.start.toFixed(0)} | ${s.end.toFixed(0)} |`);
  }
  printRuntimeModules(dist);
}

/** The runtime chunk's packages and biggest modules, gzip -9 of each module's code alone. */
function printRuntimeModules(dist) {
  const file = readdirSync(join(dist, builtReleaseDir(dist))).find((f) => /^runtime\.js$/.test(f));
  if (!file || !existsSync(join(dist, builtReleaseDir(dist), `${file}.map`))) return;
  const modules = chunkModules(join(dist, builtReleaseDir(dist), file));
  const total = modules.reduce((sum, m) => sum + m.gzip, 0);
  const share = (gzip) => `${((100 * gzip) / total).toFixed(1)} %`;
  const packages = new Map();
  for (const m of modules)
    packages.set(packageOf(m.source), (packages.get(packageOf(m.source)) ?? 0) + m.gzip);
  console.log(
    `\nThe runtime (${file}) by package and by module (gzip -9 of each module alone; shares of ${total} B)\n`,
  );
  console.log('| package or folder | gzip B | share |');
  console.log('| --- | ---: | ---: |');
  for (const [name, gzip] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`| ${name} | ${gzip} | ${share(gzip)} |`);
  console.log('\n| module | min B | gzip B | share |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const m of modules.slice(0, 20))
    console.log(`| ${m.source} | ${m.min} | ${m.gzip} | ${share(m.gzip)} |`);
}

/**
 * The other builds' home pages for the side-by-side figures: each on a demo host of its own,
 * built first unless `build` is false (then a build that is missing is left out, and said so).
 */
export async function otherBuilds(runtimes, { build }) {
  const others = [];
  for (const runtime of runtimes) {
    const dist = distOfRuntime(runtime);
    if (build) buildRuntime(runtime);
    else if (!existsSync(join(dist, 'store-widgets.js'))) {
      console.log(`\n(${runtime}: no ${dist}/ build, left out of the start-up figures)`);
      continue;
    }
    others.push({ runtime, dist, ...(await serveDemoHost(dist)) });
  }
  return { others, stop: () => others.forEach((o) => o.stop()) };
}

if (isMainScript(import.meta.url)) {
  // Both builds side by side (the shipped Preact one first), or the one --runtime names.
  const only = option('runtime') ? runtimeOption() : undefined;
  const [runtime, ...rest] = only ? [only] : RUNTIMES;
  const dist = option('dist', distOfRuntime(runtime));
  const build = !flag('no-build');
  if (build) {
    buildRuntime(runtime);
    buildFloor();
  }
  const rtt = Number(option('rtt', 0));
  // A build named by --dist is not labelled with a runtime it may not have, nor compared.
  const label = option('dist') ? undefined : runtime;
  const { others, stop } = await otherBuilds(option('dist') ? [] : rest, { build });
  // `--compare DIR[,DIR…]`: other builds (e.g. an earlier commit's dist/, copied aside), each on a
  // demo host of its own, measured in the same alternation: a change's before and after in one run.
  for (const compare of option('compare', '').split(',').filter(Boolean)) {
    others.push({ runtime: compare, dist: compare, ...(await serveDemoHost(compare)) });
  }
  const extraPages = options('page');
  try {
    await runAlone(
      (context) => benchStartup({ ...context, rtt, runtime: label, others, extraPages }),
      {
        defaultRuns: 7,
        dist,
      },
    );
  } finally {
    stop();
  }
}
