/**
 * Issue 31: how long a visitor waits for the sign-in form, now that the identity SDK is a file of
 * its own (a signed-in page with fresh tokens does not load it). In headless Chromium on the
 * production build, a new browser context each run (a cold HTTP cache), on a slow network (150 ms
 * round trips, 1.6 Mbit/s down, as Lighthouse's slow 4G) and a CPU slowed 4x:
 *
 *  - the shopper points at "Sign in" in the header's account menu (which fetches the form's code,
 *    the session's and the SDK ahead), waits `--hover` ms (default 300, a hand on its way), and
 *    presses it;
 *  - the figure is the press → the form's Password field on screen, and the files the page asked
 *    for from the pointer on.
 *
 * Figures only, no pass/fail:
 *   node scripts/bench/sign-in.mjs [--dist dist] [--cpu 4] [--runs 5] [--hover 300]
 */
import { isMainScript, option } from './lib/cli.mjs';
import { runAlone } from './lib/run-alone.mjs';
import { median } from './lib/stats.mjs';

const PAGE = '/';
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 200_000,
  uploadThroughput: 84_000,
};

async function once(browser, baseUrl, cpu, hoverMs) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  try {
    await page.goto(`${baseUrl}${PAGE}`, { waitUntil: 'networkidle' });
    const menu = page.locator('store-account-menu');
    const button = menu.getByRole('button', { name: 'Sign in' });
    await button.waitFor();
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    const files = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') files.push(new URL(request.url()).pathname);
    });
    await button.hover();
    await page.waitForTimeout(hoverMs);
    const pressed = Date.now();
    await button.click();
    await menu
      .getByRole('dialog', { name: 'Sign in to your account' })
      .getByLabel('Password')
      .waitFor();
    return {
      ms: Date.now() - pressed,
      files: files,
    };
  } finally {
    await context.close();
  }
}

export async function benchSignIn({ browser, baseUrl, cpu, runs }) {
  const hoverMs = Number(option('hover', 300));
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await once(browser, baseUrl, cpu, hoverMs));
  const times = results.map((r) => r.ms);
  console.log(
    `Sign-in form (${PAGE}, slow 4G, CPU ${cpu}x, pointer ${hoverMs} ms before the press, ${runs} runs): ` +
      `press → Password field median ${median(times)} ms (${times.join(', ')})`,
  );
  console.log(`Files asked for from the pointer on: ${results[0]?.files.join(', ') ?? 'none'}`);
}

if (isMainScript(import.meta.url)) await runAlone(benchSignIn, { defaultRuns: 5 });
