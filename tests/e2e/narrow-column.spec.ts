import type { Page } from '@playwright/test';
import { controlledBy } from './aria-controls';
import { seriousViolations } from './axe';
import { expect, footer, header, test, widgetsReady } from './fixtures';
import { elementsOutside, extentOf } from './overflow';

/**
 * Widgets lay out by their own width, never the window's (issue 27): on /narrow-column.html the
 * header, the quick order and the footer sit in a 390 px column beside the page's content.
 */
const COLUMN = '.narrow-column';
const WIDGETS = `${COLUMN} > store-header, ${COLUMN} > store-quick-order, ${COLUMN} > store-footer`;

const quickOrder = (page: Page) => page.locator('store-quick-order');
const menuButton = (page: Page) => header(page).getByRole('button', { name: 'Menu' });

async function open(page: Page): Promise<void> {
  await page.goto('/narrow-column.html');
  await widgetsReady(page);
  await expect(quickOrder(page).getByRole('button', { name: 'Add to cart' })).toBeVisible();
}

/** The menu panel open and each of its groups in turn, `check` each time. */
async function throughTheMenu(page: Page, check: () => Promise<void>): Promise<void> {
  await menuButton(page).click();
  const panel = await controlledBy(menuButton(page));
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Contact us' })).toBeVisible();
  await check();
  const triggers = panel.locator('.menu-trigger');
  for (let i = 0; i < (await triggers.count()); i += 1) {
    await triggers.nth(i).click();
    await expect(triggers.nth(i)).toHaveAttribute('aria-expanded', 'true');
    await check();
  }
}

test.describe("widgets lay out by their own width, not the window's", () => {
  test('in a 390 px column of a 1280 px wide page: the phone layout, nothing past the column', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page);
    const column = await extentOf(page, COLUMN);
    expect(column.right - column.left).toBe(390);

    // The header's phone layout: the menu button instead of the menu groups and the utility bar
    // ("See offers", "Contact us"), and the brand's mark.
    await expect(menuButton(page)).toBeVisible();
    await expect(
      header(page).getByRole('button', { name: 'Assessments & Solutions' }),
    ).toBeHidden();
    await expect(header(page).getByRole('link', { name: 'See offers' })).toBeHidden();
    await expect(header(page).getByRole('link', { name: 'Contact us' })).toBeHidden();
    await expect(header(page).locator('.logo-mark')).toBeVisible();
    // The quick order's rows are cards (no table head); the footer has one column.
    await expect(quickOrder(page).locator('.rows thead')).toBeHidden();
    const footerColumns = await footer(page)
      .locator('.footer-main')
      .evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
    expect(footerColumns).toBe(1);
    // The inline widgets in the header keep their own size (they are not query containers).
    const cart = await header(page).getByRole('button', { name: /^Cart/ }).boundingBox();
    const signIn = await header(page).getByRole('button', { name: 'Sign in' }).boundingBox();
    expect(cart?.width).toBeGreaterThanOrEqual(56);
    expect(signIn?.width).toBeGreaterThanOrEqual(96);

    expect(await elementsOutside(page, WIDGETS, column)).toEqual([]);
    await throughTheMenu(page, async () => {
      expect(await elementsOutside(page, WIDGETS, column)).toEqual([]);
    });
  });

  test('at a 390 px window the column takes the screen: nothing wider than it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await open(page);
    const noOverflow = async () => {
      expect(await elementsOutside(page, WIDGETS)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    };
    await noOverflow();
    await throughTheMenu(page, noOverflow);
  });

  test('axe: the page with its narrow column', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
