import type { Page } from '@playwright/test';
import { accountTrigger, signIn } from './account';
import { expect, footer, header, test, widgetsReady } from './fixtures';

/**
 * /hostile-globals.html runs, before our loader, what crowded CMS pages do to globals and built-in
 * prototypes (demo-host/hostile-globals.mjs): enumerable properties on Object, Array, Function and
 * String prototypes, Array.prototype.toJSON, AMD and CommonJS globals, another React, a wrapped
 * fetch and history, and named elements that clobber globals. Every widget must still work.
 */
const PAGE = '/hostile-globals.html';
const EVT_FORMS = '0158242124'; // level A, $55

const miniCartButton = (page: Page) =>
  page.locator('store-mini-cart').first().getByRole('button', { name: /^Cart/ });
const addToCart = (page: Page) => page.locator('store-add-to-cart');
const quickOrder = (page: Page) => page.locator('store-quick-order');

test.describe('a page with hostile scripts', () => {
  test('the pollution is really there before the widgets load', async ({ page }) => {
    await page.goto(PAGE);
    const seen = await page.evaluate(() => {
      const keys: string[] = [];
      for (const key in {}) keys.push(key);
      return {
        keys,
        array: JSON.stringify({ a: [1] }),
        amd: 'amd' in ((window as { define?: object }).define ?? {}),
      };
    });
    expect(seen.keys).toEqual(['anything', 'extend']);
    expect(seen.array).toBe('{"a":"[1]"}');
    expect(seen.amd).toBe(true);
  });

  test('header, footer, sign-in, add-to-cart, quick order and mini-cart all work', async ({
    page,
    errors,
  }) => {
    // What goes to the identity server: no key the page added to the prototypes rides along.
    const identityCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/auth/'))
        identityCalls.push(`${r.url()} ${r.postData() ?? ''}`);
    });
    await page.goto(PAGE);
    await widgetsReady(page);
    await expect(header(page).locator('header[data-state="loaded"]')).toBeVisible();
    await expect(footer(page).locator('footer[data-state="loaded"]')).toBeVisible();
    const menu = header(page).getByRole('button', { name: 'Learning & Training' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');

    // Sign in: the identity calls post JSON bodies with arrays (callbacks).
    await signIn(page);
    await expect(accountTrigger(page)).toBeVisible();

    // Add-to-cart, then the quick order: both post entries (arrays) to the cart.
    const add = addToCart(page).getByRole('button', { name: 'Add to cart' });
    await expect(add).toBeEnabled();
    await add.click();
    await expect(addToCart(page).getByRole('status')).toHaveText('Added to your cart');
    await expect(miniCartButton(page)).toHaveAccessibleName(/^Cart, 1 item, /);

    await quickOrder(page)
      .getByLabel('ISBN or product code, row 1', { exact: true })
      .fill(EVT_FORMS);
    await quickOrder(page).getByLabel('Quantity, row 1', { exact: true }).fill('2');
    await quickOrder(page).getByRole('button', { name: 'Add to cart' }).click();
    await expect(quickOrder(page).getByRole('status')).toContainText('Added 1 product');
    await expect(miniCartButton(page)).toHaveAccessibleName(/^Cart, 3 items, /);

    expect(identityCalls.length).toBeGreaterThan(0);
    expect(
      identityCalls.filter((call) => /anything|extend|bindAsEventListener/.test(call)),
    ).toEqual([]);
    expect(errors.pageErrors).toEqual([]);
    // Chromium logs the platform's 400 (OCC's CartError notFound) for a shopper without a current
    // cart as a failed resource; that is the API's answer, not an error. Nothing else may reach
    // the console.
    const resource = /^Failed to load resource: the server responded with a status of 400/;
    expect(errors.consoleErrors.filter((text) => !resource.test(text))).toEqual([]);
  });
});
