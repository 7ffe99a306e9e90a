/**
 * Issue 31: a page's JavaScript for an anonymous visitor and for a signed-in shopper, side by
 * side. `node scripts/bench/signed-in.mjs [--dist dist] [--page PATH]` (after `npx vite build`)
 * serves the build, loads the page (`/?mockFlags=0` unless told; it needs the header's account
 * menu) in a new browser context, then signs in (Dana, through the header's
 * form), and loads it again in a new context holding her session (a cold HTTP cache, as a
 * returning shopper's next visit). Prints each page's scripts, gzip -9 of each (as
 * scripts/bench/startup.mjs counts), until the page is idle. Figures, not pass/fail.
 */
import { option } from './lib/cli.mjs';
import { gzip9 } from './lib/gzip.mjs';
import { runAlone } from './lib/run-alone.mjs';
import { signIn } from './lib/shoppers.mjs';

const PAGE = option('page', '/?mockFlags=0');

/** Every script the page asks for, with gzip -9 of its body, until the network is idle. */
async function scriptsOf(context, baseUrl) {
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({
      path: new URL(response.url()).pathname,
      gzip: gzip9(body),
    });
  });
  await page.goto(`${baseUrl}${PAGE}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  return { page, scripts };
}

function print(title, scripts) {
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  console.log(`\n${title}: ${scripts.length} scripts, ${(total / 1000).toFixed(2)} kB gzip\n`);
  console.log('| script | gzip B |\n| --- | ---: |');
  for (const s of scripts) console.log(`| ${s.path} | ${s.gzip} |`);
}

await runAlone(async ({ browser, baseUrl }) => {
  const anonymous = await browser.newContext();
  const first = await scriptsOf(anonymous, baseUrl);
  print(`home ${PAGE}, anonymous`, first.scripts);
  await signIn(first.page);
  const storageState = await anonymous.storageState();
  await anonymous.close();
  const signedIn = await browser.newContext({ storageState });
  const second = await scriptsOf(signedIn, baseUrl);
  await second.page
    .locator('store-account-menu')
    .getByRole('button', { name: /Account menu for/ })
    .waitFor();
  print(`home ${PAGE}, signed in`, second.scripts);
});
