/**
 * Issue 14's compat runtime, side by side: `node scripts/bench/runtime.mjs [--no-build]
 * [--runs N] [--page PATH]...` builds Preact's dist/ and React's dist-react/
 * (scripts/build/runtime.mjs), then prints for each build
 *
 *  - the shared runtime chunk (releases/{release}_{build}/runtime.js), gzip -9;
 *  - for each page (default the home page with production flags, `/?mockFlags=0`): every script
 *    the page loads until its widgets show content and the network is idle, gzip -9 of each body
 *    summed, and how many scripts that is (the median over --runs cold loads, default 3).
 *
 * Figures, not pass/fail. `npm run bench -- --runtime react` runs the whole bench on React's build.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { builtReleaseDir } from '../build/release.mjs';
import { RUNTIMES, distOfRuntime } from '../build/runtime.mjs';
import { flag, isMainScript, option, options } from './lib/cli.mjs';
import { launchChromium, serveDemoHost } from './lib/demo-host.mjs';
import { gzip9, gzipOfFile } from './lib/gzip.mjs';
import { widgetsShownProbe } from './lib/probes.mjs';
import { buildRuntime } from './lib/runtime-option.mjs';
import { median } from './lib/stats.mjs';
const kB = (bytes) => (bytes / 1000).toFixed(2);

/** gzip -9 bytes of the build's shared runtime chunk. */
export function runtimeChunkGzip(dist) {
  const file = readdirSync(join(dist, builtReleaseDir(dist))).find((f) => /^runtime\.js$/.test(f));
  if (!file) throw new Error(`${dist}/releases/*/runtime.js is missing`);
  return { file, gzip: gzipOfFile(join(dist, builtReleaseDir(dist), file)) };
}

/** One cold load: the scripts' gzip -9 bytes once every widget on the page shows content. */
async function loadPage(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(widgetsShownProbe);
  const bodies = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(response.body().then(gzip9, () => 0));
  });
  try {
    await page.goto(url);
    // Every widget placed in the page (not nested ones) has left its loading state.
    await page.waitForFunction(() => window.__shown.ready !== undefined);
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(bodies);
    return { scripts: sizes.length, gzip: sizes.reduce((sum, n) => sum + n, 0) };
  } finally {
    await context.close();
  }
}

export async function benchRuntimes({ browser, pages, runs }) {
  console.log('\nThe compat runtime (issue 14): gzip -9, kB = 1000 bytes\n');
  console.log('| build | runtime chunk kB | page | scripts loaded | page JS kB (median) |');
  console.log('| --- | ---: | --- | ---: | ---: |');
  for (const runtime of RUNTIMES) {
    const dist = distOfRuntime(runtime);
    const chunk = runtimeChunkGzip(dist);
    const { baseUrl, stop } = await serveDemoHost(dist);
    try {
      for (const path of pages) {
        const loads = [];
        for (let i = 0; i < runs; i += 1) loads.push(await loadPage(browser, `${baseUrl}${path}`));
        const gzip = median(loads.map((l) => l.gzip));
        const scripts = median(loads.map((l) => l.scripts));
        console.log(
          `| ${runtime} (${dist}/) | ${kB(chunk.gzip)} | ${path} | ${scripts} | ${kB(gzip)} |`,
        );
      }
    } finally {
      stop();
    }
  }
}

if (isMainScript(import.meta.url)) {
  const pages = options('page');
  if (!flag('no-build')) {
    for (const runtime of RUNTIMES) buildRuntime(runtime);
  }
  const browser = await launchChromium();
  try {
    await benchRuntimes({
      browser,
      pages: pages.length > 0 ? pages : ['/?mockFlags=0'],
      runs: Number(option('runs', 3)),
    });
  } finally {
    await browser.close();
  }
}
