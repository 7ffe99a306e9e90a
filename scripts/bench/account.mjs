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
 * sees as they are; `shopper` for pages measured signed in as another shopper (the invoices, the
 * accounts); `settle` for what the page needs before it shows its content, such as the step-up of
 * the payment cards).
 *
 * Alone: node scripts/bench/account.mjs [--dist dist] [--only overview,error] [--port 4900]
 */
import { isMainScript, option } from './lib/cli.mjs';
import { sizedChunks, sumGzip } from './lib/gzip.mjs';
import { recordScripts } from './lib/probes.mjs';
import { runAlone } from './lib/run-alone.mjs';
import { AGENT, CLINICIAN, DISTRICT, signIn } from './lib/shoppers.mjs';

/** The payment cards page asks the shopper to confirm who they are (the account menu's dialog). */
async function confirmStepUp(page) {
  const dialog = page
    .locator('store-account-menu')
    .getByRole('dialog', { name: 'Confirm it’s you' });
  await dialog.getByLabel('Password').fill(CLINICIAN.password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
}
const PAGE_BUDGET = 30_000;
const ACCOUNT = '/store/usassessments/en/my-account';

/**
 * The chunks of the checkout's address form, which the address book's add and edit pages share
 * with the checkout: the form with its rules and review dialog, its fields, and valibot (the
 * rules' library, which the checkout's forms load too). Counted apart from the pages' own.
 */
const SHARED_ADDRESS_FORM = ['address-form.js', 'form-field.js', 'valibot.js'];

/**
 * The libraries of every form (react-hook-form, its valibot resolver, valibot) and the shared
 * field, which the qualification pages share with the checkout's and the address book's forms:
 * counted apart from the pages' own. Filled in from the build's chunk names.
 */
const SHARED_FORM_LIBRARIES = ['form-field.js', 'form-library.js'];

/**
 * The pages measured, each with the widget whose settling ends the measure; `after` does what
 * the page's lazy code needs (opening a dialog) before the measure ends; `shared` names chunks
 * shared with another widget, reported apart from the page's own.
 */
export const ACCOUNT_PAGES = [
  { id: 'overview', name: 'My account (overview)', path: ACCOUNT, tag: 'store-my-account' },
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
    id: 'profile',
    name: 'Profile & password (the identity SDK loaded by a password check)',
    path: `${ACCOUNT}/profile-details`,
    tag: 'store-profile-details',
    after: async (page) => {
      // The password tree loads the identity SDK, as a real change does; the attempt is refused.
      const widget = page.locator('store-profile-details');
      await widget.getByLabel('Current password', { exact: true }).fill('Wrong!2026');
      await widget.getByLabel('New password', { exact: true }).fill('Bluebird!2027');
      await widget.getByLabel('Confirm new password', { exact: true }).fill('Bluebird!2027');
      await widget.getByRole('button', { name: 'Change password' }).click();
      await widget.getByText('Your current password is not correct.', { exact: false }).waitFor();
    },
  },
  {
    id: 'preferences',
    name: 'Preferences',
    path: `${ACCOUNT}/preferences`,
    tag: 'store-preferences',
  },
  {
    id: 'qualifications',
    name: 'Qualifications',
    path: `${ACCOUNT}/qualifications`,
    tag: 'store-qualifications',
  },
  {
    id: 'add-qualification',
    name: 'Add a qualification (degree; the rules run on an empty submit)',
    path: `${ACCOUNT}/qualifications/degree/add`,
    tag: 'store-qualification-form-page',
    shared: SHARED_FORM_LIBRARIES,
    after: async (page) => {
      const form = page.locator('store-qualification-form-page');
      await form.getByRole('button', { name: 'Save qualification' }).click();
      await form.getByText('Please choose the degree.').waitFor();
    },
  },
  {
    id: 'edit-qualification',
    name: 'Edit a qualification (degree)',
    path: `${ACCOUNT}/qualifications/degree/edit/q-1001-degree`,
    tag: 'store-qualification-form-page',
    shared: SHARED_FORM_LIBRARIES,
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
    shopper: DISTRICT,
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
  {
    id: 'invoices',
    name: 'Invoices (the district, signed in)',
    path: '/invoices/en-us',
    tag: 'store-invoices',
    shopper: DISTRICT,
  },
  {
    id: 'invoice-payment',
    name: 'Invoice payment (INV100201, card fields loaded)',
    path: '/invoices/INV100201/payment',
    tag: 'store-invoice-payment',
    shopper: DISTRICT,
  },
  {
    id: 'invoice-confirmation',
    name: 'Invoice payment confirmation (INV100203, paid)',
    path: '/invoices/INV100203/payment/confirmation',
    tag: 'store-invoice-confirmation',
    shopper: DISTRICT,
  },
  {
    id: 'support-login',
    name: 'Customer service sign-in (the agent; a customer search run)',
    path: `${ACCOUNT}/support/login`,
    tag: 'store-support-login',
    shopper: AGENT,
    after: async (page) => {
      const support = page.locator('store-support-login');
      await support.getByLabel('Customer name or email').fill('okafor');
      await support.getByRole('button', { name: 'Search' }).click();
      await support.getByText('1 customer found.').waitFor();
    },
  },
  {
    // Last: the simplified mode's cookie stays on the visitor's invoice pages.
    id: 'invoices-simplified',
    name: 'Invoices, simplified mode (a visitor, the lookup form)',
    path: '/invoices/en-us?invoices=simplified',
    tag: 'store-invoices',
    visitor: true,
  },
];

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

export async function benchAccountPages({ browser, baseUrl, dist, only }) {
  const context = await browser.newContext();
  const first = await context.newPage();
  await first.goto(`${baseUrl}/`);
  await signIn(first);
  await first.waitForLoadState('networkidle');
  await first.close();

  const frame = await frameScripts(context, baseUrl);
  const frameRows = sizedChunks(frame, dist);
  const menuRows = frameRows.filter((row) => row.file.includes('account-menu'));
  console.log('\n### Account menu (signed-in home page, menu open)\n');
  console.log('| chunk | gzip -9 bytes |');
  console.log('| --- | ---: |');
  for (const row of menuRows) console.log(`| ${row.file} | ${row.gzip} |`);
  console.log(`| every script of the frame (${frameRows.length} chunks) | ${sumGzip(frameRows)} |`);

  console.log('\n### Account pages: own code (beyond the frame)\n');
  console.log('| page | own chunks | gzip -9 bytes | budget 30 kB |');
  console.log('| --- | --- | ---: | --- |');
  const visitorContext = await browser.newContext();
  /** A signed-in context per other shopper (`shopper` of an entry), made when first needed. */
  const shopperContexts = new Map();
  const contextOf = async (entry) => {
    if (entry.visitor) return visitorContext;
    if (!entry.shopper) return context;
    if (!shopperContexts.has(entry.shopper)) {
      const other = await browser.newContext();
      const page = await other.newPage();
      await page.goto(`${baseUrl}/`);
      await signIn(page, entry.shopper);
      await page.waitForLoadState('networkidle');
      await page.close();
      shopperContexts.set(entry.shopper, other);
    }
    return shopperContexts.get(entry.shopper);
  };
  for (const entry of ACCOUNT_PAGES) {
    if (only && !only.includes(entry.id)) continue;
    const scripts = await pageScripts(await contextOf(entry), baseUrl, entry);
    const beyond = sizedChunks(
      [...scripts].filter((path) => !frame.has(path)),
      dist,
    );
    const isShared = (row) => (entry.shared ?? []).includes(row.file);
    const own = beyond.filter((row) => !isShared(row));
    const shared = beyond.filter(isShared);
    const total = sumGzip(own);
    const list = (rows) => rows.map((row) => `${row.file} ${row.gzip}`).join(', ');
    const chunks =
      (list(own) || 'none') + (shared.length ? `; shared, not counted: ${list(shared)}` : '');
    console.log(
      `| ${entry.name} | ${chunks} | ${total} | ${total <= PAGE_BUDGET ? 'within' : 'OVER'} |`,
    );
  }
  await visitorContext.close();
  for (const other of shopperContexts.values()) await other.close();
  await context.close();
}

if (isMainScript(import.meta.url)) {
  const only = option('only', undefined)?.split(',');
  await runAlone((context) => benchAccountPages({ ...context, only }));
}
