/**
 * The bench's second part: over several cold loads of demo pages (the production build), the
 * median time until every widget has rendered its content, the requests made, the cumulative
 * layout shift, and how much identity and flag code arrived before and after the first paint.
 * `chunks` are part 1's rows (scripts/bench/sizes.mjs), whose gzip sizes it reuses.
 */
import { join } from 'node:path';
import { chunkModules } from './lib/chunk-modules.mjs';
import { throttleCpu, widgetsShownProbe } from './lib/probes.mjs';
import { median } from './lib/stats.mjs';
import { IDENTITY_AND_FLAGS } from './sizes.mjs';

/** The widgets timed: each one placed in the page itself (the mini-cart counts with the header). */
const TIMED_TAGS =
  'store-header, store-footer, store-quick-order, store-cart, store-add-to-cart, store-saved-carts, store-saved-cart-details';

/**
 * The session code rides in the runtime chunk since issue 14 (every page loads it there): its
 * modules' gzip share (lib/chunk-modules.mjs, each module alone) counts as identity code.
 */
const RUNTIME_CHUNK = /^releases\/[^/]+\/runtime\.js$/;
const identityShareOf = (dist, file) =>
  chunkModules(join(dist, file))
    .filter((m) => m.source.startsWith('src/auth/'))
    .reduce((sum, m) => sum + m.gzip, 0);

const kb = (n) => (n / 1000).toFixed(2);

export async function benchPageLoads({ browser, baseUrl, dist, cpu, runs, pages, chunks }) {
  console.log(
    `\nPage loads: ${runs} cold runs each, headless Chromium, CPU slowdown ${cpu}x, production build\n`,
  );
  console.log(
    '| page | widgets rendered (median ms) | min–max ms | requests | script requests | script kB transferred | CLS (max) | identity+flags gzip before / after first paint |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const path of pages) {
    const times = [];
    const cls = [];
    let requests = 0;
    let scripts = 0;
    let scriptBytes = 0;
    let identity = { before: 0, after: 0, files: [] };
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await throttleCpu(context, page, cpu);
      await page.addInitScript(widgetsShownProbe, TIMED_TAGS);
      let count = 0;
      let js = 0;
      let jsBytes = 0;
      page.on('requestfinished', async (request) => {
        count += 1;
        if (request.resourceType() === 'script') {
          js += 1;
          const sizes = await request.sizes().catch(() => undefined);
          jsBytes += sizes ? sizes.responseBodySize : 0;
        }
      });
      await page.goto(`${baseUrl}${path}`);
      await page.waitForFunction(() => window.__shown.ready !== undefined, null, {
        timeout: 30_000,
      });
      await page.waitForLoadState('networkidle');
      const result = await page.evaluate(() => window.__shown);
      const scriptTimings = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js'))
          .map((e) => ({ path: new URL(e.name).pathname, end: e.responseEnd })),
      );
      identity = { before: 0, after: 0, files: [] };
      for (const { path: scriptPath, end } of scriptTimings) {
        const file = scriptPath.replace(/^\/widgets\//, '');
        const inRuntime = RUNTIME_CHUNK.test(file);
        if (!IDENTITY_AND_FLAGS.test(file) && !inRuntime) continue;
        const gz = inRuntime
          ? identityShareOf(dist, file)
          : (chunks.find((r) => r.file === file)?.gzip ?? 0);
        identity.files.push(
          `${file.replace(/\.js$/, '')}${inRuntime ? ' (its src/auth modules)' : ''}`,
        );
        if (result.fcp !== undefined && end <= result.fcp) identity.before += gz;
        else identity.after += gz;
      }
      times.push(result.ready);
      cls.push(result.cls);
      requests = count;
      scripts = js;
      scriptBytes = jsBytes;
      await context.close();
    }
    console.log(
      `| ${path} | ${median(times).toFixed(0)} | ${Math.min(...times).toFixed(0)}–${Math.max(...times).toFixed(0)} | ${requests} | ${scripts} | ${kb(scriptBytes)} | ${Math.max(...cls).toFixed(4)} | ${identity.before} B / ${identity.after} B (${identity.files.join(', ')}) |`,
    );
  }
  console.log(
    '\n(requests: every request of the last run, the page itself included; script kB: uncompressed bodies, the demo server does not compress)',
  );
}
