/**
 * npm run bench: builds, then prints
 *  1. min / gzip / brotli bytes of every chunk against the budgets, and whether any source module
 *     landed in two chunks (scripts/bench/sizes.mjs);
 *  2. over several cold loads of demo pages in headless Chromium (the production build): the
 *     median time until every widget has rendered its content, the requests made, and the
 *     cumulative layout shift (scripts/bench/page-loads.mjs);
 *  3. the quick order's keystroke, "Add to cart" and lookup figures
 *     (scripts/bench/quick-order.mjs);
 *  4. the checkout's own code, each step's Continue at 4x CPU and the requests per step
 *     (scripts/bench/checkout.mjs);
 *  5. issue 11: the create quote dialogs' and the quote pages' own code and paint times
 *     (scripts/bench/quotes.mjs), and the training dialog's (scripts/bench/training.mjs).
 *  6. each account page's own code and the account menu's (scripts/bench/account.mjs).
 *  7. issues 14 and 31: the header and footer beside the two floor pages (two "hello" elements
 *     with r2wc on React 19, and on preact/compat) at 4x CPU, their ratios side by side, and the
 *     home page's total JavaScript, for both builds (Preact's and React's;
 *     scripts/bench/startup.mjs);
 *  8. issue 31: the budget table of every page of the demo host (script kB gzip, requests, ready
 *     ms, CLS; scripts/bench/pages.mjs) with the checkout's own code from part 4, a treemap of
 *     each page's JavaScript in bench-results/treemap/, and with `--lighthouse` Lighthouse's
 *     mobile audit of every page for a visitor and for the signed-in shopper
 *     (scripts/bench/lighthouse.mjs, also `npm run bench:lighthouse [-- --signed-in]`).
 *
 * Options: --runs N (default 7), --cpu N (CPU slowdown, default 1), --no-build, --page PATH
 * (repeatable), --qo-cpu N (CPU slowdown of the quick order figures, default 4), --runtime
 * preact|react (the build measured: the shipped Preact one in dist/, or React's in dist-react/;
 * scripts/build/runtime.mjs), --port P (the demo hosts' ports: P, P + 1…; random otherwise), --lighthouse.
 * Figures, with budgets shown beside them; the run exits 1 when a row of the budget table (part 8)
 * is over its budget, naming the rows (`npm test` does not run the bench). Each part's duration is
 * printed at the end.
 */
import { benchAccountPages } from './account.mjs';
import { benchCheckout } from './checkout.mjs';
import { flag, option, options } from './lib/cli.mjs';
import { launchChromium, serveDemoHost } from './lib/demo-host.mjs';
import { buildRuntime, distOfRuntime, runtimeOption } from './lib/runtime-option.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchPageLoads } from './page-loads.mjs';
import { benchPages, overBudget, printBudgetTable } from './pages.mjs';
import { benchQuickOrder } from './quick-order.mjs';
import { benchQuoteDialogs, benchQuotePages } from './quotes.mjs';
import { benchSizes } from './sizes.mjs';
import { benchStartup, buildFloor, otherBuilds } from './startup.mjs';
import { benchTraining } from './training.mjs';
import { RUNTIMES } from '../build/runtime.mjs';

const runs = Number(option('runs', 7));
const cpu = Number(option('cpu', 1));
const pages = options('page');
if (pages.length === 0)
  pages.push(
    '/',
    '/footer-only.html',
    '/many-widgets.html',
    '/?mockFlags=0',
    '/store/usassessments/en/quickOrder',
    '/p/0158241926',
    '/cart',
  );

/** How long each part of the bench took (printed at the end: the bench is long). */
const durations = [];
async function part(name, run) {
  const started = Date.now();
  try {
    return await run();
  } finally {
    durations.push([name, (Date.now() - started) / 1000]);
  }
}

const runtime = runtimeOption();
const dist = distOfRuntime(runtime);
if (!flag('no-build')) {
  await part('0. builds (widgets, floors)', () => {
    buildRuntime(runtime);
    buildFloor();
  });
}

// 1. Sizes, then 2. page loads, in one demo host and one browser for every part.
const chunks = await part('1. sizes', () => benchSizes(dist));
const server = await serveDemoHost(dist);
const browser = await launchChromium();
let budgetRows;
try {
  await part('2. page loads', () =>
    benchPageLoads({ browser, baseUrl: server.baseUrl, dist, cpu, runs, pages, chunks }),
  );
  // 3. Quick order interactions at the issue's 4x CPU slowdown (--qo-cpu N to change it).
  await part('3. quick order', () =>
    benchQuickOrder({
      browser,
      baseUrl: server.baseUrl,
      cpu: Number(option('qo-cpu', 4)),
    }),
  );
  // 4. The checkout at the issue's 4x CPU slowdown.
  const checkout = await part('4. checkout', () =>
    benchCheckout({
      browser,
      baseUrl: server.baseUrl,
      dist,
      cpu: Number(option('qo-cpu', 4)),
      runs: Math.min(runs, 5),
    }),
  );
  // 5. Issue 11: the create quote dialogs, the quote pages and the training dialog.
  const issue11 = {
    browser,
    baseUrl: server.baseUrl,
    dist,
    cpu: Number(option('qo-cpu', 4)),
    runs: Math.min(runs, 3),
  };
  await part('5. quotes and training', async () => {
    await benchQuoteDialogs(issue11);
    await benchQuotePages(issue11);
    await benchTraining(issue11);
  });
  // 6. The account pages' own code and the account menu's (issue 12).
  await part('6. account pages', () =>
    benchAccountPages({ browser, baseUrl: server.baseUrl, dist }),
  );
  // 7. Issue 14: the start-up beside the floor page, and the home page's JavaScript, for both
  // builds (the other one on a demo host of its own).
  const other = await otherBuilds(
    RUNTIMES.filter((r) => r !== runtime),
    { build: !flag('no-build') },
  );
  try {
    await part('7. start-up beside the floors', () =>
      benchStartup({
        browser,
        baseUrl: server.baseUrl,
        dist,
        cpu: Number(option('qo-cpu', 4)),
        runs,
        runtime,
        others: other.others,
      }),
    );
  } finally {
    other.stop();
  }
  // 8. Issue 31: every page of the demo host against its budget, and its treemap.
  budgetRows = await part('8. budget table and treemaps', () =>
    benchPages({
      browser,
      baseUrl: server.baseUrl,
      dist,
      cpu,
      runs: Math.min(runs, 3),
      print: false,
    }),
  );
  budgetRows.push({
    page: "the checkout's own code (part 4)",
    gzip: checkout.ownGzip,
    budget: 60_000,
  });
  if (flag('lighthouse')) {
    await part('9. Lighthouse (mobile)', () => benchLighthouse({ baseUrl: server.baseUrl }));
    await part('10. Lighthouse (mobile), signed in', () =>
      benchLighthouse({ baseUrl: server.baseUrl, signedIn: true }),
    );
  }
} finally {
  await browser.close();
  server.stop();
}
console.log('\nHow long each part took\n');
console.log('| part | seconds |');
console.log('| --- | ---: |');
for (const [name, seconds] of durations) console.log(`| ${name} | ${seconds.toFixed(0)} |`);
// Last, so that it is what a reader sees: the budget table with the checkout's row, and the
// rows over budget named; any makes the run fail.
printBudgetTable(budgetRows, "every page of the demo host, and the checkout's own code");
if (overBudget(budgetRows).length > 0) process.exitCode = 1;
