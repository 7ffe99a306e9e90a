import { createHash, randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { accountMenu, DANA, signIn } from './account';
import { addFault, expect, header, test, twoTabs, widgetsReady } from './fixtures';

const signedIn = (page: Page) =>
  accountMenu(page).getByRole('button', { name: /Account menu for/ });

test('a 401 from the customer check signs the shopper out (product pages stay, with a notice)', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await page.goto('/p/0158979876');
  await widgetsReady(page);
  await signIn(page);
  await expect(signedIn(page)).toBeVisible();
  // The session ends at the server; our next customer check (at most every 5 minutes) hears 401.
  expect((await request.post('/__mock/identity/expire-tokens')).ok()).toBe(true);
  await page.clock.fastForward('05:01');
  await page.keyboard.press('Shift');
  await expect(accountMenu(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(
    accountMenu(page).getByRole('status').filter({ hasText: 'You have been signed out.' }),
  ).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/p/0158979876');
});

test('one customer check per throttle window for the whole browser', async ({ context }) => {
  await context.clock.install();
  const checks: string[] = [];
  context.on('request', (r) => {
    if (new URL(r.url()).pathname === '/store/customer/current') checks.push(r.url());
  });
  const [first, second] = await twoTabs(context, '/many-widgets.html');
  await signIn(first);
  await expect(signedIn(second)).toBeVisible();
  // Her first key once signed in makes the window's keep-alive check, once for both tabs; this
  // site has no partner site, so neither tab reads the registration country for the regional
  // switch.
  await first.keyboard.press('Shift');
  await expect.poll(() => checks.length).toBe(1);
  // The tabs share the check time through localStorage, which reaches the other tab's process
  // asynchronously: a shopper moving to the other tab always finds it there.
  const lastCheck = () => localStorage.getItem('store-widgets.lastCustomerCheckTime');
  for (let i = 0; i < 5; i += 1) {
    await first.keyboard.press('Shift');
    const claimed = await first.evaluate(lastCheck);
    await expect.poll(() => second.evaluate(lastCheck)).toBe(claimed);
    await second.keyboard.press('Shift');
    await context.clock.fastForward('00:30');
  }
  // 2.5 minutes of activity in two tabs with two account menus: no other check in the window.
  expect(checks).toHaveLength(1);
  await context.clock.fastForward('03:00');
  await first.keyboard.press('Shift');
  // The next window: one keep-alive check for the whole browser.
  await expect.poll(() => checks.length).toBe(2);
});

test('a signed-in page of a site without a partner site reads no registration country, nor loads the switch’s rules', async ({
  page,
}) => {
  await page.goto('/store/usassessments/en/quickOrder');
  await widgetsReady(page);
  await signIn(page);
  await expect(signedIn(page)).toBeVisible();
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/store/customer/current' || /\/regional-redirect\.js$/.test(path))
      asked.push(path);
  });
  await page.reload();
  await widgetsReady(page);
  await expect(signedIn(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});

test('the identity server is down: signed out once the 4000 ms session deadline passes (page clock); a message only after asking to sign in', async ({
  page,
  request,
}) => {
  await addFault(request, { path: '/auth/**', mode: 'timeout' });
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem(
      'store-widgets.tokens',
      JSON.stringify({
        accessToken: 'stored-access-token',
        idToken: 'x.y.z',
        tokenExpiry: Date.now() + 3_600_000,
      }),
    ),
  );
  // The page's clock is ours: the 4000 ms session deadline is checked without a wall clock.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.reload();
  const state = accountMenu(page).locator('[data-state]');
  await expect(state).toHaveAttribute('data-state', 'loading');
  await page.clock.runFor(3900);
  await expect(state).toHaveAttribute('data-state', 'loading');
  await page.clock.runFor(200);
  await expect(accountMenu(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.clock.resume();
  await widgetsReady(page);
  await expect(accountMenu(page).getByRole('alert')).toHaveCount(0);

  // Asking to sign in while the server refuses connections gives the message at once. (A server
  // that hangs gives it at the spec's 60000 ms identity timeout.)
  expect((await request.post('/__mock/reset')).ok()).toBe(true);
  await addFault(request, { path: '/auth/**', mode: 'network' });
  await accountMenu(page).getByRole('button', { name: 'Sign in' }).click();
  const dialog = accountMenu(page).getByRole('dialog', { name: 'Sign in to your account' });
  await expect(dialog.getByRole('alert')).toHaveText(
    'We could not sign you in right now. Please try again in a moment.',
  );
});

test('redirect login mode: the identity server’s page, then back with the code removed from the URL', async ({
  page,
}) => {
  await page.goto('/store/usassessments/en/quickOrder?loginMode=redirect');
  await widgetsReady(page);
  await accountMenu(page).getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/auth/login**');
  await page.getByLabel('User Name').fill(DANA.username);
  await page.getByLabel('Password').fill(DANA.password);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL('**/store/usassessments/en/quickOrder**');
  await expect(signedIn(page)).toBeVisible();
  expect(page.url()).not.toMatch(/[?&](code|state)=/);
});

test('a Singapore shopper signing in on the Asia site is moved to the Singapore site once, with the cookies', async ({
  page,
  context,
}) => {
  await page.goto('/store/asiaassessments/en/quickOrder');
  await widgetsReady(page);
  const rules = page.waitForRequest(/\/regional-redirect\.js$/);
  await signIn(page, { username: 'university@example.com', password: 'University!2026' });
  // A site with a partner site loads the switch's rules once the shopper is signed in.
  await rules;
  await page.waitForURL('**/store/sgassessments/en/quickOrder');
  await widgetsReady(page);
  await expect(header(page).locator('.widget-root:has(> header)')).toHaveAttribute('lang', 'zh-sg');
  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
  expect(cookies).toMatchObject({
    customerRegistrationStoreCountryCode: 'SG',
    currencyAutoSwitched: 'true',
    currencySwitched: 'true',
  });
  // Once: coming back to the Asia site does not bounce the shopper again.
  await page.goto('/store/asiaassessments/en/quickOrder');
  await widgetsReady(page);
  await expect(signedIn(page)).toBeVisible();
  await page.waitForTimeout(500);
  expect(new URL(page.url()).pathname).toBe('/store/asiaassessments/en/quickOrder');
});

test('notifications from the query string show once; a malformed one is logged and shows nothing', async ({
  page,
  errors,
}) => {
  const notes = encodeURIComponent(
    JSON.stringify([{ id: 'welcome-1', title: 'Welcome back', message: 'Your quote is ready.' }]),
  );
  await page.goto(`/?notifications=${notes}`);
  await widgetsReady(page);
  const note = accountMenu(page).getByRole('status').filter({ hasText: 'Your quote is ready.' });
  await expect(note).toBeVisible();
  await note.getByRole('button', { name: 'Dismiss' }).click();
  await expect(note).toBeHidden();
  await page.reload();
  await widgetsReady(page);
  await expect(accountMenu(page).getByText('Your quote is ready.')).toHaveCount(0);

  await page.goto('/?notifications=%7Bnot-json');
  await widgetsReady(page);
  await expect(accountMenu(page).locator('.notification')).toHaveCount(0);
  // Logged when the page's session starts, which the account menu does once it has rendered.
  await expect.poll(() => errors.consoleErrors.some((e) => e.includes('notifications'))).toBe(true);
  expect(errors.pageErrors).toEqual([]);
});

test('flags follow the flag service, live, after first paint', async ({ page, request }) => {
  const ldScripts: string[] = [];
  page.on('request', (r) => {
    if (/ldclient/.test(r.url())) ldScripts.push(r.url());
  });
  // mockFlags=0: production defaults first (order history off), then the flag service's values.
  await page.goto('/p/0158979876?mockFlags=0');
  await widgetsReady(page);
  await signIn(page);
  await signedIn(page).click();
  await expect(accountMenu(page).getByRole('menuitem', { name: 'Order History' })).toBeVisible();
  expect(ldScripts).toHaveLength(1);
  await page.keyboard.press('Escape');
  expect(
    (await request.post('/__mock/flags', { data: { values: { 'order-history': false } } })).ok(),
  ).toBe(true);
  await signedIn(page).click();
  await expect(accountMenu(page).getByRole('menuitem', { name: 'Quotes' })).toBeVisible();
  await expect(accountMenu(page).getByRole('menuitem', { name: 'Order History' })).toHaveCount(0);
});

test('the identity server refuses a wrong PKCE verifier and a reused code', async ({
  request,
  baseURL,
}) => {
  const base = '/auth/json/realms/root/realms/alpha/authenticate';
  const step = await (await request.post(base, { data: {} })).json();
  step.callbacks[0].input[0].value = DANA.username;
  step.callbacks[1].input[0].value = DANA.password;
  const done = await request.post(base, { data: step });
  expect(done.ok()).toBe(true);

  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${baseURL}/cb`;
  const authorize = async () => {
    const response = await request.get('/auth/oauth2/realms/root/realms/alpha/authorize', {
      params: {
        client_id: 'store-widgets',
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid profile email user_id',
        state: 'state-1',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    return new URL(response.headers().location ?? '').searchParams.get('code') ?? '';
  };
  const exchange = (code: string, codeVerifier: string) =>
    request.post('/auth/oauth2/realms/root/realms/alpha/access_token', {
      form: {
        client_id: 'store-widgets',
        code,
        grant_type: 'authorization_code',
        redirect_uri: redirectUri,
        code_verifier: codeVerifier,
      },
    });

  const wrong = await exchange(await authorize(), randomBytes(32).toString('base64url'));
  expect(wrong.status()).toBe(400);
  expect((await wrong.json()).error).toBe('invalid_grant');

  const code = await authorize();
  const right = await exchange(code, verifier);
  expect(right.status()).toBe(200);
  expect((await right.json()).access_token).toBeTruthy();
  const reused = await exchange(code, verifier);
  expect(reused.status()).toBe(400);
});
