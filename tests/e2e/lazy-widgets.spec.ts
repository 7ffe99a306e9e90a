import type { Page } from '@playwright/test';
import { countRequests, expect, test, widgetsReady } from './fixtures';

/**
 * Widgets an author marks `loading="lazy"` (docs/authoring.md; src/core/element/lazy-loading.ts):
 * their code waits until they show in the viewport or the shopper first scrolls, types or presses.
 * The demo's /content-slots.html marks its cart and order history lazy, below the fold of a
 * 1280 × 800 window: the header, add to cart and quick order above it load at once.
 */
const PAGE = '/content-slots.html';

const state = (page: Page, tag: string) => page.locator(`${tag} [part="base"]`).first();

/** Paths of the widget chunks asked for, by name (`cart.element`). */
const asked = (requests: Map<string, number>, name: string) =>
  [...requests.keys()].filter((path) => path.endsWith(`/${name}.js`));

/** The page with its eager widgets ready and its network quiet: what it loads before input. */
async function openUntouched(page: Page) {
  const requests = countRequests(page);
  await page.goto(PAGE);
  await widgetsReady(page);
  await expect(state(page, 'store-quick-order')).toHaveAttribute('data-state', 'ready');
  await page.waitForLoadState('networkidle');
  return requests;
}

/** Neither lazy widget's code asked for, their boxes still reserved (the tags undefined). */
async function expectWaiting(page: Page, requests: Map<string, number>, tags: string[]) {
  for (const tag of tags) {
    expect(asked(requests, `${tag.slice('store-'.length)}.element`), tag).toEqual([]);
    const box = await page.locator(`${tag}:not(:defined)`).boundingBox();
    // The reserved-space rules' least height (reserve-space.ts), not a collapsed box.
    expect(box?.height, tag).toBeGreaterThan(300);
  }
}

test.describe('lazy widgets', () => {
  test("below the fold they wait for the shopper's first scroll, then load", async ({
    page,
    errors,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const requests = await openUntouched(page);
    await expectWaiting(page, requests, ['store-cart', 'store-order-history']);
    const before = await page.locator('store-order-history').boundingBox();

    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 200);
    // Both start at her first move, the order history still out of view.
    await expect(state(page, 'store-cart')).toHaveAttribute('data-state', 'empty');
    await expect(state(page, 'store-order-history')).toHaveAttribute('data-state', 'signed-out');
    expect(asked(requests, 'cart.element')).toHaveLength(1);
    // Its box was held for it: the order history loads where it was reserved.
    const after = await page.locator('store-order-history').boundingBox();
    expect(Math.abs(after!.y - before!.y)).toBeLessThan(240);
    expect(errors.pageErrors).toEqual([]);
  });

  test('a keyboard shopper’s first key loads them too', async ({ page, errors }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const requests = await openUntouched(page);
    await expectWaiting(page, requests, ['store-cart', 'store-order-history']);
    await page.keyboard.press('Tab');
    await expect(state(page, 'store-cart')).toHaveAttribute('data-state', 'empty');
    await expect(state(page, 'store-order-history')).toHaveAttribute('data-state', 'signed-out');
    expect(errors.pageErrors).toEqual([]);
  });

  test('one in view when the page opens loads at once; one further down still waits', async ({
    page,
    errors,
  }) => {
    // The cart's box starts about 900 px down: in view in a window 1,200 px tall, the order
    // history's (600 px under it) not.
    await page.setViewportSize({ width: 1280, height: 1200 });
    const requests = countRequests(page);
    await page.goto(PAGE);
    await expect(state(page, 'store-cart')).toHaveAttribute('data-state', 'empty');
    await page.waitForLoadState('networkidle');
    await expectWaiting(page, requests, ['store-order-history']);
    expect(errors.pageErrors).toEqual([]);
  });

  test("a page action loads a lazy widget's code at once: openCart() with the mini-cart far down", async ({
    page,
    errors,
  }) => {
    // No header (it renders a mini-cart of its own): the page's mini-cart, lazy, at its foot.
    await page.route(PAGE, async (route) => {
      const html = await (await route.fetch()).text();
      const moved = html
        .replace(/<store-header>[\s\S]*?<\/store-header>/, '')
        .replace('</body>', '<store-mini-cart loading="lazy"></store-mini-cart></body>');
      await route.fulfill({ body: moved, contentType: 'text/html' });
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    const requests = countRequests(page);
    await page.goto(PAGE);
    await expect(state(page, 'store-quick-order')).toHaveAttribute('data-state', 'ready');
    await page.waitForLoadState('networkidle');
    expect(asked(requests, 'mini-cart.element')).toEqual([]);
    // A script's call, not an input: the action asks for the code itself.
    await page.evaluate(() => window.storeWidgets!.openCart());
    const panel = page.locator('store-mini-cart').getByRole('dialog', { name: 'Your cart' });
    await expect(panel).toBeVisible();
    expect(errors.pageErrors).toEqual([]);
  });
});
