/**
 * Issue 31: a page's JavaScript for an anonymous visitor and for a signed-in shopper, side by
 * side. `node scripts/bench-signed-in.mjs [--dist dist] [--page PATH]` (after `npx vite build`)
 * serves the build, loads the page (`/?mockFlags=0` unless told; it needs the header's account
 * menu) in a new browser context, then signs in (Dana, through the header's
 * form), and loads it again in a new context holding her session (a cold HTTP cache, as a
 * returning shopper's next visit). Prints each page's scripts, gzip -9 of each (as
 * bench-startup.mjs counts), until the page is idle. Figures, not pass/fail.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { option, serveDemoHost } from './bench-alone.mjs';

const DANA = { username: 'clinician@example.com', password: 'Clinician!2026' };
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
      gzip: gzipSync(body, { level: 9 }).length,
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
  for (const s of scripts)
    console.log(`| ${s.path.replace(/-[\w-]{8}\.js$/, '.js')} | ${s.gzip} |`);
}

const { baseUrl, stop } = await serveDemoHost(option('dist', 'dist'));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const anonymous = await browser.newContext();
  const first = await scriptsOf(anonymous, baseUrl);
  print(`home ${PAGE}, anonymous`, first.scripts);
  const menu = first.page.locator('store-account-menu');
  await menu.getByRole('button', { name: 'Sign in' }).click();
  const dialog = menu.getByRole('dialog', { name: 'Sign in to your account' });
  await dialog.getByLabel('Email or username').fill(DANA.username);
  await dialog.getByLabel('Password').fill(DANA.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await menu.getByRole('button', { name: /Account menu for/ }).waitFor();
  const storageState = await anonymous.storageState();
  await anonymous.close();
  const signedIn = await browser.newContext({ storageState });
  const second = await scriptsOf(signedIn, baseUrl);
  await second.page
    .locator('store-account-menu')
    .getByRole('button', { name: /Account menu for/ })
    .waitFor();
  print(`home ${PAGE}, signed in`, second.scripts);
} finally {
  await browser.close();
  stop();
}
