import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { addFault, expect, reopensAtOnce, test } from './fixtures';

/** Seeded products (src/mocks/db/seed-products.ts), both level A, in stock, sold online. */
const PPVT_FORMS = { code: '0158241926', name: 'PPVT-5 Form A Record Forms (pack of 25)' }; // $62
const EVT_FORMS = { code: '0158242124', name: 'EVT-3 Form A Record Forms (pack of 25)' }; // $55

const GUID_KEY = 'store-widgets.cart.anonymous-guid';

const miniCart = (page: Page) => page.locator('store-mini-cart').first();
const cartButton = (page: Page) => miniCart(page).getByRole('button', { name: /^Cart/ });
const panel = (page: Page) => miniCart(page).getByRole('dialog', { name: 'Your cart' });
const addToCart = (page: Page) => page.locator('store-add-to-cart');
const addButton = (page: Page) => addToCart(page).getByRole('button', { name: 'Add to cart' });

/** Waits until the mini-cart has read the cart (or found none). */
async function miniCartReady(page: Page): Promise<void> {
  await expect(miniCart(page).locator('[part="base"]')).toHaveAttribute(
    'data-state',
    /^(empty|filled)$/,
  );
}

async function addOnProductPage(page: Page): Promise<void> {
  await expect(addButton(page)).toBeEnabled();
  await addButton(page).click();
  await expect(addToCart(page).getByRole('status')).toHaveText('Added to your cart');
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

test.describe('mini-cart and add-to-cart', () => {
  test('one product page template serves every product: the code comes from the address', async ({
    page,
    errors,
  }) => {
    // The demo host's product page has no product-code attribute (demo-host/pages.mjs).
    expect(await page.request.get(`/p/${EVT_FORMS.code}`).then((r) => r.text())).toContain(
      '<store-add-to-cart></store-add-to-cart>',
    );
    await page.goto(`/p/${EVT_FORMS.code}`);
    await miniCartReady(page);
    await addOnProductPage(page);
    await cartButton(page).click();
    await expect(miniCart(page).getByRole('dialog', { name: 'Your cart' })).toContainText(
      EVT_FORMS.name,
    );
    expect(errors.pageErrors).toEqual([]);
  });

  test('an add on a product page updates the mini-cart in the same tab', async ({
    page,
    errors,
  }) => {
    await page.goto(`/p/${PPVT_FORMS.code}`);
    await miniCartReady(page);
    await expect(cartButton(page)).toHaveAccessibleName('Cart, empty');

    await addOnProductPage(page);
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item, $62.00');
    await expect(miniCart(page).locator('[part="count"]')).toHaveText('1');
    // The change is announced politely by the mini-cart (the first load was not).
    await expect(miniCart(page).getByRole('status')).toHaveText(
      'Your cart now has 1 item, $62.00.',
    );

    // A second add of the same product adds to its entry: units are counted, not lines.
    await addButton(page).click();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items, $124.00');
    expect(errors.pageErrors).toEqual([]);
    expect(errors.consoleErrors).toEqual([]);
  });

  test('another tab follows every change without a reload, both ways', async ({
    page,
    context,
    errors,
  }) => {
    await page.goto(`/p/${PPVT_FORMS.code}`);
    await miniCartReady(page);
    // The second tab is open on another page before anything is in the cart.
    const other = await context.newPage();
    await other.goto(`/p/${EVT_FORMS.code}`);
    await miniCartReady(other);
    await expect(cartButton(other)).toHaveAccessibleName('Cart, empty');

    // The first add creates the cart here; the other tab learns its id and its contents.
    await addOnProductPage(page);
    await expect(cartButton(other)).toHaveAccessibleName('Cart, 1 item, $62.00');

    // A change in the other tab shows here.
    await addOnProductPage(other);
    await expect(cartButton(other)).toHaveAccessibleName('Cart, 2 items, $117.00');
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items, $117.00');

    // A quantity change and a removal on the cart page in this tab show in the other one.
    await page.goto('/cart');
    const cartPage = page.locator('store-cart');
    await expect(cartPage.locator('[part="base"]')).toHaveAttribute('data-state', 'loaded');
    const quantity = cartPage.getByLabel(`Quantity, ${PPVT_FORMS.name}`);
    await quantity.fill('3');
    await quantity.press('Enter');
    await expect(cartButton(other)).toHaveAccessibleName('Cart, 4 items, $241.00');
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 4 items, $241.00');
    await cartPage.getByRole('button', { name: `Remove ${EVT_FORMS.name}` }).click();
    await expect(cartButton(other)).toHaveAccessibleName('Cart, 3 items, $186.00');
    await cartButton(other).click();
    await expect(panel(other).getByRole('listitem')).toHaveCount(1);
    await expect(panel(other).getByRole('listitem')).toContainText(PPVT_FORMS.name);
    await expect(panel(other).getByRole('listitem')).toContainText('Qty 3');
    expect(errors.pageErrors).toEqual([]);
  });

  test('the panel lists the entries; Escape and a click outside close it and focus returns to the button', async ({
    page,
  }) => {
    await page.goto(`/p/${PPVT_FORMS.code}`);
    await addToCart(page).evaluate((el) => el.setAttribute('quantity', '2'));
    await addOnProductPage(page);
    await page.goto(`/p/${EVT_FORMS.code}`);
    await addOnProductPage(page);
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items, $179.00');

    await cartButton(page).click();
    await expect(cartButton(page)).toHaveAttribute('aria-expanded', 'true');
    const dialog = panel(page);
    await expect(dialog).toBeVisible();
    const items = dialog.getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(PPVT_FORMS.name);
    await expect(items.nth(0)).toContainText('Qty 2');
    await expect(items.nth(0)).toContainText('$124.00');
    await expect(items.nth(1)).toContainText(EVT_FORMS.name);
    await expect(items.nth(1)).toContainText('Qty 1');
    await expect(items.nth(1)).toContainText('$55.00');
    await expect(dialog.getByRole('definition')).toHaveText(['$179.00']);
    await expect(dialog.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    // Focus moved into the dialog, to its title.
    await expect(dialog.getByRole('heading', { name: 'Your cart' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cartButton(page)).toBeFocused();
    await expect(cartButton(page)).toHaveAttribute('aria-expanded', 'false');

    // By keyboard: Enter opens it, Tab reaches "View cart".
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    // Focus moves in first (as above); a Tab before that would leave from the button instead.
    await expect(dialog.getByRole('heading', { name: 'Your cart' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('link', { name: 'View cart' })).toBeFocused();

    // A click on the page outside closes it, and focus goes back to the button.
    await page.locator('main h1').click();
    await expect(dialog).toBeHidden();
    await expect(cartButton(page)).toBeFocused();

    // Escape and Enter at once: it opens again and stays open.
    await reopensAtOnce(page, {
      opened: dialog.getByRole('heading', { name: 'Your cart' }),
      stillOpen: () => expect(cartButton(page)).toHaveAttribute('aria-expanded', 'true'),
      closed: dialog,
    });
  });

  test('an empty cart says so in the panel', async ({ page }) => {
    await page.goto('/');
    await miniCartReady(page);
    await cartButton(page).click();
    await expect(panel(page)).toContainText('Your cart is empty.');
    await expect(panel(page).getByRole('link', { name: 'View cart' })).toBeVisible();
  });

  test('the anonymous cart survives a reload', async ({ page }) => {
    await page.goto(`/p/${PPVT_FORMS.code}`);
    await addOnProductPage(page);
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item, $62.00');
    const guid = await page.evaluate((key) => localStorage.getItem(key), GUID_KEY);
    expect(guid).toBeTruthy();

    await page.reload();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item, $62.00');
    expect(await page.evaluate((key) => localStorage.getItem(key), GUID_KEY)).toBe(guid);
    // Nothing was announced on load: the count did not change, it was read.
    await expect(miniCart(page).getByRole('status')).toHaveText('');
  });

  test('a failed add says so, and "Try again" adds exactly once', async ({ page, request }) => {
    await addFault(request, {
      path: '/headless/ecommerce/v2/users/anonymous/carts/*/entries',
      method: 'POST',
      mode: '500',
      times: 1,
    });
    await page.goto(`/p/${PPVT_FORMS.code}`);
    await miniCartReady(page);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/entries')) {
        posts.push(r.headers()['x-request-id'] ?? '');
      }
    });
    await expect(addButton(page)).toBeEnabled();
    await addButton(page).click();
    const alert = addToCart(page).getByRole('alert');
    await expect(alert).toContainText(
      'We could not add this product to your cart. Please try again.',
    );
    await expect(addToCart(page).locator('[part="base"]')).toHaveAttribute('data-state', 'failed');

    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(addToCart(page).getByRole('status')).toHaveText('Added to your cart');
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item, $62.00');
    await cartButton(page).click();
    await expect(panel(page).getByRole('listitem')).toHaveCount(1);
    await expect(panel(page).getByRole('listitem')).toContainText('Qty 1');
    // Both tries were one request to the platform (the same request id).
    expect(posts).toHaveLength(2);
    expect(posts[1]).toBe(posts[0]);
  });

  test('a double click sends one add', async ({ page }) => {
    await page.goto(`/p/${EVT_FORMS.code}`);
    await miniCartReady(page);
    await expect(addButton(page)).toBeEnabled();
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/entries')) posts += 1;
    });
    await addButton(page).dblclick();
    await expect(addToCart(page).getByRole('status')).toHaveText('Added to your cart');
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item, $55.00');
    expect(posts).toBe(1);
  });

  test('a product page with a bad product code shows the product as unavailable', async ({
    page,
    errors,
  }) => {
    await page.goto('/p/NO-SUCH-PRODUCT-1');
    await expect(addToCart(page).locator('[part="base"]')).toHaveAttribute(
      'data-state',
      'unavailable',
    );
    await expect(addToCart(page)).toContainText('This product is not available.');
    // (The browser also logs the lookup's 400, OCC's UnknownIdentifierError.)
    expect(errors.consoleErrors).toContainEqual(
      expect.stringContaining(
        `the product code in the page's address ("NO-SUCH-PRODUCT-1") matches no product`,
      ),
    );
  });

  test('axe finds no serious violations with the mini-cart panel open', async ({ page }) => {
    await page.goto(`/p/${PPVT_FORMS.code}`);
    await addOnProductPage(page);
    await cartButton(page).click();
    await expect(panel(page).getByRole('listitem')).toHaveCount(1);
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: (context: Document) => Promise<{
              violations: { id: string; impact: string; nodes: { target: unknown }[] }[];
            }>;
          };
        }
      ).axe;
      return (await axe.run(document)).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
    });
    expect(violations).toEqual([]);
  });
});
