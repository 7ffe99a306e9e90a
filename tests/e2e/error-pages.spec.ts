import type { Page, Route } from '@playwright/test';
import { accountMenu, signIn } from './account';
import {
  checkout,
  checkoutBase,
  CLINICIAN,
  DISTRICT,
  PRODUCTS,
  seedVisitorCart,
  signInFromPrompt,
} from './checkout';
import { addFault, clearFaults, expect, test, widgetsReady } from './fixtures';

/**
 * Which failures send the shopper to the error pages (spec section 2: the regional site root plus
 * `error.{code}.html`) and which stay in place: an order, quote or invoice named in the address
 * that is not theirs or does not exist leaves for the 404 page (a 403 for the 403 page), replacing
 * the failed page in the tab's history; a failure a retry can fix (500, network down) stays with
 * "Try again"; an unknown account page is the 404 page. Every redirect is followed to the error
 * page, which answers 200 with its heading. The pages themselves: account-overview-errors.spec.ts.
 */
const US = '/store/usassessments/en/my-account';
const HISTORY = `${US}/order-history`;
const orderPage = (code: string) => `${HISTORY}/order-details/${code}`;
const quotePage = (base: string, code: string) => `${base}/quotes/${code}`;
const invoicePayment = (id: string) => `/invoices/${id}/payment`;

const stateOf = (page: Page, tag: string) => page.locator(`${tag} [part="base"]`);
const errorHeading = (page: Page) =>
  page.locator('store-error-page').getByRole('heading', { level: 1 });

/** The seeded orders: W09000016 is the clinician's, W09000015 the district's. */
const HERS = 'W09000016';
const DISTRICTS = 'W09000015';

async function signInOn(page: Page, path: string, user = CLINICIAN): Promise<void> {
  await page.goto(path);
  await widgetsReady(page);
  await signIn(page, user);
  await expect(accountMenu(page).getByRole('button', { name: /Account menu for/ })).toBeVisible();
}

/**
 * Goes to `path`, which leaves for `errorPath` by itself: the error page's document answers 200,
 * its heading is `heading`, and the failed page is gone from the tab's history (Back returns to
 * the page before it, `back`).
 */
async function leavesFor(
  page: Page,
  path: string,
  errorPath: string,
  heading: string,
  back: string,
): Promise<void> {
  const answered = page.waitForResponse(
    (response) =>
      response.request().isNavigationRequest() && new URL(response.url()).pathname === errorPath,
  );
  await page.goto(path);
  expect((await answered).status(), path).toBe(200);
  await expect(page).toHaveURL(errorPath);
  await expect(errorHeading(page), path).toHaveText(heading);
  await page.goBack();
  await expect(page).toHaveURL(back);
}

/** The platform answers `status` to the read of the order `code` (`times` times). */
async function answerOrder(page: Page, code: string, status: number, times = 1): Promise<void> {
  await page.route(
    (url) => url.pathname.endsWith(`/users/current/orders/${code}`),
    (route: Route) =>
      route.fulfill({ status, json: { errors: [{ type: 'ForbiddenError', message: 'No' }] } }),
    { times },
  );
}

test.describe('error pages: which failures lead there', () => {
  // Several pages each, with sign-in, on a loaded two-core machine.
  test.setTimeout(90_000);

  test('an order: someone else’s, unknown or malformed is the 404 page, a 403 the 403 page; Back skips it', async ({
    page,
    errors,
  }) => {
    await signInOn(page, HISTORY);
    await expect(stateOf(page, 'store-order-history')).toHaveAttribute('data-state', 'loaded');
    for (const code of [DISTRICTS, 'W09999999', 'not-an-order']) {
      await leavesFor(page, orderPage(code), '/en-us/error.404.html', 'Page not found', HISTORY);
    }
    // The platform refuses the shopper this order: the 403 page says they have no access.
    await answerOrder(page, HERS, 403);
    await leavesFor(
      page,
      orderPage(HERS),
      '/en-us/error.403.html',
      'You do not have access to this page',
      HISTORY,
    );
    // Her own order is there as ever.
    await page.goto(orderPage(HERS));
    await expect(stateOf(page, 'store-order-details')).toHaveAttribute('data-state', 'loaded');
    expect(errors.pageErrors).toEqual([]);
  });

  test('an order whose read fails for now (500, network down) stays with Try again, which shows it', async ({
    page,
    request,
  }) => {
    await signInOn(page, HISTORY);
    for (const mode of ['500', 'network'] as const) {
      // Until the shopper tries again (the browser itself repeats a GET whose connection dropped).
      await addFault(request, { path: `**/users/current/orders/${HERS}`, method: 'GET', mode });
      await page.goto(orderPage(HERS));
      const details = page.locator('store-order-details');
      await expect(stateOf(page, 'store-order-details'), mode).toHaveAttribute(
        'data-state',
        'error',
      );
      await expect(details.getByRole('alert')).toHaveText(
        'We could not load this order. Please try again.',
      );
      expect(new URL(page.url()).pathname).toBe(orderPage(HERS));
      await clearFaults(request);
      await details.getByRole('button', { name: 'Try again' }).click();
      await expect(stateOf(page, 'store-order-details')).toHaveAttribute('data-state', 'loaded');
      await expect(details.locator(`[data-order-code="${HERS}"]`)).toBeVisible();
    }
  });

  test('a visitor on an order’s address is asked to sign in, not sent away (it may be theirs)', async ({
    page,
  }) => {
    await page.goto(orderPage(DISTRICTS));
    await widgetsReady(page);
    await expect(stateOf(page, 'store-order-details')).toHaveAttribute('data-state', 'signed-out');
    expect(new URL(page.url()).pathname).toBe(orderPage(DISTRICTS));
  });

  test('a quote: another shopper’s or an unknown one is the regional 404 page (French Canada too)', async ({
    page,
  }) => {
    const quotes = `${US}/quotes`;
    await signInOn(page, quotes);
    await expect(stateOf(page, 'store-quotes')).toHaveAttribute('data-state', 'loaded');
    for (const code of ['Q10000002', 'Q99999999', 'not-a-quote']) {
      await leavesFor(page, quotePage(US, code), '/en-us/error.404.html', 'Page not found', quotes);
    }
    // On the French Canadian site, its own error page in its language.
    const frQuotes = '/store/caassessments/fr/my-account/quotes';
    await page.goto(frQuotes);
    await expect(stateOf(page, 'store-quotes')).toHaveAttribute('data-state', 'loaded');
    await leavesFor(
      page,
      quotePage('/store/caassessments/fr/my-account', 'Q99999999'),
      '/fr-ca/error.404.html',
      'Page introuvable',
      frQuotes,
    );
  });

  test('an invoice: another organisation’s or an unknown one is the 404 page; a 500 stays with Try again', async ({
    page,
    request,
  }) => {
    const invoices = '/invoices/en-us';
    await signInOn(page, invoices, DISTRICT);
    await expect(stateOf(page, 'store-invoices')).toHaveAttribute('data-state', 'loaded');
    for (const id of ['INV100301', 'INV999999', 'not-an-invoice']) {
      await leavesFor(
        page,
        invoicePayment(id),
        '/en-us/error.404.html',
        'Page not found',
        invoices,
      );
    }
    await addFault(request, {
      path: '**/users/current/invoices/INV100201',
      method: 'GET',
      mode: '500',
      times: 1,
    });
    await page.goto(invoicePayment('INV100201'));
    const pay = page.locator('store-invoice-payment');
    await expect(stateOf(page, 'store-invoice-payment')).toHaveAttribute('data-state', 'error');
    expect(new URL(page.url()).pathname).toBe(invoicePayment('INV100201'));
    await pay.getByRole('button', { name: 'Try again' }).click();
    await expect(stateOf(page, 'store-invoice-payment')).toHaveAttribute('data-state', 'payable');
  });

  test('an unknown account page is its site’s 404 page, in the store’s and the root spelling', async ({
    page,
  }) => {
    for (const [path, errorPath, heading] of [
      [`${US}/no-such-page`, '/en-us/error.404.html', 'Page not found'],
      ['/my-account/no-such-page', '/en-us/error.404.html', 'Page not found'],
      [`${HISTORY}/order-details`, '/en-us/error.404.html', 'Page not found'],
      [
        '/store/caassessments/fr/my-account/nulle-part',
        '/fr-ca/error.404.html',
        'Page introuvable',
      ],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(new URL(page.url()).pathname, path).toBe(errorPath);
      await expect(errorHeading(page), path).toHaveText(heading);
    }
  });
});

test('a checkout the platform refuses for good is its error page; one it cannot read now stays with Try again', async ({
  page,
  request,
}) => {
  await seedVisitorCart(page, request, [{ code: PRODUCTS.ppvtForms.code, quantity: 1 }]);
  // The platform answers the checkout's read with `status` (once).
  const answerCheckout = async (status: number) => {
    let left = 1;
    await page.route(
      (url) => url.pathname.endsWith('/carts/current/checkout'),
      async (route) => {
        if (route.request().method() !== 'GET' || left === 0) return route.fallback();
        left -= 1;
        await route.fulfill({
          status,
          json: { errors: [{ type: status === 403 ? 'ForbiddenError' : 'ServerError' }] },
        });
      },
    );
  };

  await answerCheckout(500);
  await page.goto('/store/checkout');
  await signInFromPrompt(page, CLINICIAN);
  await expect(checkoutBase(page)).toHaveAttribute('data-state', 'error', { timeout: 15_000 });
  expect(new URL(page.url()).pathname).toBe('/store/checkout');
  await checkout(page).getByRole('button', { name: 'Try again' }).click();
  await expect(checkoutBase(page)).toHaveAttribute('data-state', 'ready');

  await page.unrouteAll();
  await answerCheckout(403);
  const answered = page.waitForResponse(
    (response) =>
      response.request().isNavigationRequest() &&
      new URL(response.url()).pathname === '/en-us/error.403.html',
  );
  await page.reload();
  expect((await answered).status()).toBe(200);
  await expect(page).toHaveURL('/en-us/error.403.html');
  await expect(errorHeading(page)).toBeVisible();
});
