/**
 * The account pages' figures of issue 12, in headless Chromium on the production build. Figures
 * only, no pass/fail.
 *
 * benchAccountPages:
 *  1. each account page's own code: the scripts its page requests, signed in, until its widget has
 *     settled (past `loading`) and the network is idle, less the scripts every page requests (the
 *     home page with the header, footer, mini-cart and the account menu open), gzip -9 of each
 *     chunk from the build directory. Budget: 30 kB gzip per account page.
 *  2. the account menu: the scripts of the signed-in home page with the account menu open (the
 *     menu's chunk and the whole frame). Budget: the menu grows by at most 1 kB: run once with
 *     `--dist` pointing at the base branch's build and compare.
 *
 * Other account pages add a line to ACCOUNT_PAGES (path, tag; `visitor: true` for pages a visitor
 * sees as they are; `shopper: 'district'` for another seeded shopper; `settle` for what the page
 * needs before it shows its content, such as the step-up of the payment cards).
 *
 * Alone: node scripts/bench-account.mjs [--dist dist] [--only overview,error]
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { recordScripts, sizedChunks } from './bench-quotes.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const SHOPPER = { username: 'clinician@example.com', password: 'Clinician!2026' };
/** Pages measured as another shopper (`shopper: 'district'`): the one who owns a Q-global account. */
const SHOPPERS = {
  clinician: SHOPPER,
  district: { username: 'district@example.com', password: 'District!2026' },
};

/** The payment cards page asks the shopper to confirm who they are (the account menu's dialog). */
async function confirmStepUp(page) {
  const dialog = page
    .locator('store-account-menu')
    .getByRole('dialog', { name: 'Confirm it’s you' });
  await dialog.getByLabel('Password').fill(SHOPPER.password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
}
const PAGE_BUDGET = 30_000;
const ACCOUNT = '/store/usassessments/en/my-account';

/**
 * The chunks of the checkout's address form, which the address book's add and edit pages share
 * with the checkout: the form with its rules and review dialog, its fields, and valibot (the
 * rules' library, which the checkout's forms load too). Counted apart from the pages' own.
 */
const SHARED_ADDRESS_FORM = ['chunks/address-form.js', 'chunks/form-field.js', 'chunks/valibot.js'];

/**
 * The pages measured, each with the widget whose settling ends the measure; `after` does what
 * the page's lazy code needs (opening a dialog) before the measure ends; `shared` names chunks
 * shared with another widget, reported apart from the page's own.
 */
export const ACCOUNT_PAGES = [
  { id: 'overview', name: 'My account (overview)', path: ACCOUNT, tag: 'store-my-account' },
  {
    id: 'placeholder',
    name: 'Account page placeholder (Qualifications)',
    path: `${ACCOUNT}/qualifications`,
    tag: 'store-account-placeholder',
  },
  {
    id: 'saved-carts',
    name: 'Saved carts',
    path: `${ACCOUNT}/saved-carts`,
    tag: 'store-saved-carts',
  },
  {
    id: 'address-book',
    name: 'Address book (the delete confirmation opened)',
    path: `${ACCOUNT}/addresses`,
    tag: 'store-address-book',
    after: async (page) => {
      const book = page.locator('store-address-book');
      await book.getByRole('button', { name: 'Delete' }).first().click();
      await book.getByRole('dialog', { name: 'Delete this address?' }).waitFor();
    },
  },
  {
    id: 'add-address',
    name: 'Add an address',
    path: `${ACCOUNT}/addresses/add-address`,
    tag: 'store-address-form-page',
    shared: SHARED_ADDRESS_FORM,
  },
  {
    id: 'edit-address',
    name: 'Edit an address (a street suggestion asked)',
    path: `${ACCOUNT}/addresses/edit-address/addr-1001-office`,
    tag: 'store-address-form-page',
    shared: SHARED_ADDRESS_FORM,
    after: async (page) => {
      const street = page
        .locator('store-address-form-page')
        .getByRole('combobox', { name: 'Street address' });
      await street.fill('');
      await street.pressSequentially('queen');
      await page
        .locator('store-address-form-page')
        .getByRole('listbox', { name: 'Address suggestions' })
        .waitFor();
    },
  },
  {
    id: 'order-history',
    name: 'Order history',
    path: `${ACCOUNT}/order-history`,
    tag: 'store-order-history',
  },
  {
    id: 'order-details',
    name: 'Order details (W09000016; the reorder dialog loads on Reorder)',
    path: `${ACCOUNT}/order-history/order-details/W09000016`,
    tag: 'store-order-details',
  },
  {
    id: 'order-status',
    name: 'Order status (a visitor, pre-filled from the query)',
    path: `${ACCOUNT}/order-history/order-status?orderNumber=W09000016&email=clinician%40example.com`,
    tag: 'store-order-status',
    visitor: true,
  },
  {
    id: 'payment-cards',
    name: 'Payment cards (step-up confirmed; the add form and the delete confirmation opened)',
    path: `${ACCOUNT}/payment-cards`,
    tag: 'store-payment-cards',
    settle: confirmStepUp,
    after: async (page) => {
      const cards = page.locator('store-payment-cards');
      await cards.getByRole('button', { name: 'Add a card' }).click();
      await cards.locator('iframe.hosted-field-number').waitFor();
      await cards
        .getByRole('button', { name: /^Delete / })
        .first()
        .click();
      await cards.getByRole('dialog', { name: 'Delete this card?' }).waitFor();
    },
  },
  {
    id: 'accounts',
    name: 'Accounts (the district shopper; the ownership transfer dialog opened)',
    path: `${ACCOUNT}/accounts`,
    tag: 'store-accounts',
    shopper: 'district',
    after: async (page) => {
      const accounts = page.locator('store-accounts');
      await accounts.getByRole('button', { name: 'Transfer ownership of QG-200481' }).click();
      await accounts.getByRole('radio').first().waitFor();
    },
  },
  {
    id: 'error',
    name: 'Error page (404)',
    path: '/en-us/error.404.html',
    tag: 'store-error-page',
    visitor: true,
  },
];

/** Signs in from the header's account menu (the tokens then serve every page of the context). */
async function signIn(page, shopper = SHOPPER) {
  const menu = page.locator('store-account-menu');
  await menu.getByRole('button', { name: 'Sign in' }).click();
  const dialog = menu.getByRole('dialog', { name: 'Sign in to your account' });
  await dialog.getByLabel('Email or username').fill(shopper.username);
  await dialog.getByLabel('Password').fill(shopper.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await menu.getByRole('button', { name: /Account menu/ }).waitFor();
  await page.waitForLoadState('networkidle');
}

/** The scripts of the signed-in home page with the account menu open: every page's frame. */
async function frameScripts(context, baseUrl) {
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto(`${baseUrl}/`);
  await page.waitForLoadState('networkidle');
  await page.locator('store-account-menu [part="trigger"]').click();
  await page.locator('store-account-menu').getByRole('menu').waitFor();
  await page.waitForLoadState('networkidle');
  await page.close();
  return scripts;
}

async function pageScripts(context, baseUrl, { path, tag, after, settle }) {
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto(`${baseUrl}${path}`);
  if (settle) await settle(page);
  await page
    .locator(`${tag} [part="base"][data-state]:not([data-state="loading"])`)
    .first()
    .waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  if (after) {
    await after(page);
    await page.waitForLoadState('networkidle');
  }
  await page.close();
  return scripts;
}

const sum = (rows) => rows.reduce((total, row) => total + row.gzip, 0);

export async function benchAccountPages({ browser, baseUrl, dist, only }) {
  const context = await browser.newContext();
  const first = await context.newPage();
  await first.goto(`${baseUrl}/`);
  await signIn(first);
  await first.close();

  const frame = await frameScripts(context, baseUrl);
  const frameRows = sizedChunks(frame, dist);
  const menuRows = frameRows.filter((row) => row.file.includes('account-menu'));
  console.log('\n### Account menu (signed-in home page, menu open)\n');
  console.log('| chunk | gzip -9 bytes |');
  console.log('| --- | ---: |');
  for (const row of menuRows) console.log(`| ${row.file} | ${row.gzip} |`);
  console.log(`| every script of the frame (${frameRows.length} chunks) | ${sum(frameRows)} |`);

  console.log('\n### Account pages: own code (beyond the frame)\n');
  console.log('| page | own chunks | gzip -9 bytes | budget 30 kB |');
  console.log('| --- | --- | ---: | --- |');
  const visitorContext = await browser.newContext();
  const others = new Map();
  /** A context signed in as another seeded shopper, made once. */
  const contextOf = async (shopper) => {
    if (!others.has(shopper)) {
      const other = await browser.newContext();
      const page = await other.newPage();
      await page.goto(`${baseUrl}/`);
      await signIn(page, SHOPPERS[shopper]);
      await page.close();
      others.set(shopper, other);
    }
    return others.get(shopper);
  };
  for (const entry of ACCOUNT_PAGES) {
    if (only && !only.includes(entry.id)) continue;
    const pageContext = entry.visitor
      ? visitorContext
      : entry.shopper
        ? await contextOf(entry.shopper)
        : context;
    const scripts = await pageScripts(pageContext, baseUrl, entry);
    const beyond = sizedChunks(
      [...scripts].filter((path) => !frame.has(path)),
      dist,
    );
    const isShared = (row) => (entry.shared ?? []).includes(row.file);
    const own = beyond.filter((row) => !isShared(row));
    const shared = beyond.filter(isShared);
    const total = sum(own);
    const list = (rows) => rows.map((row) => `${row.file} ${row.gzip}`).join(', ');
    const chunks =
      (list(own) || 'none') + (shared.length ? `; shared, not counted: ${list(shared)}` : '');
    console.log(
      `| ${entry.name} | ${chunks} | ${total} | ${total <= PAGE_BUDGET ? 'within' : 'OVER'} |`,
    );
  }
  await visitorContext.close();
  for (const other of others.values()) await other.close();
  await context.close();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : fallback;
  };
  const dist = option('dist', 'dist');
  const only = option('only', undefined)?.split(',');
  const port = 4900 + Math.floor(Math.random() * 90);
  const server = spawn('node', ['demo-host/server.mjs', '--preview'], {
    env: { ...process.env, PORT: String(port), STORE_DIST: dist },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (d) => String(d).includes('Demo host') && resolve());
    server.on('exit', () => reject(new Error('demo host exited')));
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    await benchAccountPages({ browser, baseUrl: `http://localhost:${port}`, dist, only });
  } finally {
    await browser.close();
    server.kill();
  }
}
