/**
 * The quotes' figures of issue 11, in headless Chromium on the production build. Figures only, no
 * pass/fail.
 *
 * benchQuoteDialogs — the create quote flow from the cart:
 *  1. the dialogs' code: every script the cart page requests from the moment the signed-in shopper
 *     points at "Create quote" until the quote created dialog shows (the create quote dialog with
 *     its early expiry notice, the submit, the quote created dialog), gzip -9 of each chunk from
 *     the build directory. Budget: 20 kB gzip per dialog beyond the shared form chunk (the flow
 *     loads no form library: every chunk is counted);
 *  2. at a CPU slowdown (4x by default): click "Create quote" → the dialog's checks on screen
 *     (painted), which includes the checkout's and the preview's answers; click the dialog's
 *     "Create quote" → the quote created dialog on screen (painted).
 *
 * benchQuotePages — <store-quotes> and <store-quote-details>:
 *  1. each page's own code: every script the page loads for a signed-in shopper (a fresh load,
 *     the session restored) minus what the home page loads for the same shopper (header, footer,
 *     session, account menu), gzip -9 of each chunk. Budget: 30 kB gzip per page. The details
 *     page is an active quote with the early expiration notice and the PDF button; clicking
 *     "Download PDF" is included (it loads nothing more, as the figure shows);
 *  2. at a CPU slowdown (4x by default): navigation start → the page's content painted
 *     (`data-state="loaded"`), median and max of the runs.
 *
 * Alone: node scripts/bench/quotes.mjs [--dist dist] [--cpu 4] [--runs 3] [--only dialogs|pages]
 */
import { isMainScript, option } from './lib/cli.mjs';
import { sizedChunks, sumGzip } from './lib/gzip.mjs';
import { paintProbe, recordScripts, throttleCpu } from './lib/probes.mjs';
import { runAlone } from './lib/run-alone.mjs';
import { API, seedVisitorCart, signIn, signedInState } from './lib/shoppers.mjs';
import { max, median } from './lib/stats.mjs';

const LINES = [{ product: { code: '0158241926' }, quantity: 2 }];
const TOKENS_KEY = 'store-widgets.tokens';
const DIALOG_BUDGET = 20_000;

/** Signs in from the header's account menu and waits until the cart page shows her cart. */
async function signInFromHeader(page) {
  await signIn(page);
  await page.locator('store-cart').getByRole('button', { name: 'Create quote' }).waitFor();
  await page.waitForLoadState('networkidle');
}

/**
 * What a quote needs, set through the commerce API as the shopper (as the checkout would): her
 * default address for delivery, the first delivery mode, billing as delivery.
 */
async function completeCheckout(page, baseUrl) {
  const stored = await page.evaluate((key) => localStorage.getItem(key), TOKENS_KEY);
  const token = JSON.parse(stored ?? '{}').accessToken;
  const headers = {
    Authorization: `Bearer ${token}`,
    'X-Site-Id': 'usassessments',
    'Content-Type': 'application/json',
  };
  const cart = `${baseUrl}${API}/users/current/carts/current`;
  // OCC's PUTs answer no body.
  const call = async (path, init = {}) => {
    const response = await fetch(`${cart}${path}`, { headers, ...init });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  };
  const book = await (await fetch(`${baseUrl}${API}/users/current/addresses`, { headers })).json();
  const address = (book.addresses ?? []).find((a) => a.defaultAddress) ?? book.addresses[0];
  await call(`/addresses/delivery?addressId=${encodeURIComponent(address.id)}`, { method: 'PUT' });
  const modes = await call('/deliverymodes?fields=deliveryModes(code)');
  await call(`/deliverymode?deliveryModeId=${modes.deliveryModes[0].code}`, { method: 'PUT' });
  await call('/checkout/billing-address', {
    method: 'PUT',
    body: JSON.stringify({ sameAsShipping: true }),
  });
}

/**
 * In the page (after lib/probes.mjs's paintProbe): when each dialog's content is first painted
 * after its button's click.
 */
const instrument = () => {
  const w = window;
  const root = () => document.querySelector('store-cart')?.shadowRoot;
  const paintedWhen = (found, name) => w.__paint.whenPainted(found, (time) => (w[name] = time));
  document.addEventListener(
    'click',
    (event) => {
      const button = event
        .composedPath()
        .find((el) => el instanceof HTMLElement && el.tagName === 'BUTTON');
      if (!button || button.textContent !== 'Create quote') return;
      if (button.type === 'submit') {
        w.__submitClick = event.timeStamp;
        paintedWhen(
          () => root()?.querySelector('.quote-created-dialog[open] .quote-number'),
          '__created',
        );
      } else {
        w.__openClick = event.timeStamp;
        paintedWhen(
          () => root()?.querySelector('.create-quote-dialog[open] .dialog-actions'),
          '__checked',
        );
      }
    },
    true,
  );
};

async function createQuoteOnce(browser, baseUrl, cpu) {
  await fetch(`${baseUrl}/__mock/reset`, { method: 'POST' });
  // A pricing update 30 days out: the dialog shows the early expiry notice too.
  await fetch(`${baseUrl}/__mock/quote-conditions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ pricingUpdateInDays: 30, discountEndInDays: null }),
  });
  const context = await browser.newContext();
  await seedVisitorCart(baseUrl, context, LINES);
  const page = await context.newPage();
  await page.addInitScript(paintProbe);
  await page.addInitScript(instrument);
  await page.goto(`${baseUrl}/cart`);
  await signInFromHeader(page);
  await completeCheckout(page, baseUrl);

  await throttleCpu(context, page, cpu);
  const scripts = recordScripts(page);
  const cart = page.locator('store-cart');
  await cart.getByRole('button', { name: 'Create quote' }).hover();
  await cart.getByRole('button', { name: 'Create quote' }).click();
  const dialog = cart.getByRole('dialog', { name: 'Create quote' });
  await dialog.getByRole('region', { name: 'Your quote will expire early' }).waitFor();
  await page.waitForFunction(() => window.__checked !== undefined);
  await dialog.getByRole('button', { name: 'Create quote' }).click();
  await cart.getByRole('dialog', { name: 'Quote created' }).waitFor();
  await page.waitForFunction(() => window.__created !== undefined);
  await page.waitForLoadState('networkidle');
  const timings = await page.evaluate(() => ({
    checked: window.__checked - window.__openClick,
    created: window.__created - window.__submitClick,
  }));
  await context.close();
  return { scripts, timings };
}

export async function benchQuoteDialogs({ browser, baseUrl, dist = 'dist', cpu = 4, runs = 3 }) {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await createQuoteOnce(browser, baseUrl, cpu));

  const rows = sizedChunks(results[0].scripts, dist);
  const total = sumGzip(rows);
  console.log(
    '\nThe create quote and quote created dialogs: code loaded from pointing at "Create quote" to the quote created dialog\n',
  );
  console.log('| chunk | gzip bytes |');
  console.log('| --- | ---: |');
  for (const r of rows) console.log(`| ${r.file} | ${r.gzip} |`);
  console.log(
    `| **total** | **${total}** (${(total / 1000).toFixed(2)} kB; budget ${DIALOG_BUDGET / 1000} kB per dialog, both dialogs here: ${total <= DIALOG_BUDGET ? 'within' : 'OVER'}) |`,
  );

  const cell = (key) => {
    const values = results.map((r) => r.timings[key]);
    return `${median(values).toFixed(0)} | ${max(values).toFixed(0)}`;
  };
  console.log(`\nAt ${cpu}x CPU slowdown, ${runs} runs (ms from the click, painted)\n`);
  console.log('| measure | median | max |');
  console.log('| --- | ---: | ---: |');
  console.log(`| "Create quote" → the dialog's checks and expiry shown | ${cell('checked')} |`);
  console.log(`| the dialog's "Create quote" → the quote created dialog | ${cell('created')} |`);
}

const QUOTE_PAGES = [
  {
    name: '<store-quotes>',
    path: '/store/usassessments/en/my-account/quotes',
    tag: 'store-quotes',
  },
  {
    name: '<store-quote-details>',
    path: '/store/usassessments/en/my-account/quotes/Q10000005',
    tag: 'store-quote-details',
    pdf: true,
  },
];
const PAGE_BUDGET = 30_000;

/** In the page: when the widget's content is first painted with `data-state="loaded"`. */
const instrumentLoaded = (tag) =>
  window.__paint.whenPainted(
    () =>
      document.querySelector(tag)?.shadowRoot?.querySelector('[part="base"][data-state="loaded"]'),
    (time) => (window.__loaded = time),
  );

/** One fresh load of a page, signed in: the scripts it loaded and when its content showed. */
async function loadSignedIn(browser, baseUrl, state, target, cpu) {
  const context = await browser.newContext({ storageState: state });
  const page = await context.newPage();
  await throttleCpu(context, page, cpu);
  await page.addInitScript(paintProbe);
  if (target.tag) await page.addInitScript(instrumentLoaded, target.tag);
  const scripts = recordScripts(page);
  await page.goto(`${baseUrl}${target.path}`);
  let loaded;
  if (target.tag) {
    await page.waitForFunction(() => window.__loaded !== undefined, null, { timeout: 30_000 });
    loaded = await page.evaluate(() => window.__loaded);
  } else {
    await page
      .locator('store-account-menu')
      .getByRole('button', { name: /Account menu/ })
      .waitFor();
  }
  if (target.pdf) {
    const downloading = page.waitForEvent('download');
    await page.locator(target.tag).getByRole('button', { name: 'Download PDF' }).click();
    await downloading;
  }
  await page.waitForLoadState('networkidle');
  await context.close();
  return { scripts, loaded };
}

export async function benchQuotePages({ browser, baseUrl, dist = 'dist', cpu = 4, runs = 3 }) {
  await fetch(`${baseUrl}/__mock/reset`, { method: 'POST' });
  const state = await signedInState(browser, baseUrl);
  const home = await loadSignedIn(browser, baseUrl, state, { path: '/' }, 1);
  for (const target of QUOTE_PAGES) {
    const loads = [];
    for (let i = 0; i < runs; i += 1)
      loads.push(await loadSignedIn(browser, baseUrl, state, target, cpu));
    const own = [...loads[0].scripts].filter((path) => !home.scripts.has(path));
    const rows = sizedChunks(own, dist);
    const total = sumGzip(rows);
    console.log(
      `\n${target.name} (${target.path}): its own code, loaded there for a signed-in shopper and not on the home page\n`,
    );
    console.log('| chunk | gzip bytes |');
    console.log('| --- | ---: |');
    for (const r of rows) console.log(`| ${r.file} | ${r.gzip} |`);
    console.log(
      `| **total** | **${total}** (${(total / 1000).toFixed(2)} kB; budget ${PAGE_BUDGET / 1000} kB: ${total <= PAGE_BUDGET ? 'within' : 'OVER'}) |`,
    );
    const times = loads.map((l) => l.loaded);
    console.log(
      `\nAt ${cpu}x CPU slowdown, ${runs} fresh loads: navigation → content painted, median ${median(times).toFixed(0)} ms, max ${max(times).toFixed(0)} ms`,
    );
  }
}

// Alone: serve a build directory and run every quotes bench (--only dialogs|pages: one of them).
if (isMainScript(import.meta.url)) {
  const only = option('only', 'all');
  await runAlone(async (options) => {
    if (only !== 'pages') await benchQuoteDialogs(options);
    if (only !== 'dialogs') await benchQuotePages(options);
  });
}
