import type { Browser, Page } from '@playwright/test';
import { accountMenu, accountTrigger, DANA, signIn } from './account';
import {
  addFault,
  clearFaults,
  expect,
  scriptRequests,
  test,
  twoTabs,
  watchErrors,
  widgetsReady,
} from './fixtures';

/**
 * Issue 31: the session's code is a chunk of its own. An anonymous visitor's page knows it is
 * signed out without it and loads it only when the shopper signs in (or another tab does); a page
 * with a session to check loads it right after the first paint, and the signed-in shopper sees her
 * initials once, never "Sign in" first. A chunk that fails to load is retried, then the page shows
 * signed out within the spec's 4 s, as when the identity server is down.
 */
const SESSION_CHUNK = '/widgets/releases/*/session.js';
const isSessionChunk = (path: string) => /\/session\.js$/.test(path);
const IDENTITY_SDK_CHUNK = '/widgets/releases/*/identity-code.js';
const isIdentitySdkChunk = (path: string) => /\/identity-code\.js$/.test(path);
const isActivityReactions = (path: string) => /\/activity-reactions\.js$/.test(path);

/**
 * Every state the account menu showed, frame by frame from the page's first script ("loading",
 * "signed-out", "signed-in"), each change once.
 */
/**
 * A signed-in page's menu never shows "Sign in": it shows her at once (her session's code, hinted
 * by the loader, may have checked her session before the menu first renders) or after "loading".
 */
function expectSignedInOnly(states: unknown): void {
  expect((states as string[]).filter((state) => state !== 'loading')).toEqual(['signed-in']);
}

async function recordMenuStates(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (globalThis as Record<string, unknown>).__menuStates = seen;
    const find = (root: Document | ShadowRoot): Element | null => {
      const menu = root.querySelector('.account-menu[data-state]');
      if (menu) return menu;
      for (const host of root.querySelectorAll('*')) {
        const found = host.shadowRoot ? find(host.shadowRoot) : null;
        if (found) return found;
      }
      return null;
    };
    const look = () => {
      const state = find(document)?.getAttribute('data-state');
      if (state && seen.at(-1) !== state) seen.push(state);
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  return () => page.evaluate(() => (globalThis as Record<string, unknown>).__menuStates);
}

/**
 * A tab of a new browser context (its own HTTP cache, which has not the session's code yet) whose
 * storage holds Dana's session, signed in from another context.
 */
async function signedInPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const first = await browser.newContext({ baseURL });
  const page = await first.newPage();
  await page.goto('/');
  await signIn(page);
  await expect(accountTrigger(page)).toBeVisible();
  const storageState = await first.storageState();
  await first.close();
  const context = await browser.newContext({ baseURL, storageState });
  return context.newPage();
}

/** Dana signed in on the home page, her menu showing: the page her next load starts from. */
async function signInAtHome(page: Page): Promise<void> {
  await page.goto('/');
  await signIn(page);
  await expect(accountTrigger(page)).toBeVisible();
}

test.describe('the session’s code after the first paint', () => {
  test('an anonymous visitor’s page loads no session code until the shopper signs in', async ({
    page,
    errors,
  }) => {
    const scripts = scriptRequests(page);
    await page.goto('/?mockFlags=0');
    await widgetsReady(page);
    await expect(accountMenu(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    // The flag client is among the last files an anonymous page asks for: once it is here, the
    // page has asked for everything it would on its own.
    await expect.poll(() => scripts.some((s) => /\/flag-client\.js$/.test(s))).toBe(true);
    expect(scripts.filter(isSessionChunk)).toEqual([]);
    expect(scripts.filter(isIdentitySdkChunk)).toEqual([]);

    // Going for "Sign in" fetches the session's code and then the identity SDK, ahead of the
    // press.
    await accountMenu(page).getByRole('button', { name: 'Sign in' }).hover();
    await expect.poll(() => scripts.filter(isIdentitySdkChunk)).toHaveLength(1);
    await signIn(page);
    await expect(accountTrigger(page)).toBeVisible();
    expect(scripts.filter(isSessionChunk)).toHaveLength(1);
    expect(scripts.filter(isIdentitySdkChunk)).toHaveLength(1);
    expect(errors.pageErrors).toEqual([]);
  });

  test('a signed-in shopper sees her initials once, never “Sign in” first', async ({ page }) => {
    await signInAtHome(page);
    const states = await recordMenuStates(page);
    const scripts = scriptRequests(page);
    await page.reload();
    await expect(accountTrigger(page)).toHaveText(new RegExp(`^${DANA.initials}`));
    expectSignedInOnly(await states());
    expect(scripts.filter(isSessionChunk)).toHaveLength(1);
  });

  test('a signed-in page with fresh tokens loads the session’s code alone: no sign-in, identity messages or confirmation code', async ({
    page,
    errors,
  }) => {
    await signInAtHome(page);
    const scripts = scriptRequests(page);
    await page.reload();
    await expect(accountTrigger(page)).toHaveText(new RegExp(`^${DANA.initials}`));
    await expect.poll(() => scripts.some((s) => /\/flag-client\.js$/.test(s))).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter(isSessionChunk)).toHaveLength(1);
    // The identity SDK's code (sign-in, renewal, the silent authorization's frame), the spec's
    // identity messages it words its errors with, and a protected request's confirmation: each
    // comes when used.
    expect(
      scripts.filter((s) =>
        /\/(identity-code|identity-config|token-code|identity-errors|step-up-flow)\.js$/.test(s),
      ),
    ).toEqual([]);
    expect(errors.pageErrors).toEqual([]);
  });

  test('the activity session’s checks come with her first input, and the keep-alive check then runs', async ({
    page,
  }) => {
    await signInAtHome(page);
    const scripts = scriptRequests(page);
    const checks: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/store/customer/current') checks.push(r.url());
    });
    await page.clock.install();
    await page.reload();
    await expect(accountTrigger(page)).toHaveText(new RegExp(`^${DANA.initials}`));
    await page.waitForLoadState('networkidle');
    await page.clock.fastForward('00:50');
    expect(scripts.filter(isActivityReactions)).toEqual([]);
    // Past the sign-in's check, whose time every tab shares: a key is her first activity.
    await page.clock.fastForward('04:15');
    await page.keyboard.press('Shift');
    await expect.poll(() => scripts.filter(isActivityReactions)).toHaveLength(1);
    await expect.poll(() => checks).toHaveLength(1);
  });

  test('the activity session’s checks come a minute in without any input, and the idle warning then shows', async ({
    page,
  }) => {
    await signInAtHome(page);
    const scripts = scriptRequests(page);
    await page.clock.install();
    await page.reload();
    await expect(accountTrigger(page)).toHaveText(new RegExp(`^${DANA.initials}`));
    await page.clock.fastForward('00:50');
    expect(scripts.filter(isActivityReactions)).toEqual([]);
    await page.clock.fastForward('00:15');
    await expect.poll(() => scripts.filter(isActivityReactions)).toHaveLength(1);
    // The idle time runs from the page's start, not from the code's arrival a minute later.
    const warning = accountMenu(page).getByRole('dialog', { name: 'Are you still there?' });
    await page.clock.fastForward('28:30');
    await expect(warning).toBeHidden();
    await page.clock.fastForward('00:15');
    await expect(warning).toBeVisible();
  });

  test('her names are asked beside the identity’s userinfo, not a round trip after it', async ({
    page,
    errors,
  }) => {
    await signInAtHome(page);
    // The identity server answers userinfo late: the platform's names read is on its way before.
    const events: string[] = [];
    await page.route('**/userinfo', async (route) => {
      events.push('userinfo asked');
      await new Promise((resolve) => setTimeout(resolve, 800));
      events.push('userinfo answered');
      await route.continue();
    });
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/users/current')) events.push('names asked');
    });
    await page.reload();
    await expect(accountTrigger(page)).toHaveText(new RegExp(`^${DANA.initials}`));
    expect(events.filter((event) => event !== 'userinfo asked')).toEqual([
      'names asked',
      'userinfo answered',
    ]);
    expect(errors.pageErrors).toEqual([]);
  });

  test('an anonymous tab follows another tab’s sign-in, loading the session’s code then', async ({
    context,
  }) => {
    const [first, second] = await twoTabs(context);
    const scripts = scriptRequests(second);
    await signIn(first);
    await expect(accountTrigger(first)).toBeVisible();
    await expect(accountTrigger(second)).toBeVisible();
    expect(scripts.filter(isSessionChunk)).toHaveLength(1);
  });

  test('a session chunk that fails once is asked for again and the shopper is signed in', async ({
    browser,
    baseURL,
    request,
  }) => {
    const page = await signedInPage(browser, baseURL);
    const states = await recordMenuStates(page);
    const scripts = scriptRequests(page);
    await addFault(request, { path: SESSION_CHUNK, mode: '500', times: 1 });
    await page.goto('/');
    await expect(accountTrigger(page)).toBeVisible();
    expectSignedInOnly(await states());
    // The failed request (the loader's hint or the session check's import), then one that works.
    expect(scripts.filter(isSessionChunk)).toHaveLength(2);
    await page.context().close();
  });

  test('the identity SDK’s file failing once at sign-in is asked for again, and she signs in', async ({
    page,
    request,
  }) => {
    const scripts = scriptRequests(page);
    await page.goto('/');
    await widgetsReady(page);
    // The SDK is a file of its own, loaded by a sign-in (a page with fresh tokens needs none).
    await addFault(request, { path: IDENTITY_SDK_CHUNK, mode: '500', times: 1 });
    await signIn(page);
    await expect(accountTrigger(page)).toHaveText(new RegExp(`^${DANA.initials}`));
    expect(scripts.filter(isIdentitySdkChunk)).toHaveLength(2);
  });

  test('a session chunk that keeps failing: the page shows signed out, and the next page signed in once the network is back', async ({
    browser,
    baseURL,
    request,
  }) => {
    const page = await signedInPage(browser, baseURL);
    const errors = watchErrors(page);
    await addFault(request, { path: SESSION_CHUNK, mode: '500' });
    await page.goto('/');
    await widgetsReady(page);
    // The spec's 4 s: loading ends whether or not the code came.
    const signInButton = accountMenu(page).getByRole('button', { name: 'Sign in' });
    await expect(signInButton).toBeVisible({ timeout: 10_000 });
    await expect
      .poll(() =>
        errors.consoleErrors.filter((e) => e.includes('the session code could not be loaded')),
      )
      .toHaveLength(1);
    expect(errors.pageErrors).toEqual([]);

    // The network is back: the tokens were kept, and the next page finds the session.
    await clearFaults(request);
    await page.reload();
    await expect(accountTrigger(page)).toBeVisible();
    await page.context().close();
  });
});
