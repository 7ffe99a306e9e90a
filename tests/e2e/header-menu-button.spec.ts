import type { Page } from '@playwright/test';
import { controlledBy } from './aria-controls';
import { expect, header, test, widgetsReady } from './fixtures';
import { layoutShifts, observeLayoutShift } from './layout-shift';

const SITES = ['en-us', 'fr-ca', 'nl-nl', 'es-es'] as const;
const WIDTHS = [320, 390, 768, 1024] as const;

/** Elements of ours sticking out of the viewport: the header's shadow root, the account menu and
 * mini-cart slotted in it (and their shadow roots), and the document's own scroll width. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const wide: string[] = [];
    const walk = (root: ParentNode) => {
      for (const el of root.querySelectorAll('*')) {
        const box = el.getBoundingClientRect();
        if (box.left < -0.5 || box.right > innerWidth + 0.5)
          wide.push(`${el.nodeName.toLowerCase()}.${el.className} ${box.left}–${box.right}`);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    const host = document.querySelector('store-header');
    if (host?.shadowRoot) walk(host.shadowRoot);
    if (host) walk(host);
    return { wide, scrollWidth: document.documentElement.scrollWidth };
  });
}

const menuButton = (page: Page) => header(page).locator('.menu-button');

test.describe('header at phone and tablet widths: a menu button with a disclosure panel', () => {
  for (const site of SITES) {
    for (const width of WIDTHS) {
      test(`${site} at ${width}px: nothing wider than the screen, closed or open`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`/?site=${site}`);
        await widgetsReady(page);
        await expect(menuButton(page)).toBeVisible();
        expect(await overflow(page)).toEqual({ wide: [], scrollWidth: width });

        await menuButton(page).click();
        const panel = await controlledBy(menuButton(page));
        await expect(panel).toBeVisible();
        // Every group open in turn, the longest panel of each language included.
        const triggers = panel.locator('.menu-trigger');
        for (let i = 0; i < (await triggers.count()); i += 1) {
          await triggers.nth(i).click();
          await expect(triggers.nth(i)).toHaveAttribute('aria-expanded', 'true');
          expect(await overflow(page)).toEqual({ wide: [], scrollWidth: width });
        }
      });
    }
  }

  for (const width of [390, 1024]) {
    test(`at ${width}px every menu link is reachable by keyboard`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await widgetsReady(page);
      const button = menuButton(page);
      await expect(button).toHaveAccessibleName('Menu');

      // Tab from the top of the page to the menu button.
      for (let i = 0; i < 40 && !(await button.evaluate((el) => el.matches(':focus'))); i += 1)
        await page.keyboard.press('Tab');
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const panel = await controlledBy(button);
      await expect(panel).toBeVisible();

      // Focus moves into the panel; each group opens with Enter and Tab walks its links.
      const triggers = panel.locator('.menu-trigger');
      const groups = await triggers.count();
      expect(groups).toBe(3);
      await expect(triggers.first()).toBeFocused();
      for (let g = 0; g < groups; g += 1) {
        const trigger = triggers.nth(g);
        await expect(trigger).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(trigger).toHaveAttribute('aria-expanded', 'true');
        const links = (await controlledBy(trigger)).locator('a');
        const count = await links.count();
        expect(count).toBeGreaterThan(0);
        for (let i = 0; i < count; i += 1) {
          await page.keyboard.press('Tab');
          await expect(links.nth(i)).toBeFocused();
        }
        await page.keyboard.press('Tab');
      }
      // Then the utility links and the regional offices.
      const utility = panel.locator('.utility-nav a');
      await expect(utility).toHaveCount(5);
      await expect(utility.first()).toBeFocused();
      for (let i = 1; i < 5; i += 1) {
        await page.keyboard.press('Tab');
        await expect(utility.nth(i)).toBeFocused();
      }
      await expect(utility.last()).toContainText('Regional offices');

      // Escape closes the panel and focus returns to the button; the button closes it too.
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(triggers.first()).toBeFocused();
      // Arrows move between the groups; Escape on an open group closes just that group.
      await page.keyboard.press('ArrowRight');
      await expect(triggers.nth(1)).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Escape');
      await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeVisible();
      await button.click();
      await expect(panel).toBeHidden();
    });
  }

  for (const width of [390, 1024]) {
    test(`at ${width}px the collapsed header renders in its reserved height (CLS < 0.01)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await observeLayoutShift(page);
      await page.goto('/');
      await widgetsReady(page);
      await page.waitForLoadState('networkidle');
      const { total, shifts } = await layoutShifts(page);
      expect(total, JSON.stringify(shifts)).toBeLessThan(0.01);
    });
  }
});
