import type { Page, Request } from '@playwright/test';
import { accountMenu, DANA, signIn } from './account';
import { addFault, clearFaults, expect, scriptRequests, test, widgetsReady } from './fixtures';

/**
 * Step-up (spec section 4): reading the saved payment cards needs the shopper to confirm who they
 * are. The endpoint answers 401 with advices; the account menu in the header shows "Confirm it’s
 * you"; on success the request is retried with the transaction header plus the id token.
 */

const PAGE = '/store/usassessments/en/my-account/payment-cards';

/** Dana's cards as seeded in src/mocks/identity/payment-cards.ts (u-1001), as the widget shows them. */
const DANA_CARDS = [
  [
    'Visa',
    'ending in 4242',
    '08/2029',
    'Dana Whitfield',
    'Dana Whitfield 120 Maple Avenue Apt 4B Springfield, IL 62704 United States',
    'Default card',
    'Delete',
  ],
  [
    'Mastercard',
    'ending in 5100',
    '02/2028',
    'Danielle Whitfield',
    'Dana Whitfield Whitfield Psychology 455 Market Street Suite 300 San Francisco, CA 94105 United States',
    'Set as default',
    'Delete',
  ],
];

const NOT_CONFIRMED =
  'Your payment cards are shown only after you confirm it’s you. Try again to confirm.';

const widget = (page: Page) => page.locator('store-payment-cards');
const widgetRoot = (page: Page) => widget(page).locator('[part="base"]');
const stepUpDialog = (page: Page) =>
  accountMenu(page).getByRole('dialog', { name: 'Confirm it’s you' });
const menuTrigger = (page: Page) =>
  accountMenu(page).getByRole('button', { name: `Account menu for ${DANA.name}` });

async function signInAsDana(page: Page) {
  await signIn(page);
  await expect(menuTrigger(page)).toBeVisible();
}

async function confirmWith(page: Page, password: string) {
  const dialog = stepUpDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Password')).toBeEditable();
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

async function expectCards(page: Page) {
  await expect(widgetRoot(page)).toHaveAttribute('data-state', 'loaded');
  const table = widget(page).getByRole('table', { name: 'Your saved payment cards' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(DANA_CARDS.length);
  for (const [index, cells] of DANA_CARDS.entries()) {
    await expect(rows.nth(index).locator('th, td')).toHaveText(cells);
  }
}

interface CardRequest {
  request: Request;
  headers: Promise<Record<string, string>>;
}

/** Every request to the payment-cards endpoint (not the page of the same name), with all its headers. */
function watchCardRequests(page: Page): CardRequest[] {
  const seen: CardRequest[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/headless\/ecommerce\/v2\/users\/[^/]+\/paymentdetails$/.test(pathname)) {
      seen.push({ request, headers: request.allHeaders() });
    }
  });
  return seen;
}

/** Every URL the page requested or navigated to. */
function watchUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return urls;
}

/** No token value, and no token-carrying parameter, in any URL. */
async function expectNoTokenInUrls(page: Page, urls: readonly string[]) {
  const stored = await page.evaluate(() => localStorage.getItem('store-widgets.tokens'));
  expect(stored).not.toBeNull();
  const tokens = JSON.parse(stored ?? '{}') as Record<string, unknown>;
  const values = [tokens.accessToken, tokens.idToken, tokens.refreshToken].filter(
    (value): value is string => typeof value === 'string' && value.length > 0,
  );
  expect(values.length).toBeGreaterThanOrEqual(2);
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    for (const value of values) expect(url, url).not.toContain(value);
    expect(url, url).not.toMatch(/[?&#](access_token|id_token|refresh_token|_idtoken|token)=/i);
  }
}

/** The retried request spent the transaction named in the 401's advices, with the stored id token. */
async function expectRetryCarriedTransaction(page: Page, requests: readonly CardRequest[]) {
  const [challenged, retried] = requests.slice(-2);
  if (!challenged || !retried) throw new Error('expected a challenged and a retried request');
  const first = await challenged.headers;
  expect(first['x-txid']).toBeUndefined();
  const response = await challenged.request.response();
  expect(response?.status()).toBe(401);
  const body = (await response?.json()) as { advices: { TransactionConditionAdvice: string[] } };
  const txId = body.advices.TransactionConditionAdvice[0];
  expect(txId).toBeTruthy();

  const retry = await retried.headers;
  expect(retry['x-txid']).toBe(txId);
  const idToken = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('store-widgets.tokens') ?? '{}') as { idToken?: string })
        .idToken,
  );
  expect(retry['x-idtoken']).toBe(idToken);
  expect(retry.authorization).toMatch(/^Bearer \S+$/);
  expect((await retried.request.response())?.status()).toBe(200);
  // Headers only: neither the transaction nor the id token travels in the URL (whose query is
  // OCC's own: saved, fields, lang).
  const url = new URL(retried.request.url());
  expect([...url.searchParams.keys()].sort()).toEqual(['fields', 'lang', 'saved']);
  expect(url.href).not.toContain(txId);
  expect(url.href).not.toContain(encodeURIComponent(idToken ?? '-'));
}

test.describe('step-up on the payment cards page', () => {
  test('signing in asks to confirm, and the password shows the saved cards', async ({
    page,
    errors,
  }) => {
    const cardRequests = watchCardRequests(page);
    const urls = watchUrls(page);
    await page.goto(PAGE);
    await widgetsReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment cards' })).toBeVisible();

    // Signed out: a message and a link to the login page that comes back here (no form of its own).
    await expect(widgetRoot(page)).toHaveAttribute('data-state', 'signed-out');
    await expect(widget(page).locator('.message')).toHaveText(
      'Please sign in to see your saved payment cards.',
    );
    await expect(widget(page).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/en-us/login?returnTo=${encodeURIComponent(PAGE)}`,
    );
    await expect(widget(page).getByRole('button')).toHaveCount(0);
    expect(cardRequests).toHaveLength(0);

    await signInAsDana(page);
    // The widget waits (loading) while the account menu asks the shopper to confirm.
    await expect(stepUpDialog(page)).toBeVisible();
    await expect(stepUpDialog(page)).toContainText(
      'For your security, please enter your password again to continue.',
    );
    await expect(widgetRoot(page)).toHaveAttribute('data-state', 'loading');

    await confirmWith(page, DANA.password);
    await expectCards(page);
    expect(cardRequests).toHaveLength(2);
    await expectRetryCarriedTransaction(page, cardRequests);

    // The tab regaining focus does not read the cards again (that would ask again).
    await page.evaluate(() => {
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
    });
    await page.waitForTimeout(300);
    expect(cardRequests).toHaveLength(2);
    await expect(stepUpDialog(page)).toBeHidden();

    await expectNoTokenInUrls(page, urls);
    expect(page.url()).not.toMatch(/code=|state=|token/);
    expect(errors.pageErrors).toEqual([]);
  });

  test('a signed-in shopper’s confirmation loads the sign-in tree’s code, not the code that gets tokens', async ({
    page,
    errors,
  }) => {
    await page.goto('/');
    await widgetsReady(page);
    await signInAsDana(page);
    // Her next page, tokens fresh: the confirmation needs the tree, and her stored id token.
    const scripts = scriptRequests(page);
    await page.goto(PAGE);
    await widgetsReady(page);
    await confirmWith(page, DANA.password);
    await expectCards(page);
    const loaded = (file: string) => scripts.some((s) => s.endsWith(`/${file}`));
    expect(loaded('identity-code.js')).toBe(true);
    expect(loaded('token-code.js')).toBe(false);
    expect(errors.pageErrors).toEqual([]);
  });

  test('a wrong password shows the error; Try again asks again and the right one shows the cards', async ({
    page,
    errors,
  }) => {
    const cardRequests = watchCardRequests(page);
    const urls = watchUrls(page);
    await page.goto(PAGE);
    await widgetsReady(page);
    await signInAsDana(page);

    await confirmWith(page, 'not-the-password');
    await expect(widgetRoot(page)).toHaveAttribute('data-state', 'error');
    await expect(widget(page).getByRole('alert')).toHaveText(NOT_CONFIRMED);
    await expect(widget(page).getByRole('table')).toHaveCount(0);
    // The failed confirmation sent no retry: one challenged request only.
    expect(cardRequests).toHaveLength(1);
    expect((await cardRequests[0]!.headers)['x-txid']).toBeUndefined();

    await widget(page).getByRole('button', { name: 'Try again' }).click();
    await confirmWith(page, DANA.password);
    await expectCards(page);
    expect(cardRequests).toHaveLength(3);
    await expectRetryCarriedTransaction(page, cardRequests);

    await expectNoTokenInUrls(page, urls);
    expect(errors.pageErrors).toEqual([]);
  });

  test('the confirmation’s code that cannot load: the cards say so, and Try again asks once it can', async ({
    page,
    request,
    errors,
  }) => {
    // Loaded when the platform first asks for a confirmation (src/auth/session/step-up-flow.ts),
    // retried twice from new URLs, then given up as an unconfirmed request.
    await addFault(request, { path: '/widgets/releases/*/step-up-flow.js', mode: '500' });
    await page.goto(PAGE);
    await widgetsReady(page);
    await signInAsDana(page);
    await expect(widget(page).getByRole('alert')).toHaveText(NOT_CONFIRMED, { timeout: 15_000 });
    await expect(stepUpDialog(page)).toBeHidden();
    await expect(menuTrigger(page)).toBeVisible();

    await clearFaults(request);
    await widget(page).getByRole('button', { name: 'Try again' }).click();
    await confirmWith(page, DANA.password);
    await expectCards(page);
    expect(errors.pageErrors).toEqual([]);
  });

  test('cancelling shows the error and the page keeps working', async ({ page, errors }) => {
    const cardRequests = watchCardRequests(page);
    await page.goto(PAGE);
    await widgetsReady(page);
    await signInAsDana(page);

    await expect(stepUpDialog(page)).toBeVisible();
    await stepUpDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(stepUpDialog(page)).toBeHidden();
    await expect(widgetRoot(page)).toHaveAttribute('data-state', 'error');
    await expect(widget(page).getByRole('alert')).toHaveText(NOT_CONFIRMED);
    await expect(widget(page).getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(cardRequests).toHaveLength(1);

    // Still signed in, and the account menu still opens.
    await menuTrigger(page).click();
    const menu = accountMenu(page).getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Payment Cards' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    // Escape closes the confirmation as Cancel does, and Try again can still ask once more.
    await widget(page).getByRole('button', { name: 'Try again' }).click();
    await expect(stepUpDialog(page)).toBeVisible();
    await expect(stepUpDialog(page).getByLabel('Password')).toBeEditable();
    await page.keyboard.press('Escape');
    await expect(stepUpDialog(page)).toBeHidden();
    await expect(widget(page).getByRole('alert')).toHaveText(NOT_CONFIRMED);

    await widget(page).getByRole('button', { name: 'Try again' }).click();
    await confirmWith(page, DANA.password);
    await expectCards(page);
    await expectRetryCarriedTransaction(page, cardRequests);
    expect(errors.pageErrors).toEqual([]);
  });
});
