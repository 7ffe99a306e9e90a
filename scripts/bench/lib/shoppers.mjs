/** The fake backend's seeded shoppers (src/mocks) and signing in as one, as a shopper does. */

/** The clinician the README's quick start names. */
export const CLINICIAN = {
  username: 'clinician@example.com',
  password: 'Clinician!2026',
  name: 'Dana Whitfield',
};
/** The district: its organisations have invoices, and she owns a Q-global account. */
export const DISTRICT = { username: 'district@example.com', password: 'District!2026' };
/**
 * Who a signed-in page opens as: the invoice pages as the district's buyer (Dana has no invoices,
 * so hers would be their not-found state, a redirect to the error page), every other as Dana.
 */
export const shopperOf = (path) =>
  /^\/(store\/)?invoices(\/|$)/.test(path) ? DISTRICT : CLINICIAN;

/** The customer service agent. */
export const AGENT = { username: 'support@example.com', password: 'Support!2026' };

/** Fills and sends the sign-in dialog opened inside `root` (a widget's own, or the menu's). */
export async function submitSignIn(root, shopper = CLINICIAN) {
  const dialog = root.getByRole('dialog', { name: 'Sign in to your account' });
  await dialog.getByLabel('Email or username').fill(shopper.username);
  await dialog.getByLabel('Password').fill(shopper.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in from the header's account menu and waits until the menu names her. */
export async function signIn(page, shopper = CLINICIAN) {
  const menu = page.locator('store-account-menu').first();
  await menu.getByRole('button', { name: 'Sign in' }).click();
  await submitSignIn(menu, shopper);
  await menu.getByRole('button', { name: /Account menu for/ }).waitFor();
}

/**
 * A signed-in shopper's browser state (her stored tokens and the identity server's cookie): a new
 * context made with it opens pages as a returning shopper's tab, with a cold HTTP cache. `lines`
 * (`{ code, quantity? }`) are put in her cart first, through the page actions.
 */
export async function signedInState(browser, baseUrl, shopper = CLINICIAN, lines = []) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  await signIn(page, shopper);
  if (lines.length > 0) await page.evaluate((l) => window.storeWidgets.addLines(l), lines);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** Where the fake backend's commerce API answers. */
export const API = '/headless/ecommerce/v2';

/**
 * A visitor's cart holding `lines` (`{ product: { code }, quantity }`), made through the commerce
 * API and handed to every page of `context` before any script runs, as her stored cart.
 */
export async function seedVisitorCart(baseUrl, context, lines) {
  const created = await (
    await fetch(`${baseUrl}${API}/users/anonymous/carts`, { method: 'POST' })
  ).json();
  await fetch(`${baseUrl}${API}/users/anonymous/carts/${created.guid}/entries`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ orderEntries: lines }),
  });
  await context.addInitScript(
    ([key, value]) => {
      // The top page's storage only: a provider's frames keep theirs.
      if (window.top === window) localStorage.setItem(key, value);
    },
    ['store-widgets.cart.anonymous-guid', created.guid],
  );
}
