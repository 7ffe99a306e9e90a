/**
 * The online training dialog's figures (issue 11), in headless Chromium on the production build:
 *
 *  1. its code: every script requested from the click on a training's "Add to cart" (a signed-in
 *     shopper on the product page) until the dialog shows, then again when the date picker opens
 *     (nothing more is expected). gzip -9 of each chunk from the build directory, split into the
 *     shared form chunk (react-hook-form and its resolver, which the save-cart dialog loads
 *     too), the phone metadata (libphonenumber-js "min" of the rules floor) and the
 *     dialog's own code (budget: 20 kB beyond the shared form chunk);
 *  2. with the CPU slowed (4x by default), click → the dialog's heading in a painted frame.
 *
 * Figures only, no pass/fail:
 *   node scripts/bench/training.mjs [--dist dist] [--cpu 4] [--runs 3]
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMainScript } from './lib/cli.mjs';
import { chunkName, gzipOfFile } from './lib/gzip.mjs';
import { paintProbe, throttleCpu } from './lib/probes.mjs';
import { runAlone } from './lib/run-alone.mjs';
import { signIn } from './lib/shoppers.mjs';
import { max, median } from './lib/stats.mjs';

const TRAINING = 'A103000310010';

/** What a built chunk holds, from its source map: which part of the budget it belongs to. */
function kindOf(dist, file) {
  const map = join(dist, `${file}.map`);
  const sources = existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources : [];
  if (sources.some((s) => /libphonenumber-js/.test(s))) return 'phone metadata';
  if (sources.some((s) => /react-hook-form|@hookform/.test(s))) return 'shared form chunk';
  return 'dialog';
}

async function openDialog(browser, baseUrl, cpu) {
  await fetch(`${baseUrl}/__mock/reset`, { method: 'POST' });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(paintProbe);
  const scripts = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${baseUrl}/p/${TRAINING}`);
  await signIn(page);
  const widget = page.locator('store-add-to-cart');
  const add = widget.getByRole('button', { name: 'Add to cart' });
  await add.and(page.locator(':enabled')).waitFor();
  // A first interaction elsewhere: what the page loads on any first click (the header's signed-in
  // menu) is not the dialog's.
  await page.locator('main h1').click();
  await page.waitForLoadState('networkidle');
  await throttleCpu(context, page, cpu);
  const before = scripts.length;
  await page.evaluate(() => {
    window.__dialogShown = undefined;
    const host = document.querySelector('store-add-to-cart');
    document.addEventListener(
      'click',
      (event) => {
        const start = event.timeStamp;
        window.__paint.whenPainted(
          () => host?.shadowRoot?.querySelector('dialog.training-dialog[open]'),
          (time) => (window.__dialogShown = time - start),
        );
      },
      { capture: true, once: true },
    );
  });
  await add.click();
  await page.waitForFunction(() => window.__dialogShown !== undefined, null, { timeout: 20_000 });
  const shown = await page.evaluate(() => window.__dialogShown);
  const dialogScripts = scripts.slice(before);
  const beforePicker = scripts.length;
  await widget.getByRole('button', { name: /^Choose date\s*, First preferred date$/ }).click();
  await widget.getByRole('grid').waitFor();
  const pickerScripts = scripts.slice(beforePicker);
  await context.close();
  return { shown, dialogScripts, pickerScripts };
}

export async function benchTraining({ browser, baseUrl, dist = 'dist', cpu = 4, runs = 3 }) {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await openDialog(browser, baseUrl, cpu));
  const rows = [...new Set(results[0].dialogScripts)]
    .map((path) => path.replace(/^\/widgets\//, ''))
    .map((file) => ({
      file: chunkName(file),
      kind: kindOf(dist, file),
      gzip: gzipOfFile(join(dist, file)),
    }))
    .sort((a, b) => b.gzip - a.gzip);
  const sum = (kind) => rows.filter((r) => r.kind === kind).reduce((n, r) => n + r.gzip, 0);
  console.log(
    '\nThe training dialog: scripts loaded from the click on "Add to cart" until it shows\n',
  );
  console.log('| chunk | part | gzip bytes |');
  console.log('| --- | --- | ---: |');
  for (const r of rows) console.log(`| ${r.file} | ${r.kind} | ${r.gzip} |`);
  const own = sum('dialog');
  const phone = sum('phone metadata');
  console.log(`| **shared form chunk** | | **${sum('shared form chunk')}** |`);
  console.log(`| **phone metadata** | | **${phone}** |`);
  console.log(
    `| **the dialog's own code** | | **${own}** (${(own / 1000).toFixed(2)} kB; budget 20 kB ${own <= 20_000 ? 'within' : 'OVER'}) |`,
  );
  console.log(
    `| **dialog + phone metadata** | | **${own + phone}** (${((own + phone) / 1000).toFixed(2)} kB) |`,
  );
  console.log(
    `\nOpening the date picker loaded: ${results[0].pickerScripts.join(', ') || 'nothing more'}`,
  );
  const shown = results.map((r) => r.shown);
  console.log(
    `\nClick → dialog painted at ${cpu}x CPU slowdown, ${runs} runs (chunks fetched on the click): median ${median(shown).toFixed(0)} ms, max ${max(shown).toFixed(0)} ms`,
  );
}

// Alone: serve a build directory and run.
if (isMainScript(import.meta.url)) await runAlone(benchTraining);
