import { ALLOWED_REQUEST_HEADERS } from '../../demo-host/dev-cors.mjs';
import { accountMenu, accountTrigger, DANA, signIn } from './account';
import {
  acceptTermsToPayment,
  checkoutBase,
  confirmation,
  enterNewCard,
  orderCounts,
  placeOrderButton,
  solveCaptcha,
  walkToReview,
} from './checkout';
import { expect, recordDocumentEvents, test } from './fixtures';
import {
  CALLBACK_PATH,
  registerRedirectUri,
  startIntegratorSite,
  type IntegratorSite,
} from './integrator-site';

/**
 * An integrator's shop on another port (docs/fake-backend.md, "Using the fake backend from another origin";
 * tests/e2e/integrator-site.ts): its pages come from a tiny server of its own, the widgets' files
 * and the fake backend from the demo host. Without CORS on the fake backend the widgets' calls are
 * blocked; without a registered redirect URI nobody signs in.
 */
let shop: IntegratorSite;

test.beforeAll(async ({ baseURL }) => {
  shop = await startIntegratorSite(baseURL!);
  await registerRedirectUri(baseURL!, `${shop.origin}${CALLBACK_PATH}`);
});

test.afterAll(() => shop.close());

test('a page on another port uses the fake backend: the add reaches the cart', async ({
  page,
  errors,
}) => {
  const cartUpdates = await recordDocumentEvents(page, 'store-cart-updated');
  await page.goto(`${shop.origin}/`);
  const widget = page.locator('store-add-to-cart');
  await widget.getByRole('button', { name: 'Add to cart' }).click();
  await expect(widget.getByRole('status')).toHaveText('Added to your cart');
  await expect.poll(cartUpdates).toEqual([
    expect.objectContaining({
      tag: 'store-add-to-cart',
      entries: [{ productCode: '0158241926', quantityAdded: 1 }],
    }),
  ]);
  await expect(page.locator('store-mini-cart [part="count"]')).toHaveText('1');
  expect(errors.pageErrors).toEqual([]);
  expect(errors.consoleErrors).toEqual([]);
});

test('a preflight from a loopback origin is answered with its origin, credentials and our headers', async ({
  request,
}) => {
  const path = '/headless/ecommerce/v2/assessments-us/users/anonymous/carts';
  const preflight = await request.fetch(path, {
    method: 'OPTIONS',
    headers: {
      Origin: shop.origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type,idempotency-key,x-request-id,x-platform-key',
    },
  });
  expect(preflight.status()).toBe(204);
  const headers = preflight.headers();
  expect(headers['access-control-allow-origin']).toBe(shop.origin);
  expect(headers['access-control-allow-credentials']).toBe('true');
  expect(headers['access-control-allow-methods']).toContain('POST');
  const allowed = headers['access-control-allow-headers']!.toLowerCase().split(/,\s*/);
  for (const name of ['content-type', 'idempotency-key', 'x-request-id', 'x-platform-key'])
    expect(allowed, name).toContain(name);

  // Another site than a loopback one gets no CORS answer.
  const foreign = await request.fetch(path, {
    method: 'OPTIONS',
    headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
  });
  expect(foreign.headers()['access-control-allow-origin']).toBeUndefined();
});

test.describe('signed in from another origin', () => {
  test('sign in, check out, Place order and sign out with everything else on the demo host', async ({
    page,
    request,
    baseURL,
    errors,
  }) => {
    const backendOrigin = new URL(baseURL!).origin;
    const sentHeaders = new Set<string>();
    page.on('request', (sent) => {
      if (new URL(sent.url()).origin !== backendOrigin) return;
      void sent.allHeaders().then((headers) => {
        for (const name of Object.keys(headers)) sentHeaders.add(name.toLowerCase());
      });
    });

    const refused: string[] = [];
    page.on('response', (answer) => {
      if (answer.status() >= 400) {
        const { pathname } = new URL(answer.url());
        refused.push(`${answer.status()} ${answer.request().method()} ${pathname}`);
      }
    });
    await page.goto(`${shop.origin}/`);
    const add = page.locator('store-add-to-cart');
    await add.getByRole('button', { name: 'Add to cart' }).click();
    await expect(add.getByRole('status')).toHaveText('Added to your cart');

    await signIn(page, DANA);
    await expect(accountTrigger(page)).toBeVisible({ timeout: 15_000 });
    // The code came back to the registered callback page in the hidden frame, not to this page.
    expect(page.url()).toBe(`${shop.origin}/`);
    // Her visitor's cart merged before she leaves: a page left mid-merge has the next page read
    // the visitor's cart again to learn it is gone (OCC's 400), a refusal this test counts.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('store-widgets.cart.anonymous-guid')))
      .toBeNull();

    await page.goto(`${shop.origin}/store/checkout`);
    await expect(checkoutBase(page)).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
    await walkToReview(page);
    await enterNewCard(page, { number: '4242 4242 4242 4242' });
    await solveCaptcha(page);
    await acceptTermsToPayment(page);
    await placeOrderButton(page).click();
    await expect(
      confirmation(page).getByRole('heading', { name: 'Thank you for your order' }),
    ).toBeFocused();
    await expect(page).toHaveURL(
      new RegExp(`^${shop.origin}/store/[^/]+/[^/]+/checkout/order-confirmation/W\\d{8}$`),
    );
    expect(await orderCounts(request)).toEqual({ orders: 1, charges: 1 });

    // The confirmation's own address is a page of the shop that shows the order again.
    await page.reload();
    await expect(page.locator('store-order-confirmation [part="base"]')).toHaveAttribute(
      'data-state',
      'loaded',
    );

    await page.goto(`${shop.origin}/`);
    await accountTrigger(page).click();
    await accountMenu(page).getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(`${shop.origin}/search.html`);
    await expect(accountMenu(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('store-widgets.tokens'))).toBeNull();

    // Every header the page sent the other origin is one the demo host allows (or the browser's).
    const allowed = ALLOWED_REQUEST_HEADERS.map((name) => name.toLowerCase());
    const unexpected = [...sentHeaders].filter(
      (name) => !allowed.includes(name) && !BROWSER_HEADERS.has(name) && !name.startsWith('sec-'),
    );
    expect(unexpected).toEqual([]);
    expect(sentHeaders).toContain('x-requested-with');
    expect(errors.pageErrors).toEqual([]);
    // The only refusals: OCC's 400 for "the current cart" once the order has used it up (the
    // widgets read it as no cart); the browser logs each as a failed resource, nothing else.
    const noCart = '400 GET /headless/ecommerce/v2/users/current/carts/current';
    expect(refused.filter((line) => line !== noCart)).toEqual([]);
    expect(errors.consoleErrors).toEqual(
      refused.map(() => expect.stringMatching(/^Failed to load resource: .*\(Bad Request\)$/)),
    );
  });

  test('redirect login mode: the identity server’s page, the callback page, then back to the page the shopper left', async ({
    page,
    baseURL,
    errors,
  }) => {
    const redirecting = await startIntegratorSite(baseURL!, { loginMode: 'redirect' });
    try {
      await registerRedirectUri(baseURL!, `${redirecting.origin}${CALLBACK_PATH}`);
      await page.goto(`${redirecting.origin}/cart?from=menu`);
      await accountMenu(page).getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${baseURL}/auth/login**`);
      await page.getByLabel('User Name').fill(DANA.username);
      await page.getByLabel('Password').fill(DANA.password);
      const callback = page.waitForRequest(`${redirecting.origin}${CALLBACK_PATH}?**`);
      await page.getByRole('button', { name: 'Next' }).click();
      expect(new URL((await callback).url()).searchParams.get('code')).toBeTruthy();
      await page.waitForURL(`${redirecting.origin}/cart?from=menu`);
      await expect(accountTrigger(page)).toBeVisible();
    } finally {
      await redirecting.close();
    }
    expect(errors.pageErrors).toEqual([]);
  });

  test('a page whose own address is not registered cannot sign in, and says so', async ({
    page,
    baseURL,
    errors,
  }) => {
    const unregistered = await startIntegratorSite(baseURL!, { callbackPage: false });
    try {
      await page.goto(`${unregistered.origin}/`);
      await signIn(page, DANA);
      const dialog = accountMenu(page).getByRole('dialog', { name: 'Sign in to your account' });
      await expect(dialog.getByRole('alert')).toContainText('We could not sign you in right now', {
        timeout: 15_000,
      });
      await expect(accountTrigger(page)).toHaveCount(0);
      // Once an administrator registers the shop's pages, the same page signs in.
      await registerRedirectUri(baseURL!, `${unregistered.origin}/*`);
      await page.reload();
      // The identity server's session from the first try is still there (only the code was
      // refused): its sign-in tree completes at once, without asking for the password again.
      await accountMenu(page).getByRole('button', { name: 'Sign in' }).click();
      await expect(accountTrigger(page)).toBeVisible({ timeout: 15_000 });
    } finally {
      await unregistered.close();
    }
    expect(errors.pageErrors).toEqual([]);
  });
});

/** Headers the browser sets itself (forbidden to scripts, or its own), never the page's. */
const BROWSER_HEADERS = new Set([
  'accept-encoding',
  'accept-language',
  'connection',
  'content-length',
  'cookie',
  'host',
  'origin',
  'pragma',
  'priority',
  'referer',
  'user-agent',
  'access-control-request-method',
  'access-control-request-headers',
  'upgrade-insecure-requests',
]);
