import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { accountMenu, accountTrigger, DANA, signIn } from './account';
import {
  addFault,
  expect,
  reopensAtOnce,
  scriptRequests,
  test,
  twoTabs,
  widgetsReady,
} from './fixtures';

const trigger = accountTrigger;

/**
 * Signs in on `path` under a fake clock: the file matching `file` is not asked for at 50 s and is
 * asked for once by 65 s (code a signed-in page needs long after its load, never with it).
 */
async function signedInCodeAMinuteIn(page: Page, path: string, file: RegExp): Promise<void> {
  await page.clock.install();
  const requested: string[] = [];
  let inFlight = 0;
  page.on('request', (request) => {
    inFlight += 1;
    if (file.test(request.url())) requested.push(request.url());
  });
  const settled = () => (inFlight -= 1);
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  await page.goto(path);
  await widgetsReady(page);
  await signIn(page);
  await expect(trigger(page)).toBeVisible();
  await page.clock.fastForward('00:50');
  expect(requested).toEqual([]);
  await page.clock.fastForward('00:15');
  await expect.poll(() => requested.length).toBe(1);
  // Arrived, with the files it imports, not only asked for: the test goes offline next.
  await expect.poll(() => inFlight).toBe(0);
}

test.describe('sign in and out from the account menu', () => {
  test('every widget on the page shows the signed-in state at once, and sign-out clears it', async ({
    page,
    errors,
  }) => {
    await page.goto('/many-widgets.html');
    await widgetsReady(page);
    const menus = page.locator('store-header store-account-menu');
    await expect(menus).toHaveCount(2);
    await expect(menus.nth(1).getByRole('button', { name: 'Sign in' })).toBeVisible();

    await signIn(page);
    for (const index of [0, 1]) {
      const button = menus
        .nth(index)
        .getByRole('button', { name: `${DANA.initials} Account menu for ${DANA.name}` });
      await expect(button.locator('.initials')).toHaveText(DANA.initials);
    }
    // No code, state or token is left in the address bar.
    expect(page.url()).not.toMatch(/code=|state=|token/);

    await trigger(page).click();
    const menu = accountMenu(page).getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Order History',
      'Quotes',
      'Saved Carts',
      'Profile & Password',
      'Qualifications',
      'Accounts',
      'Address Book',
      'Preferences',
      'Payment Cards',
      'Sign out',
    ]);
    await expect(menu.getByRole('menuitem', { name: 'Saved Carts' })).toHaveAttribute(
      'href',
      '/store/usassessments/en/my-account/saved-carts',
    );
    const signOutCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/\/(sessions|endSession|revoke|logout)\/?$/.test(url.pathname)) {
        signOutCalls.push(
          `${request.method()} ${url.pathname.replace(/\/$/, '').split('/').pop()}${url.search}`,
        );
      }
    });
    await menu.getByRole('menuitem', { name: 'Sign out' }).click();
    // Spec: other pages go to search after sign-out.
    await page.waitForURL('**/search.html');
    await expect(accountMenu(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('store-widgets.tokens'))).toBeNull();
    // Spec sections 4 and 7: the commerce logout, and at the identity server the authentication
    // tree's session (its cookie) before end session and revoke, as the identity SDK does.
    expect(signOutCalls.filter((call) => call.startsWith('POST logout'))).toEqual(['POST logout']);
    const identity = signOutCalls.filter((call) => !call.startsWith('POST logout'));
    expect(identity.map((call) => call.replace(/\?.*/, ''))).toEqual([
      'POST sessions',
      'GET endSession',
      'POST revoke',
    ]);
    expect(identity[0]).toBe('POST sessions?_action=logout');
    // On a shared computer the next shopper is asked for the password: nothing signs in by itself.
    await page.reload();
    await widgetsReady(page);
    await accountMenu(page).getByRole('button', { name: 'Sign in' }).click();
    const dialog = accountMenu(page).getByRole('dialog', { name: 'Sign in to your account' });
    await expect(dialog.getByLabel('Password')).toBeVisible();
    await expect(dialog.getByLabel('Password')).toHaveValue('');
    expect(errors.pageErrors).toEqual([]);
  });

  test('the menu works by keyboard', async ({ page }) => {
    await page.goto('/store/usassessments/en/quickOrder');
    await widgetsReady(page);
    await signIn(page);
    await trigger(page).focus();
    // WAI-ARIA menu button: Enter opens the menu on its first item; the arrows wrap around.
    await page.keyboard.press('Enter');
    const items = accountMenu(page).getByRole('menuitem');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(accountMenu(page).getByRole('menu')).toBeHidden();
    await expect(trigger(page)).toBeFocused();

    // Escape and Enter at once: the menu opens again and stays open.
    await reopensAtOnce(page, {
      opened: items.first(),
      stillOpen: () => expect(accountMenu(page).getByRole('menu')).toBeVisible(),
      closed: accountMenu(page).getByRole('menu'),
    });
  });

  test('a wrong password says so, keeps the email and stays signed out', async ({ page }) => {
    await page.goto('/');
    await widgetsReady(page);
    await signIn(page, { ...DANA, password: 'not-the-password' });
    const dialog = accountMenu(page).getByRole('dialog', { name: 'Sign in to your account' });
    await expect(dialog.getByRole('alert')).toHaveText(
      'The email or password is incorrect. Please try again.',
    );
    await expect(dialog.getByLabel('Email or username')).toHaveValue(DANA.username);
    await expect(dialog.getByLabel('Password')).toHaveValue('');
    // A second try with the right password works.
    await dialog.getByLabel('Password').fill(DANA.password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(trigger(page)).toBeVisible();
  });

  test('a session survives a reload; the identity SDK loads only for a sign-in or a renewal (a renewal its token code alone), its security-key part not for a password', async ({
    page,
  }) => {
    const scripts = scriptRequests(page);
    const sdkLoaded = () => scripts.some((s) => /\/(identity-code|token-code)\.js$/.test(s));
    const treesLoaded = () => scripts.some((s) => /\/identity-code\.js$/.test(s));
    const accessToken = () =>
      page.evaluate(
        () =>
          (
            JSON.parse(localStorage.getItem('store-widgets.tokens') ?? '{}') as {
              accessToken?: string;
            }
          ).accessToken,
      );
    await page.goto('/p/0158979876');
    await widgetsReady(page);
    await expect(accountMenu(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    // The identity SDK comes with the session's code, which a signed-out visitor's page does not
    // load (issue 31).
    expect(scripts.some((s) => /\/(identity-code|session)\.js$/.test(s))).toBe(false);
    await signIn(page);
    await expect(trigger(page)).toBeVisible();
    expect(treesLoaded()).toBe(true);
    expect(scripts.some((s) => /\/token-code\.js$/.test(s))).toBe(true);
    // Its security-key part comes only with a step that may be one: none in a password's tree.
    expect(scripts.some((s) => /\/forgerock-webauthn\.js$/.test(s))).toBe(false);

    // Her next page, with tokens still fresh: who she is comes from the identity server's
    // userinfo by the page's own request, without the SDK (issue 31).
    scripts.length = 0;
    const signedInAs = await accessToken();
    await page.reload();
    await expect(trigger(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(sdkLoaded()).toBe(false);
    expect(await accessToken()).toBe(signedInAs);

    // Tokens that expire within the threshold are renewed as the page loads: the SDK comes then.
    await page.evaluate(() => {
      const tokens = JSON.parse(localStorage.getItem('store-widgets.tokens')!) as object;
      const expiring = { ...tokens, tokenExpiry: Date.now() + 10_000 };
      localStorage.setItem('store-widgets.tokens', JSON.stringify(expiring));
    });
    scripts.length = 0;
    await page.reload();
    await expect(trigger(page)).toBeVisible();
    await expect.poll(accessToken).not.toBe(signedInAs);
    // A renewal gets tokens: the SDK's OAuth client, not its sign-in trees.
    expect(sdkLoaded()).toBe(true);
    expect(treesLoaded()).toBe(false);
    await expect(trigger(page)).toBeVisible();
  });

  test('tampered tokens in storage are discarded', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem(
        'store-widgets.tokens',
        JSON.stringify({ accessToken: 'forged-token-value', tokenExpiry: Date.now() + 3_600_000 }),
      ),
    );
    await page.reload();
    await widgetsReady(page);
    await expect(accountMenu(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('store-widgets.tokens')))
      .toBeNull();
  });
});

/**
 * Issue 29 item 1: the identity server keeps a sign-in session (its cookie) that lets the login
 * tree through without a password, as AM does; sign-out ends it by `sessions?_action=logout` and
 * by end session with the id token, whichever of the two the server honours.
 */
test.describe("sign-out ends the identity server's sign-in session", () => {
  const isLogout = (url: URL) =>
    /\/sessions\/?$/.test(url.pathname) && url.searchParams.get('_action') === 'logout';
  const isEndSession = (url: URL) => url.pathname.endsWith('/connect/endSession');
  const isAuthenticate = (url: URL) => url.pathname.endsWith('/authenticate');

  async function signOutFromMenu(page: Page) {
    await trigger(page).click();
    await accountMenu(page).getByRole('menu').getByRole('menuitem', { name: 'Sign out' }).click();
    // Store pages stay where they are after sign-out (spec section 4).
    await expect(accountMenu(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('store-widgets.tokens'))).toBeNull();
  }

  async function signedInAndOut(page: Page, blocked: ((url: URL) => boolean)[]) {
    await page.goto('/store/usassessments/en/quickOrder');
    await widgetsReady(page);
    await signIn(page);
    await expect(trigger(page)).toBeVisible();
    for (const match of blocked) await page.route(match, (route) => route.abort());
    await signOutFromMenu(page);
    await page.reload();
    await widgetsReady(page);
  }

  test('without either call the next "Sign in" is let through with no password: the check below means something', async ({
    page,
  }) => {
    await signedInAndOut(page, [isLogout, isEndSession]);
    const answers: unknown[] = [];
    page.on('response', async (response) => {
      if (isAuthenticate(new URL(response.url()))) answers.push(await response.json());
    });
    await accountMenu(page).getByRole('button', { name: 'Sign in' }).click();
    // The tree's first call answers with the live session: the dialog signs Dana in and closes.
    await expect(trigger(page)).toBeVisible();
    await expect(
      accountMenu(page).getByRole('dialog', { name: 'Sign in to your account' }),
    ).toBeHidden();
    await expect
      .poll(() => answers)
      .toEqual([expect.objectContaining({ tokenId: expect.any(String) })]);
  });

  for (const [name, blocked] of [
    ['sessions?_action=logout', isLogout],
    ['end session', isEndSession],
  ] as const) {
    test(`with ${name} blocked, the other call still ends it: the next "Sign in" asks for the password`, async ({
      page,
    }) => {
      await signedInAndOut(page, [blocked]);
      await accountMenu(page).getByRole('button', { name: 'Sign in' }).click();
      const dialog = accountMenu(page).getByRole('dialog', { name: 'Sign in to your account' });
      await expect(dialog.getByLabel('Password')).toBeVisible();
      await expect(dialog.getByLabel('Password')).toHaveValue('');
      // Still signed out: nothing signed anyone in behind the dialog.
      await expect(trigger(page)).toBeHidden();
    });
  }

  test('a failing sessions?_action=logout (500) is logged, and end session, revoke and the token deletion still happen', async ({
    page,
    request,
    errors,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/store/usassessments/en/quickOrder');
    await widgetsReady(page);
    await signIn(page);
    await expect(trigger(page)).toBeVisible();
    await addFault(request, {
      path: '/auth/json/realms/root/realms/alpha/sessions**',
      method: 'POST',
      mode: '500',
    });
    const calls: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (isLogout(url)) calls.push(`logout ${response.status()}`);
      if (isEndSession(url)) calls.push(`endSession ${response.status()}`);
      if (url.pathname.endsWith('/token/revoke')) calls.push(`revoke ${response.status()}`);
    });
    await signOutFromMenu(page);
    await expect.poll(() => calls).toEqual(['logout 500', 'endSession 204', 'revoke 200']);
    expect(
      warnings.filter((text) => text.includes('ending the sign-in session failed')),
    ).toHaveLength(1);
    expect(errors.pageErrors).toEqual([]);
    // End session ended the sign-in session: the next shopper is asked for the password.
    await accountMenu(page).getByRole('button', { name: 'Sign in' }).click();
    const dialog = accountMenu(page).getByRole('dialog', { name: 'Sign in to your account' });
    await expect(dialog.getByLabel('Password')).toBeVisible();
  });
});

test.describe('idle sign-out', () => {
  test('warns 15 seconds before the limit, "Stay signed in" extends, and idleness signs out', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/my-account');
    await widgetsReady(page);
    await signIn(page);
    await expect(trigger(page)).toBeVisible();

    const warning = accountMenu(page).getByRole('dialog', { name: 'Are you still there?' });
    await page.clock.fastForward('29:40');
    await expect(warning).toBeHidden();
    await page.clock.fastForward('00:06');
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('timer')).toContainText('seconds');
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(warning).toBeHidden();

    const logouts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/logout')) logouts.push(`${url.pathname}${url.search}`);
    });
    await page.clock.fastForward('29:50');
    await expect(warning).toBeVisible();
    await page.clock.fastForward('00:20');
    // Account pages go to the login page, with the timeout flag and the page to come back to.
    await page.waitForURL(
      `**/en-us/login?timeout=true&returnTo=${encodeURIComponent('/store/usassessments/en/my-account')}`,
    );
    expect(await page.evaluate(() => localStorage.getItem('store-widgets.tokens'))).toBeNull();
    // Spec section 7: the store's logout path with the timeout query on an idle sign-out.
    expect(logouts).toEqual(['/usassessments/logout?timeout=true']);
  });

  test("the warning's code comes a minute into the page, not with it, and the warning then shows offline", async ({
    page,
    context,
  }) => {
    await signedInCodeAMinuteIn(page, '/my-account', /\/idle-warning-dialog\.js$/);

    await context.setOffline(true);
    await page.clock.fastForward('28:45');
    const warning = accountMenu(page).getByRole('dialog', { name: 'Are you still there?' });
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
    await context.setOffline(false);
  });

  test("the sign-out's code comes a minute into the page, not with it, and an idle sign-out then works offline", async ({
    page,
    context,
  }) => {
    await signedInCodeAMinuteIn(page, '/store/usassessments/en/quickOrder', /\/sign-out\.js$/);

    await context.setOffline(true);
    await page.clock.fastForward('28:45');
    await expect(
      accountMenu(page).getByRole('dialog', { name: 'Are you still there?' }),
    ).toBeVisible();
    await page.clock.fastForward('00:20');
    // The servers cannot be told; this page forgets the session and says why (a store page stays).
    await expect(accountMenu(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('You were signed out because you were inactive.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('store-widgets.tokens'))).toBeNull();
    await context.setOffline(false);
  });

  test('a failing commerce logout is logged and the sign-out still ends the session', async ({
    page,
    request,
    errors,
  }) => {
    await page.goto('/store/usassessments/en/quickOrder');
    await widgetsReady(page);
    await signIn(page);
    await expect(trigger(page)).toBeVisible();
    await addFault(request, { path: '/usassessments/logout', method: 'POST', mode: '500' });
    await trigger(page).click();
    await accountMenu(page).getByRole('menu').getByRole('menuitem', { name: 'Sign out' }).click();
    // Store pages stay where they are after sign-out (spec section 4).
    await expect(accountMenu(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('store-widgets.tokens'))).toBeNull();
    expect(
      errors.consoleErrors.filter((text) => text.includes('Error during hybris logout')),
    ).toHaveLength(1);
    expect(errors.pageErrors).toEqual([]);
  });

  test('a sign-out whose code cannot load still signs the shopper out on the page, and says so', async ({
    page,
    errors,
  }) => {
    await page.goto('/store/usassessments/en/quickOrder');
    await widgetsReady(page);
    // The sign-out's code and each retry of it fail, as for a shopper gone offline before it came.
    await page.route(/\/sign-out\.js/, (route) => route.abort());
    await signIn(page);
    await expect(trigger(page)).toBeVisible();
    await trigger(page).click();
    await accountMenu(page).getByRole('menu').getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(accountMenu(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('You have been signed out.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('store-widgets.tokens'))).toBeNull();
    // No logout redirect without its code: the page stays.
    expect(new URL(page.url()).pathname).toBe('/store/usassessments/en/quickOrder');
    expect(
      errors.consoleErrors.filter((text) => text.includes('the sign-out code could not be loaded')),
    ).toHaveLength(1);
    expect(errors.pageErrors).toEqual([]);
  });
});

test.describe('several tabs', () => {
  test('sign-in and sign-out in one tab are followed by the other', async ({ context }) => {
    const [first, second] = await twoTabs(context);
    await signIn(first);
    await expect(trigger(second)).toBeVisible();
    await trigger(first).click();
    await accountMenu(first).getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(accountMenu(second).getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('activity in one tab keeps the other signed in', async ({ context }) => {
    // One clock per browser context: both tabs live on it.
    await context.clock.install();
    const [first, second] = await twoTabs(context);
    await signIn(first);
    await expect(trigger(second)).toBeVisible();

    await context.clock.fastForward('20:00');
    await first.keyboard.press('Shift');
    // Tabs share the activity time through localStorage, which Chromium copies to the other tab's
    // process asynchronously: in real time that takes far less than the 15 minutes skipped here.
    const lastActivity = () => localStorage.getItem('store-widgets.lastActivityTime');
    const recorded = Number(await first.evaluate(lastActivity));
    // The second tab holds the first's latest time, the press's or one written just after it.
    const shared = async () => {
      const [mine, theirs] = await Promise.all([
        first.evaluate(lastActivity),
        second.evaluate(lastActivity),
      ]);
      return mine === theirs && Number(theirs) >= recorded;
    };
    await expect.poll(shared).toBe(true);
    await context.clock.fastForward('15:00');
    // 35 minutes since the second tab's own activity, but only 15 since the first tab's.
    await expect(trigger(second)).toBeVisible();
    await expect(
      accountMenu(second).getByRole('dialog', { name: 'Are you still there?' }),
    ).toBeHidden();

    // Without any activity anywhere, both tabs are signed out at the limit.
    await context.clock.fastForward('15:30');
    await expect(accountMenu(second).getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});

test.describe('accessibility of the account menu', () => {
  const axeSource = readFileSync(
    createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
    'utf8',
  );
  const seriousViolations = async (page: Page) => {
    await page.addScriptTag({ content: axeSource });
    return page.evaluate(async () => {
      type Result = { violations: { id: string; impact: string; nodes: { target: unknown }[] }[] };
      const axe = (window as unknown as { axe: { run: (c: Document) => Promise<Result> } }).axe;
      return (await axe.run(document)).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
    });
  };

  test('axe finds no serious violations with the sign-in dialog open, then with the menu open', async ({
    page,
  }) => {
    await page.goto('/');
    await widgetsReady(page);
    await accountMenu(page).getByRole('button', { name: 'Sign in' }).click();
    await expect(accountMenu(page).getByLabel('Email or username')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const dialog = accountMenu(page).getByRole('dialog', { name: 'Sign in to your account' });
    await dialog.getByLabel('Email or username').fill(DANA.username);
    await dialog.getByLabel('Password').fill(DANA.password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await trigger(page).click();
    await expect(accountMenu(page).getByRole('menu')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
