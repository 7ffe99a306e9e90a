/**
 * Issue 13's budget: the author mode and the pseudo-locale add nothing to what a shopper's page
 * downloads. `node scripts/bench/author.mjs [--dist dist]` (after `npx vite build`) prints, per
 * demo page and mode (shopper, `?wcmmode=edit`, `?localePath=en-xa`), the widget scripts the page
 * loaded, their gzip -9 bytes (read from the build, as the CDN compresses them) and its requests
 * outside the widgets' code. Run it on a build before and after a change to compare. Figures, not
 * pass/fail.
 */
import { join } from 'node:path';
import { isMainScript, option } from './lib/cli.mjs';
import { gzipOfFile } from './lib/gzip.mjs';
import { runAlone } from './lib/run-alone.mjs';

const PAGES = [
  '/',
  '/p/0158241926',
  '/store/usassessments/en/quickOrder',
  '/cart',
  '/footer-only.html',
];
const MODES = [
  ['shopper', ''],
  ['author', '?wcmmode=edit'],
  ['en-xa', '?localePath=en-xa'],
];

export async function benchAuthor({ browser, baseUrl, dist }) {
  const gzipOf = new Map();
  const gzip = (file) => {
    if (!gzipOf.has(file)) gzipOf.set(file, gzipOfFile(join(dist, file)));
    return gzipOf.get(file);
  };
  console.log(`\nWidget code per page and mode (${dist}; gzip -9 of the files loaded)\n`);
  console.log('| page | mode | scripts | script gzip bytes | other requests |');
  console.log('| --- | --- | ---: | ---: | ---: |');
  for (const path of PAGES) {
    for (const [mode, query] of MODES) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const scripts = new Set();
      let other = 0;
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/widgets/'))
          scripts.add(url.pathname.slice('/widgets/'.length));
        else if (!request.isNavigationRequest() && url.protocol !== 'data:') other += 1;
      });
      await page.goto(`${baseUrl}${path}${query}`);
      await page.waitForLoadState('networkidle');
      const bytes = [...scripts].reduce((sum, file) => sum + gzip(file), 0);
      console.log(`| ${path} | ${mode} | ${scripts.size} | ${bytes} | ${other} |`);
      await context.close();
    }
  }
}

if (isMainScript(import.meta.url)) {
  if (option('dist', undefined) === undefined) console.log('(dist: dist)');
  await runAlone(benchAuthor, { defaultRuns: 1 });
}
