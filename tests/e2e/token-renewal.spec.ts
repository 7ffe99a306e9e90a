import type { APIRequestContext, Page } from '@playwright/test';
import { accountMenu, accountTrigger, signIn } from './account';
import { expect, test, twoTabs, widgetsReady } from './fixtures';

/**
 * Spec section 4: a stored token is reused unless it expires within the threshold; otherwise the
 * old token is revoked and deleted and a new authorization is requested silently. A shopper whose
 * access token expired while the identity session lives stays signed in, in every tab.
 */
const TOKENS_KEY = 'store-widgets.tokens';

async function setAccessTokenTtl(request: APIRequestContext, seconds: number): Promise<void> {
  const response = await request.post('/__mock/identity/access-token-ttl', { data: { seconds } });
  expect(response.ok()).toBe(true);
}

interface Tokens {
  accessToken: string;
  tokenExpiry: number;
}

const storedTokens = (page: Page) =>
  page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Tokens) : null;
  }, TOKENS_KEY);

/** Signs in with one-second access tokens and waits until the stored one has expired. */
async function signInWithExpiredToken(page: Page, request: APIRequestContext): Promise<Tokens> {
  await setAccessTokenTtl(request, 1);
  await signIn(page);
  await expect(accountTrigger(page)).toBeVisible();
  const tokens = await storedTokens(page);
  expect(tokens).not.toBeNull();
  await expect.poll(() => page.evaluate(() => Date.now())).toBeGreaterThan(tokens!.tokenExpiry);
  // The renewed tokens last an hour, so nothing expires again during the test.
  await setAccessTokenTtl(request, 3600);
  return tokens!;
}

/** The tokens the page revokes with the identity server. */
function watchRevocations(page: Page): string[] {
  const revoked: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/token/revoke'))
      revoked.push(new URLSearchParams(r.postData() ?? '').get('token') ?? '');
  });
  return revoked;
}

/** Records the `store-signed-out` events of a page. */
async function watchSignOuts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { signOuts: string[] }).signOuts = seen;
    document.addEventListener('store-signed-out', (event) =>
      seen.push((event as CustomEvent<{ reason: string }>).detail.reason),
    );
  });
  return () => page.evaluate(() => (window as unknown as { signOuts: string[] }).signOuts);
}

test.describe('an expired access token', () => {
  test('is revoked and renewed on the next page: the shopper stays signed in', async ({
    page,
    request,
  }) => {
    const revoked = watchRevocations(page);
    await page.goto('/store/usassessments/en/quickOrder');
    await widgetsReady(page);
    const old = await signInWithExpiredToken(page, request);

    await page.reload();
    await expect(accountTrigger(page)).toBeVisible();
    const renewed = await storedTokens(page);
    expect(renewed?.accessToken).not.toBe(old.accessToken);
    expect(renewed!.tokenExpiry).toBeGreaterThan(Date.now());
    // The old token was revoked with the identity server, once.
    expect(revoked).toEqual([old.accessToken]);
  });

  test('another tab stays signed in while one tab renews', async ({ context, request }) => {
    const [first, second] = await twoTabs(context);
    await signInWithExpiredToken(first, request);
    await expect(accountTrigger(second)).toBeVisible();
    const signOutsOfSecond = await watchSignOuts(second);

    await first.reload();
    await expect(accountTrigger(first)).toBeVisible();
    await expect
      .poll(() => storedTokens(second).then((t) => t?.tokenExpiry ?? 0))
      .toBeGreaterThan(Date.now());
    await expect(accountTrigger(second)).toBeVisible();
    expect(await signOutsOfSecond()).toEqual([]);
  });

  test('with the identity session gone too, the shopper is signed out, quietly', async ({
    page,
    context,
    request,
  }) => {
    await page.goto('/store/usassessments/en/quickOrder');
    await widgetsReady(page);
    await signInWithExpiredToken(page, request);
    // The identity server's session cookie goes (the session ended there).
    await context.clearCookies();

    await page.reload();
    await expect(accountMenu(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await storedTokens(page)).toBeNull();
    // The store page stays where it is (no redirect, spec section 4's table).
    expect(new URL(page.url()).pathname).toBe('/store/usassessments/en/quickOrder');
  });

  test('a 401 whose renewal fails signs the shopper out with the timeout event', async ({
    page,
    context,
    request,
  }) => {
    await page.goto('/p/0158241926');
    await widgetsReady(page);
    await signIn(page);
    await expect(accountTrigger(page)).toBeVisible();
    const signOuts = await watchSignOuts(page);
    // The platform no longer accepts the token, and the identity session is gone.
    expect((await request.post('/__mock/identity/expire-tokens')).ok()).toBe(true);
    await context.clearCookies();

    const add = page.locator('store-add-to-cart').getByRole('button', { name: 'Add to cart' });
    await expect(add).toBeEnabled();
    // A click without mousedown: no activity event, so the activity session's customer check
    // (whose 401 is a sign-out of its own) stays out of it. The add's 401 is what renews.
    await add.evaluate((button: HTMLButtonElement) => button.click());
    await expect(accountMenu(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    // The event follows once the logout calls are done (the user is cleared at once).
    await expect.poll(signOuts).toEqual(['timeout']);
  });
});
