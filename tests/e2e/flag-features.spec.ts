import type { APIRequestContext, Page } from '@playwright/test';
import { expect, scriptRequests, test } from './fixtures';
import { layoutShifts, observeLayoutShift } from './layout-shift';
import { holdRequests } from './hold-requests';

/**
 * Three flags as a shopper meets them, on and off: image-capability (thumbnails in the cart, the
 * mini-cart and quick order rows), third-party-program (the notice on a product another publisher
 * makes), sso-show-username-field (the sign-in form's username field).
 *
 * The demo's mock mode has the first two on and the third off. A page opened with `?mockFlags=0`
 * starts on the production defaults and then follows the fake flag service, which a test tells
 * what to serve (POST /__mock/flags).
 */

const CARTS = '/headless/ecommerce/v2/users/anonymous/carts';
const GUID_KEY = 'store-widgets.cart.anonymous-guid';
const QUICK_ORDER = '/store/usassessments/en/quickOrder';

/** Seeded products (src/mocks/db/seed-products.ts). */
const PPVT_FORMS = { code: '0158241926', name: 'PPVT-5 Form A Record Forms (pack of 25)' };
/** Sold under a third-party program, published by Northwind Speech Press. */
const SAPT_FORMS = { code: '0158271469', name: 'SAPT-3 Record Forms (pack of 25)' };
const THIRD_PARTY_NOTICE = 'Third-party program: made and supported by Northwind Speech Press';

async function serveFlags(request: APIRequestContext, values: Record<string, unknown>) {
  const response = await request.post('/__mock/flags', { data: { values } });
  expect(response.ok()).toBe(true);
}

/** An anonymous cart with these products, which the page's widgets will read. */
async function seedCart(page: Page, request: APIRequestContext, codes: string[]): Promise<void> {
  const created = await request.post(CARTS);
  expect(created.ok()).toBe(true);
  const { guid } = (await created.json()) as { guid: string };
  const added = await request.post(`${CARTS}/${guid}/entries`, {
    data: { orderEntries: codes.map((code) => ({ product: { code }, quantity: 1 })) },
  });
  expect(added.ok()).toBe(true);
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    GUID_KEY,
    guid,
  ] as const);
}

/** Every request the page makes for a product picture. */
function watchImageRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/medias/')) seen.push(request.url());
  });
  return seen;
}

const cart = (page: Page) => page.locator('store-cart');
const cartEntry = (page: Page, code: string) =>
  cart(page).locator(`li.entry[data-product-code="${code}"]`);
const openCart = async (page: Page, path = '/cart') => {
  await page.goto(path);
  await expect(cart(page).locator('[part="base"]')).toHaveAttribute('data-state', 'loaded');
};
const miniCart = (page: Page) => page.locator('store-mini-cart').first();
const quickOrder = (page: Page) => page.locator('store-quick-order');
const quickOrderRow = (page: Page, row: number) =>
  quickOrder(page)
    .locator('tbody tr')
    .nth(row - 1);

/** The picture has loaded: a real image, not a broken one. */
async function expectLoaded(image: ReturnType<Page['locator']>): Promise<void> {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

test.describe('image-capability flag', () => {
  test('on: the cart, the mini-cart and quick order rows show each product’s thumbnail, which loads', async ({
    page,
    request,
    errors,
  }) => {
    await seedCart(page, request, [PPVT_FORMS.code]);
    await openCart(page);
    const image = cartEntry(page, PPVT_FORMS.code).locator('img');
    await expect(image).toHaveCount(1);
    // Decorative: the product's name is beside it. Sized before it loads; lazy.
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveAttribute('width', '64');
    await expect(image).toHaveAttribute('height', '64');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expectLoaded(image);
    expect(await image.getAttribute('src')).toBe(
      `/medias/products/${PPVT_FORMS.code}/thumbnail.svg`,
    );
    const box = await image.boundingBox();
    expect([box?.width, box?.height]).toEqual([64, 64]);

    await miniCart(page).getByRole('button', { name: /^Cart/ }).click();
    const panel = miniCart(page).getByRole('dialog', { name: 'Your cart' });
    const miniImage = panel.locator('li.entry img');
    await expect(miniImage).toHaveAttribute('alt', '');
    await expect(miniImage).toHaveAttribute('width', '48');
    await expectLoaded(miniImage);

    await page.goto(QUICK_ORDER);
    await quickOrder(page)
      .getByLabel('ISBN or product code, row 1', { exact: true })
      .fill(PPVT_FORMS.code);
    await quickOrder(page).getByLabel('Quantity, row 1', { exact: true }).focus();
    const row = quickOrderRow(page, 1);
    await expect(row).toContainText(PPVT_FORMS.name);
    const rowImage = row.locator('img');
    // The rows' thumbnail code came with the flag on.
    await expect(rowImage).toHaveCount(1);
    await expect(rowImage).toHaveAttribute('alt', '');
    await expect(rowImage).toHaveAttribute('width', '40');
    await expectLoaded(rowImage);
    expect(errors.pageErrors).toEqual([]);
    expect(errors.consoleErrors).toEqual([]);
  });

  test('on: a slow picture moves nothing, the cart entry keeps its size when it arrives', async ({
    page,
    request,
  }) => {
    await seedCart(page, request, [PPVT_FORMS.code, SAPT_FORMS.code]);
    const release = await holdRequests(page, '**/medias/**');
    await observeLayoutShift(page);
    await openCart(page);
    const entry = cartEntry(page, PPVT_FORMS.code);
    const image = entry.locator('img');
    await expect(image).toBeVisible();
    const before = await entry.boundingBox();
    const imageBefore = await image.boundingBox();
    const { total: shiftedBefore } = await layoutShifts(page);
    release();
    await expectLoaded(image);
    expect(await entry.boundingBox()).toEqual(before);
    expect(await image.boundingBox()).toEqual(imageBefore);
    // The pictures' arrival adds no layout shift to what the page had before it.
    const { total, shifts } = await layoutShifts(page);
    expect(total - shiftedBefore, JSON.stringify(shifts)).toBeLessThan(0.001);
  });

  test('off: no picture anywhere and no picture requested', async ({ page, request, errors }) => {
    await serveFlags(request, { 'image-capability': false });
    const imageRequests = watchImageRequests(page);
    await seedCart(page, request, [PPVT_FORMS.code]);
    await openCart(page, '/cart?mockFlags=0');
    await expect(cartEntry(page, PPVT_FORMS.code)).toContainText(PPVT_FORMS.name);
    await miniCart(page).getByRole('button', { name: /^Cart/ }).click();
    await expect(miniCart(page).getByRole('dialog', { name: 'Your cart' })).toContainText(
      PPVT_FORMS.name,
    );
    const scripts = scriptRequests(page);
    await page.goto(`${QUICK_ORDER}?mockFlags=0`);
    await quickOrder(page)
      .getByLabel('ISBN or product code, row 1', { exact: true })
      .fill(PPVT_FORMS.code);
    await quickOrder(page).getByLabel('Quantity, row 1', { exact: true }).focus();
    await expect(quickOrderRow(page, 1)).toContainText(PPVT_FORMS.name);
    await page.waitForLoadState('networkidle');

    expect(await quickOrder(page).locator('img').count()).toBe(0);
    // Nor the rows' thumbnail code: it comes only with the flag on.
    expect(scripts.filter((path) => /\/row-thumbnail\.js$/.test(path))).toEqual([]);
    await page.goto('/cart?mockFlags=0');
    await expect(cartEntry(page, PPVT_FORMS.code)).toContainText(PPVT_FORMS.name);
    await page.waitForLoadState('networkidle');
    expect(await cart(page).locator('img').count()).toBe(0);
    expect(imageRequests).toEqual([]);
    expect(errors.pageErrors).toEqual([]);
  });
});

test.describe('third-party-program flag', () => {
  test('on: a product of a third-party program says so on its cart entry and quick order row, and no other does', async ({
    page,
    request,
  }) => {
    await seedCart(page, request, [PPVT_FORMS.code, SAPT_FORMS.code]);
    await openCart(page);
    await expect(cartEntry(page, SAPT_FORMS.code).getByText(THIRD_PARTY_NOTICE)).toBeVisible();
    await expect(cartEntry(page, PPVT_FORMS.code)).not.toContainText('Third-party program');

    await page.goto(QUICK_ORDER);
    await quickOrder(page)
      .getByLabel('ISBN or product code, row 1', { exact: true })
      .fill(SAPT_FORMS.code);
    await quickOrder(page).getByLabel('Quantity, row 1', { exact: true }).focus();
    await expect(quickOrderRow(page, 1)).toContainText(SAPT_FORMS.name);
    await expect(quickOrderRow(page, 1)).toContainText(THIRD_PARTY_NOTICE);
    // The row's details describe its entry field, the notice with them.
    await expect(
      quickOrder(page).getByLabel('ISBN or product code, row 1', { exact: true }),
    ).toHaveAccessibleDescription(new RegExp(THIRD_PARTY_NOTICE));
  });

  test('on, in French: the notice is translated', async ({ page, request }) => {
    await seedCart(page, request, [SAPT_FORMS.code]);
    await openCart(page, '/cart?site=fr-ca');
    await expect(cartEntry(page, SAPT_FORMS.code)).toContainText(
      'Programme tiers : conçu et pris en charge par Northwind Speech Press',
    );
  });

  test('off: no notice on the cart entry or the quick order row', async ({ page, request }) => {
    await serveFlags(request, { 'third-party-program': false });
    await seedCart(page, request, [SAPT_FORMS.code]);
    await openCart(page, '/cart?mockFlags=0');
    await expect(cartEntry(page, SAPT_FORMS.code)).toContainText(SAPT_FORMS.name);
    await page.waitForLoadState('networkidle');
    await expect(cartEntry(page, SAPT_FORMS.code)).not.toContainText('Third-party program');

    await page.goto(`${QUICK_ORDER}?mockFlags=0`);
    await quickOrder(page)
      .getByLabel('ISBN or product code, row 1', { exact: true })
      .fill(SAPT_FORMS.code);
    await quickOrder(page).getByLabel('Quantity, row 1', { exact: true }).focus();
    await expect(quickOrderRow(page, 1)).toContainText(SAPT_FORMS.name);
    await expect(quickOrderRow(page, 1)).not.toContainText('Third-party program');
  });
});

test.describe('sso-show-username-field flag', () => {
  const accountMenu = (page: Page) => page.locator('store-header store-account-menu').first();
  const openSignIn = async (page: Page) => {
    await accountMenu(page).getByRole('button', { name: 'Sign in' }).click();
    return accountMenu(page).getByRole('dialog', { name: 'Sign in to your account' });
  };

  test('off (mock mode, as production): the form asks for an email or username, as ever', async ({
    page,
  }) => {
    await page.goto('/');
    const dialog = await openSignIn(page);
    const field = dialog.getByLabel('Email or username');
    await expect(field).toBeVisible();
    await expect(field).toHaveAttribute('type', 'email');
    await expect(dialog.getByLabel('Username', { exact: true })).toHaveCount(0);
    // The two fields of the tree's step, no more.
    await expect(dialog.locator('input')).toHaveCount(2);
    await expect(dialog.getByLabel('Password')).toHaveAttribute('type', 'password');
  });

  test('on: a username field, described, and a shopper signs in with their single sign-on username', async ({
    page,
    request,
  }) => {
    await serveFlags(request, { 'sso-show-username-field': true });
    await page.goto('/?mockFlags=0');
    const dialog = await openSignIn(page);
    const field = dialog.getByLabel('Username', { exact: true });
    await expect(field).toBeVisible();
    await expect(field).toHaveAttribute('type', 'text');
    await expect(field).toHaveAttribute('autocomplete', 'username');
    await expect(field).toHaveAccessibleDescription(
      'The username of your single sign-on account, or your email.',
    );
    await expect(dialog.getByLabel('Email or username')).toHaveCount(0);
    await expect(field).toBeFocused();

    // Left empty, the form says which field, by its name.
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Username is required.');

    await field.fill('malvarez');
    await dialog.getByLabel('Password').fill('District!2026');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      accountMenu(page).getByRole('button', { name: 'Account menu for Maria Álvarez' }),
    ).toBeVisible();
  });
});
