import type { Page } from '@playwright/test';
import { accountTrigger, signIn } from './account';
import { expect, test, widgetsReady } from './fixtures';
import { expectNoShift, layoutShifts, observeLayoutShift } from './layout-shift';
import { homeWithoutReservedStyle, INLINE_RESERVED_STYLE } from './without-reserved-style';
import { holdRequests } from './hold-requests';

test.describe('page load without layout shift', () => {
  test('the product page: the add-to-cart notice arrives in reserved space (CLS < 0.01)', async ({
    page,
  }) => {
    await observeLayoutShift(page);
    await page.goto('/p/0158241926');
    await widgetsReady(page);
    const addToCart = page.locator('store-add-to-cart');
    // The visitor's qualification notice comes with the product lookup, after the button.
    await expect(addToCart.getByText(/qualification level A/)).toBeVisible();
    await expectNoShift(page);
  });
});

/** Dana signed in on the home page (her cart given `lines`): a new tab of hers, its shifts observed. */
async function signedInTab(page: Page, lines: { code: string; quantity: number }[] = []) {
  await page.goto('/');
  await widgetsReady(page);
  await signIn(page);
  await expect(accountTrigger(page)).toBeVisible();
  if (lines.length > 0) await page.evaluate((added) => window.storeWidgets!.addLines(added), lines);
  const tab = await page.context().newPage();
  await observeLayoutShift(tab);
  return tab;
}

test.describe('a signed-in shopper’s cart on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('her lines arrive after the session check without moving the footer (CLS < 0.01)', async ({
    page,
  }) => {
    const cartPage = await signedInTab(page, [{ code: '0158241926', quantity: 2 }]);
    await cartPage.goto('/cart');
    await expect(cartPage.locator('store-cart').locator('[part="item"]')).toHaveCount(1);
    await expectNoShift(cartPage);
  });
});

test.describe('a signed-in shopper’s account pages', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('an order’s page: “Back to My account” comes with the order, under it (CLS < 0.01)', async ({
    page,
  }) => {
    const orderPage = await signedInTab(page);
    await orderPage.goto(
      '/store/usassessments/en/my-account/order-history/order-details/W09000016',
    );
    const back = orderPage
      .locator('store-order-details')
      .getByRole('link', { name: 'Back to My account' });
    await expect(back).toBeVisible();
    await expectNoShift(orderPage);
    await back.click();
    await expect(orderPage).toHaveURL(/\/store\/usassessments\/en\/my-account$/);
    await expect(orderPage.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  });

  test('the payment cards: “Confirm it’s you” opens as a page loads at its size, the password in place (CLS < 0.01)', async ({
    page,
  }) => {
    const cardsPage = await signedInTab(page);
    await cardsPage.goto('/store/usassessments/en/my-account/payment-cards');
    const dialog = cardsPage
      .locator('store-account-menu')
      .getByRole('dialog', { name: 'Confirm it’s you' });
    await expect(dialog.getByLabel('Password')).toBeEditable();
    await expectNoShift(cardsPage);
    // One password field: the stand-in went with the tree's answer.
    await expect(dialog.locator('input')).toHaveCount(1);
  });
});

test.describe('a page that paints before our script runs', () => {
  test('the reserved boxes inlined as docs/authoring.md says: the header and footer arrive without a shift, and the inline text is the release’s reserved-space.css', async ({
    page,
    request,
  }) => {
    await observeLayoutShift(page);
    // The loader late (a cold CDN connection): the page paints its own content first.
    await page.route(/\/widgets\/store-widgets\.js(\?.*)?$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/');
    await expect(page.locator('main h1')).toBeVisible();
    expect(await page.evaluate(() => customElements.get('store-header'))).toBeUndefined();
    await widgetsReady(page);
    await page.waitForLoadState('networkidle');
    const { total, shifts } = await layoutShifts(page);
    expect(total, JSON.stringify(shifts)).toBeLessThan(0.01);

    const file = await request.get('/widgets/reserved-space.css');
    expect(file.ok()).toBe(true);
    const inline = await page.evaluate(() =>
      [...document.head.querySelectorAll('style')].map((s) => s.textContent).join(''),
    );
    expect(inline).toContain((await file.text()).trim());
  });
});

test.describe('the reserved boxes on a page without their inline style', () => {
  const RULES_FILE = /\/widgets\/releases\/[^/]+\/(?:[a-z]{2}\/)?reserve-space\.js$/;

  /** The requests for the rules' file the page makes from now on. */
  function rulesRequests(page: Page): string[] {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (RULES_FILE.test(new URL(request.url()).pathname)) asked.push(request.url());
    });
    return asked;
  }

  test('the loader fetches the rules itself, and the boxes hold before the widgets are defined', async ({
    page,
    errors,
  }) => {
    await homeWithoutReservedStyle(page);
    const rulesAsked = rulesRequests(page);
    // The header's code held back: its box must come from the rules alone.
    const releaseHeader = await holdRequests(page, '**/header.element.js');
    await page.goto('/');
    expect(await page.locator(INLINE_RESERVED_STYLE).count()).toBe(0);
    await expect
      .poll(async () => (await page.locator('store-header').boundingBox())?.height ?? 0)
      .toBeGreaterThanOrEqual(141);
    expect(await page.evaluate(() => customElements.get('store-header'))).toBeUndefined();
    expect(rulesAsked).toHaveLength(1);
    releaseHeader();
    await widgetsReady(page);
    expect(errors.pageErrors).toEqual([]);
  });

  test('a page holding the inline style fetches no rules of its own', async ({ page }) => {
    const rulesAsked = rulesRequests(page);
    await page.goto('/');
    await widgetsReady(page);
    await page.waitForLoadState('networkidle');
    expect(await page.locator(INLINE_RESERVED_STYLE).count()).toBe(1);
    expect(rulesAsked).toEqual([]);
  });
});
