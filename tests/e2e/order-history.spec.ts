import type { Locator, Page } from '@playwright/test';
import { accountMenu, signIn } from './account';
import { seriousViolations } from './axe';
import {
  CLINICIAN,
  DISTRICT,
  confirmation,
  enterNewCard,
  placeOrderButton,
  seedVisitorCart,
  solveCaptcha,
  startCheckout,
  walkToPayment,
} from './checkout';
import {
  addFault,
  expect,
  recordDocumentEvents,
  scriptRequests,
  test,
  widgetsReady,
} from './fixtures';

/**
 * The order history pages (issue 12): the list with paging and filters, the details with every
 * order field, reorder with its line notes, the order status lookup as a visitor and a shopper,
 * a new order in the history at once, the flag off, unknown ids. The seeded history is
 * src/mocks/db/seed-orders.ts (dates relative to today).
 */
const ACCOUNT = '/store/usassessments/en/my-account';
const HISTORY = `${ACCOUNT}/order-history`;
const details = (code: string) => `${HISTORY}/order-details/${code}`;

const history = (page: Page) => page.locator('store-order-history');
const orderDetails = (page: Page) => page.locator('store-order-details');
const orderStatus = (page: Page) => page.locator('store-order-status');
const stateOf = (widget: Locator) => widget.locator('[part="base"]');
const rows = (page: Page) => history(page).locator('tbody tr');
const signedIn = (page: Page) =>
  accountMenu(page).getByRole('button', { name: /Account menu for/ });

/** A fact of the order details (`dt` label → its `dd`). */
const fact = (page: Page, label: string) =>
  orderDetails(page)
    .locator('.order-fact')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

/** The day `daysAgo` before today on the US site's calendar, as the page writes a date. */
function placedDate(daysAgo: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(
    new Date(),
  );
  const day = new Date(`${today}T15:00:00Z`);
  day.setUTCDate(day.getUTCDate() - daysAgo);
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(day);
}
const isoDay = (daysAgo: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(
    new Date(),
  );
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - daysAgo);
  return day.toISOString().slice(0, 10);
};

async function signInOn(page: Page, path: string, user = CLINICIAN): Promise<void> {
  await page.goto(path);
  await widgetsReady(page);
  await signIn(page, user);
  await expect(signedIn(page)).toBeVisible();
}

async function expectNoViolations(page: Page, selector: string): Promise<void> {
  expect(await seriousViolations(page, [selector])).toEqual([]);
}

test.describe('order history', () => {
  test('a visitor looks up an order by number and email; the account pages ask to sign in; the flag off', async ({
    page,
    request,
    errors,
  }) => {
    // The header's Order status page.
    await page.goto('/store/usassessments/en/order-status');
    await expect(stateOf(orderStatus(page))).toHaveAttribute('data-state', 'form');
    const number = orderStatus(page).getByLabel('Order number');
    const email = orderStatus(page).getByLabel('Email address');
    const check = orderStatus(page).getByRole('button', { name: 'Check status' });
    await check.click();
    await expect(orderStatus(page).getByText('Please enter your order number')).toBeVisible();
    await expect(orderStatus(page).getByText('Please enter email', { exact: true })).toBeVisible();
    // Keyboard: type, then Enter submits.
    await number.fill('12345');
    await email.fill('clinician@');
    await email.press('Enter');
    await expect(
      orderStatus(page).getByText('Please enter a valid order number (for example, W10000001)'),
    ).toBeVisible();
    await expect(
      orderStatus(page).getByText(
        'Please enter a valid email address (for example, name@example.com)',
      ),
    ).toBeVisible();
    await expectNoViolations(page, 'store-order-status');

    // A real number with another shopper's email: the same answer as an unknown number.
    await number.fill('W09000016');
    await email.fill('district@example.com');
    await check.click();
    const notFound =
      'We could not find an order with this number and email address. Check both and try again.';
    await expect(orderStatus(page).getByRole('alert').filter({ hasText: notFound })).toBeVisible();
    await expect(number).toHaveValue('W09000016');
    await number.fill('W09999999');
    await email.fill('clinician@example.com');
    await check.click();
    await expect(stateOf(orderStatus(page))).toHaveAttribute('data-state', 'not-found-order');
    await expect(orderStatus(page).getByText(notFound)).toBeVisible();

    // The platform fails once: a clear message, the input kept, and the retry finds it.
    await addFault(request, { path: '/headless/ecommerce/v2/order-status', mode: '500', times: 1 });
    await number.fill('w09000016');
    await check.click();
    await expect(
      orderStatus(page).getByText('We could not look up the order. Please try again.'),
    ).toBeVisible();
    await expect(number).toHaveValue('w09000016');
    await expect(email).toHaveValue('clinician@example.com');
    await check.click();
    await expect(stateOf(orderStatus(page))).toHaveAttribute('data-state', 'found');
    const result = orderStatus(page).locator('.order-status-result');
    await expect(result.getByRole('heading', { name: 'Order W09000016' })).toBeVisible();
    await expect(result).toContainText('Status: Delivered');
    await expect(result).toContainText(`Placed on ${placedDate(12)}`);
    await expect(result.locator('.ordered-product')).toHaveCount(5);
    // A visitor sees no access codes and no link to the shopper's details.
    await expect(result.locator('.access-codes')).toHaveCount(0);
    await expect(result.getByRole('link')).toHaveCount(0);
    await expectNoViolations(page, 'store-order-status');

    // The account route's lookup, pre-filled from its query (untrusted, validated): found at once.
    await page.goto(`${HISTORY}/order-status?orderNumber=W09000015&email=District%40Example.com`);
    await expect(stateOf(orderStatus(page))).toHaveAttribute('data-state', 'found');
    await expect(orderStatus(page)).toContainText('Status: Shipped');
    // A malformed query value is shown, not looked up.
    await page.goto(`${HISTORY}/order-status?orderNumber=%3Cb%3EW1%3C%2Fb%3E&email=x`);
    await expect(orderStatus(page).getByLabel('Order number')).toHaveValue('<b>W1</b>');
    await expect(stateOf(orderStatus(page))).toHaveAttribute('data-state', 'form');

    for (const path of [HISTORY, details('W09000016')]) {
      await page.goto(path);
      const widget = path === HISTORY ? history(page) : orderDetails(page);
      await expect(stateOf(widget)).toHaveAttribute('data-state', 'signed-out');
      const login = widget.getByRole('link', { name: 'Sign in' });
      await expect(login).toHaveAttribute('href', /\/en-us\/login\?returnTo=/);
    }
    // Followed: the login page, which brings the shopper back here once signed in.
    await page.goto(HISTORY);
    await history(page).getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(
      `/en-us/login?returnTo=${encodeURIComponent('/store/usassessments/en/my-account/order-history')}`,
    );

    // The order-history flag off: `mockFlags=0` makes the page follow the flag service, which now
    // says off. Each page says so, to a visitor too, rather than showing nothing.
    expect(
      (await request.post('/__mock/flags', { data: { values: { 'order-history': false } } })).ok(),
    ).toBe(true);
    for (const [path, widget] of [
      [HISTORY, history(page)],
      [details('W09000015'), orderDetails(page)],
      [`${HISTORY}/order-status`, orderStatus(page)],
    ] as const) {
      await page.goto(`${path}?mockFlags=0`);
      await expect(stateOf(widget)).toHaveAttribute('data-state', 'unavailable');
      await expect(widget).toContainText('This page is not available.');
    }
    expect(errors.pageErrors).toEqual([]);
  });

  test('a clinician pages and filters her history, opens an order and reorders it into her cart, then reorders another from the list', async ({
    page,
    request,
    errors,
  }) => {
    // Her cart has something before she reorders: the dialog says the order is merged into it.
    await seedVisitorCart(page, request, [{ code: '0158241926', quantity: 1 }]);
    const cartEvents = await recordDocumentEvents(page, 'store-cart-updated');
    await signInOn(page, HISTORY);
    await expect(stateOf(history(page))).toHaveAttribute('data-state', 'loaded');
    await expect(rows(page)).toHaveCount(10);
    await expect(rows(page).first().locator('th')).toHaveText('W09000018');
    await expect(rows(page).first()).toContainText(placedDate(3));
    await expect(rows(page).first()).toContainText('Confirmed');
    await expect(rows(page).nth(1)).toContainText('On hold for review');
    await expect(history(page).getByText('Orders 1 to 10 of 15')).toBeVisible();
    await expectNoViolations(page, 'store-order-history');

    // Next page: a real link, followed.
    await history(page).getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(`${HISTORY}?page=2`);
    await expect(rows(page)).toHaveCount(5);
    await expect(rows(page).last().locator('th')).toHaveText('W09000001');
    await expect(history(page).getByText('Page 2 of 2')).toBeVisible();
    await history(page).getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(HISTORY);

    // Filter: a first day after the last is refused; then status and days, kept in the URL.
    const from = history(page).getByLabel('Placed from');
    const to = history(page).getByLabel('Placed until');
    await from.fill(isoDay(10));
    await to.fill(isoDay(20));
    await history(page).getByRole('button', { name: 'Apply filter' }).click();
    await expect(
      history(page).getByText('The first date must be on or before the last date.'),
    ).toBeVisible();
    await from.fill(isoDay(45));
    await to.fill(isoDay(12));
    await history(page).getByLabel('Status').selectOption({ label: 'Delivered' });
    await history(page).getByRole('button', { name: 'Apply filter' }).click();
    await expect(page).toHaveURL(`${HISTORY}?status=DELIVERED&from=${isoDay(45)}&to=${isoDay(12)}`);
    await expect(rows(page)).toHaveCount(1);
    await expect(history(page).getByLabel('Status')).toHaveValue('DELIVERED');
    await history(page).getByRole('link', { name: 'Show all orders' }).click();
    await expect(page).toHaveURL(HISTORY);
    await expect(rows(page)).toHaveCount(10);

    // Keyboard: to the order's link, Enter follows it.
    const link = history(page).getByRole('link', { name: 'W09000016' });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(details('W09000016'));
    await expect(stateOf(orderDetails(page))).toHaveAttribute('data-state', 'loaded');
    await expect(
      orderDetails(page).getByRole('heading', { name: 'Order W09000016' }),
    ).toBeVisible();
    await expect(fact(page, 'Payment')).toHaveText('Visa ending in 4242');
    await expect(fact(page, 'Invoice')).toHaveText('Not invoiced yet');
    await expect(fact(page, 'Q-global account number')).toHaveText('QG-100234');
    await expectNoViolations(page, 'store-order-details');

    // Reorder: her cart has one item, so she is asked, and told the order is merged into it.
    // Keyboard: Enter on Reorder opens the dialog; Escape closes it, back on Reorder.
    const reorderButton = orderDetails(page).getByRole('button', { name: 'Reorder' });
    await reorderButton.focus();
    await page.keyboard.press('Enter');
    const dialog = orderDetails(page).getByRole('dialog', { name: 'Reorder W09000016?' });
    await expect(dialog.getByRole('button', { name: 'Add to my cart' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(reorderButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toContainText(
      'Your cart already has 1 item(s). The products of order W09000016 will be added to them (merged): nothing in your cart is removed.',
    );
    await expectNoViolations(page, 'store-order-details');
    const reorders: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/reorder')) reorders.push(r.url());
    });
    await dialog.getByRole('button', { name: 'Add to my cart' }).dblclick();
    await expect(dialog.getByRole('status').first()).toContainText(
      '3 of 5 products of order W09000016 were added to your cart.',
    );
    // The page hears it: the three products added, with what was added of each.
    const reordered = ((await cartEvents()) as { action: string; entries: unknown[] }[]).filter(
      (event) => event.action === 'reordered',
    );
    expect(reordered).toHaveLength(1);
    expect(reordered[0]?.entries).toHaveLength(3);
    await expect(dialog.locator('.reorder-notes li')).toHaveText([
      'WISC-V Administration and Scoring Manual: the price is now $199.00 (you paid $189.00).',
      'WAIS-IV Complete Kit: out of stock, not added.',
      'WMS-IV Complete Kit: no longer available to buy online, not added.',
      'WISC-V Technical and Interpretive Manual: only 3 of 5 added, the rest is out of stock.',
    ]);
    expect(reorders).toHaveLength(1);
    await dialog.getByRole('link', { name: 'Go to cart' }).click();
    await expect(page).toHaveURL('/cart');
    const cart = page.locator('store-cart');
    for (const name of [
      'PPVT-5 Form A Record Forms (pack of 25)',
      'WISC-V Administration and Scoring Manual',
      'WISC-V Technical and Interpretive Manual',
      'WISC-V Q-global Score Report (1 report)',
    ]) {
      await expect(cart.getByText(name, { exact: true }).first()).toBeVisible();
    }

    // Reorder from the list: the same flow on an order's row (the cart has items now, so she is
    // asked and told it is merged), then followed to the cart.
    await page.goto(HISTORY);
    await expect(stateOf(history(page))).toHaveAttribute('data-state', 'loaded');
    const rowReorder = rows(page)
      .nth(1)
      .getByRole('button', { name: 'Reorder W09000017', exact: true });
    await expect(rowReorder).toHaveText('Reorder');
    await rowReorder.click();
    const rowDialog = history(page).getByRole('dialog', { name: 'Reorder W09000017?' });
    await expect(rowDialog).toContainText(
      'The products of order W09000017 will be added to them (merged): nothing in your cart is removed.',
    );
    await rowDialog.getByRole('button', { name: 'Add to my cart' }).click();
    await expect(rowDialog.getByRole('status').first()).toHaveText(
      '1 of 1 products of order W09000017 were added to your cart.',
    );
    await expect(rowDialog.locator('.reorder-notes li')).toHaveCount(0);
    await expectNoViolations(page, 'store-order-history');
    await rowDialog.getByRole('link', { name: 'Go to cart' }).click();
    await expect(page).toHaveURL('/cart');
    await expect(cart.getByText("CELF-5 Examiner's Manual", { exact: true }).first()).toBeVisible();
    expect(errors.pageErrors).toEqual([]);
  });

  test("the district's invoiced order shows every field; unknown ids lead to the 404 error page", async ({
    page,
    errors,
  }) => {
    await signInOn(page, details('W09000015'), DISTRICT);
    await expect(stateOf(orderDetails(page))).toHaveAttribute('data-state', 'loaded');
    await expect(orderDetails(page).locator('.order-status-line')).toHaveText('Status: Shipped');
    await expect(fact(page, 'Web reference number')).toContainText('W09000015');
    await expect(fact(page, 'Date placed')).toHaveText(placedDate(30));
    await expect(fact(page, 'Placed by')).toHaveText('Chris Morgan (customer service)');
    await expect(fact(page, 'Customer account')).toHaveText(
      'Riverside Unified School District (1234)',
    );
    await expect(fact(page, 'Qualified user')).toHaveText('Jordan Lee, jlee@riverside.example.org');
    await expect(fact(page, 'Q-global account number')).toHaveText('QG-200481');
    await expect(fact(page, 'aimswebPlus account number')).toHaveText('AW-10001');
    await expect(fact(page, 'Payment')).toHaveText('Purchase order number RUSD-2026-0419');
    await expect(fact(page, 'Invoice')).toHaveText('INV-2026-00391');
    await expect(fact(page, 'Billing address')).toContainText('Accounts Payable');
    await expect(fact(page, 'Shipping address')).toContainText('3380 14th Street');
    await expect(fact(page, 'Shipping method')).toContainText('Expedited');
    await expect(fact(page, 'Received promotions')).toHaveText('SAVE10: 10% off your order');
    await expect(fact(page, 'UAP discounts')).toHaveText('−$20.00');
    const totals = orderDetails(page).locator('.cart-totals, .totals').first();
    await expect(totals).toContainText('$340.50');
    await expect(totals).toContainText('$328.10');
    const report = orderDetails(page).locator(
      '.ordered-product[data-product-code="A103000185321"]',
    );
    await expect(report).toContainText('Seats2');
    await expect(report.locator('.access-codes code')).toHaveCount(2);
    await expect(report.getByRole('button', { name: /^Copy access code / })).toHaveCount(2);
    const manual = orderDetails(page).locator(
      '.ordered-product[data-product-code="A103000201191"]',
    );
    await expect(manual).toContainText('Estimated releaseMarch 1, 2027');
    const forms = orderDetails(page).locator('.ordered-product[data-product-code="0158241926"]');
    await expect(forms).toContainText('Estimated to ship');
    await expectNoViolations(page, 'store-order-details');

    // Someone else's order, an unknown one and a malformed one: the site's 404 error page
    // (tests/e2e/error-pages.spec.ts follows it further).
    for (const id of ['W09000016', 'W09999999', 'not-an-order']) {
      await page.goto(details(id));
      await page.waitForURL('**/en-us/error.404.html');
      await expect(page.locator('store-error-page').getByRole('heading', { level: 1 })).toHaveText(
        'Page not found',
      );
    }
    await page.goto(HISTORY);
    await expect(rows(page)).toHaveCount(4);
    await history(page).getByRole('link', { name: 'Look up an order by its number' }).click();
    await expect(page).toHaveURL(`${HISTORY}/order-status`);
    await orderStatus(page).getByLabel('Order number').fill('W09000019');
    await orderStatus(page).getByRole('button', { name: 'Check status' }).click();
    await orderStatus(page).getByRole('link', { name: 'View the order’s details' }).click();
    await expect(page).toHaveURL(details('W09000019'));
    await expect(stateOf(orderDetails(page))).toHaveAttribute('data-state', 'loaded');
    await orderDetails(page).getByRole('link', { name: 'Back to My account' }).click();
    await expect(page).toHaveURL(ACCOUNT);

    expect(errors.pageErrors).toEqual([]);
  });

  test("an order's pages load none of the checkout's schemas, the cart's rule texts or a dialog they do not open", async ({
    page,
  }) => {
    await signInOn(page, details('W09000016'));
    await expect(stateOf(orderDetails(page))).toHaveAttribute('data-state', 'loaded');
    const confirmationPath = '/store/usassessments/en/checkout/order-confirmation/W09000016';
    for (const [path, tag] of [
      [details('W09000016'), 'store-order-details'],
      [confirmationPath, 'store-order-confirmation'],
    ] as const) {
      const scripts = scriptRequests(page);
      await page.goto(path);
      await expect(page.locator(`${tag} [part="base"]`)).toHaveAttribute('data-state', 'loaded');
      await expect(page.locator(tag)).toContainText('Order summary');
      // Rolldown names a chunk after its first module.
      const names = scripts.map((script) => script.split('/').pop()!.replace(/\.js$/, ''));
      expect(names, path).toEqual(expect.arrayContaining(['get-order']));
      for (const unwanted of [
        'checkout.schema',
        'account.schema',
        'payment-details.schema',
        'cart.messages',
        'modal-dialog',
      ])
        expect(names, path).not.toContain(unwanted);
    }
  });

  test('an order just placed is first in the history at once', async ({ page, request }) => {
    await startCheckout(page, request, CLINICIAN);
    await walkToPayment(page);
    await enterNewCard(page, { number: '4242424242424242' });
    await solveCaptcha(page);
    await placeOrderButton(page).click();
    await expect(confirmation(page)).toBeVisible({ timeout: 15_000 });
    await signedIn(page).click();
    await accountMenu(page).getByRole('menuitem', { name: 'Order History' }).click();
    await expect(page).toHaveURL(HISTORY);
    await expect(rows(page).first().locator('th')).toHaveText('W10000001');
    await expect(history(page).getByText('Orders 1 to 10 of 16')).toBeVisible();
  });
});
