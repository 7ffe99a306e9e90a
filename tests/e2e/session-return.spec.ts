import type { Page } from '@playwright/test';
import { accountMenu, accountTrigger, DANA, signIn } from './account';
import { expect, test, widgetsReady } from './fixtures';

/**
 * Landing back after a sign-out the shopper did not ask for (spec section 4, logout redirect):
 * an account or checkout page sends them to the login page with the page as `returnTo`, and
 * signing in there (the header's account menu: the login page has no other sign-in) takes them
 * back. A `returnTo` that is not a site-relative path is ignored.
 */

const SAVED_CARTS = '/store/usassessments/en/my-account/saved-carts';
const UNIVERSITY = { username: 'university@example.com', password: 'University!2026' };

const savedCartsState = (page: Page) => page.locator('store-saved-carts').locator('[part="base"]');
const signInButton = (page: Page) => accountMenu(page).getByRole('button', { name: 'Sign in' });

const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

test('signed out for idleness on an account page, the shopper signs in on the login page and is back', async ({
  page,
  errors,
}) => {
  await page.clock.install();
  await page.goto(`${SAVED_CARTS}?sort=name`);
  await widgetsReady(page);
  await signIn(page);
  await expect(accountTrigger(page)).toBeVisible();
  await expect(savedCartsState(page)).not.toHaveAttribute('data-state', 'signed-out');

  // Past the idle limit with no activity: the timeout sign-out.
  await page.clock.fastForward('30:30');
  await page.waitForURL('**/en-us/login?**');
  expect(pathAndQuery(page)).toBe(
    `/en-us/login?timeout=true&returnTo=${encodeURIComponent(`${SAVED_CARTS}?sort=name`)}`,
  );
  await widgetsReady(page);
  await expect(signInButton(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('store-widgets.tokens'))).toBeNull();

  await signIn(page);
  await page.waitForURL(`**${SAVED_CARTS}?sort=name`);
  await widgetsReady(page);
  await expect(accountTrigger(page)).toBeVisible();
  await expect(savedCartsState(page)).not.toHaveAttribute('data-state', 'signed-out');
  expect(errors.pageErrors).toEqual([]);
});

test('with a returnTo that is not a site-relative path, signing in stays on the login page', async ({
  page,
}) => {
  const offSite: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname !== 'localhost') offSite.push(request.url());
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  for (const returnTo of [
    '//evil.example',
    'javascript:alert(document.domain)',
    '/\\evil.example',
  ]) {
    await page.goto(`/en-us/login?timeout=true&returnTo=${encodeURIComponent(returnTo)}`);
    await widgetsReady(page);
    await signIn(page, DANA);
    await expect(accountTrigger(page)).toBeVisible();
    // Going back (when there is somewhere to go) comes once she is signed in: on this site (no
    // partner site) without a registration-country lookup first.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname, returnTo).toBe('/en-us/login');
    // Signed out again for the next value: the tokens and the identity server's sign-in session
    // (its cookie), which would otherwise sign the next attempt in without the password.
    await page.evaluate(() => localStorage.removeItem('store-widgets.tokens'));
    await page.context().clearCookies({ name: 'iPlanetDirectoryPro' });
  }
  expect(offSite).toEqual([]);
  expect(dialogs).toEqual([]);
});

test('the regional switch and returnTo make one navigation: that page, on the registration site', async ({
  page,
}) => {
  // A Singapore shopper signed out of an Asia-site account page signs in again there.
  const asiaSavedCarts = '/store/asiaassessments/en/my-account/saved-carts';
  await page.goto(`/ja-jp/login?timeout=true&returnTo=${encodeURIComponent(asiaSavedCarts)}`);
  await widgetsReady(page);
  const pages: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) pages.push(new URL(frame.url()).pathname);
  });
  await signIn(page, UNIVERSITY);
  await page.waitForURL('**/store/sgassessments/en/my-account/saved-carts');
  await widgetsReady(page);
  await expect(accountMenu(page).getByRole('button', { name: /Account menu for/ })).toBeVisible();
  expect(pages).toEqual(['/store/sgassessments/en/my-account/saved-carts']);
});

test('redirect login mode: back from the identity server’s page, then on to returnTo', async ({
  page,
}) => {
  await page.goto(
    `/en-us/login?loginMode=redirect&timeout=true&returnTo=${encodeURIComponent(SAVED_CARTS)}`,
  );
  await widgetsReady(page);
  await signInButton(page).click();
  await page.waitForURL('**/auth/login**');
  await page.getByLabel('User Name').fill(DANA.username);
  await page.getByLabel('Password').fill(DANA.password);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(`**${SAVED_CARTS}`);
  await widgetsReady(page);
  await expect(accountTrigger(page)).toBeVisible();
  expect(page.url()).not.toMatch(/[?&](code|state)=/);
});
