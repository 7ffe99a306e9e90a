import { controlledBy } from './aria-controls';
import { expect, header, test, widgetsReady } from './fixtures';

test.describe('header menu: WAI-ARIA disclosure navigation', () => {
  test('works by keyboard alone', async ({ page }) => {
    await page.goto('/');
    await widgetsReady(page);
    const h = header(page);
    const first = h.getByRole('button', { name: 'Assessments & Solutions' });
    const second = h.getByRole('button', { name: 'Learning & Training' });

    await first.focus();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const panel = await controlledBy(first);
    await expect(panel).toBeVisible();

    // Down enters the panel; Escape closes it and returns focus to its button.
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(first).toBeFocused();

    // Arrows move between the top-level buttons; Space toggles; only one panel is open.
    await page.keyboard.press('ArrowRight');
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(h.getByRole('button', { name: 'Ordering & Support' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.keyboard.press('Home');
    await expect(first).toBeFocused();

    // Tab walks through the open panel's links; leaving the nav closes it.
    await page.keyboard.press('End');
    const last = h.getByRole('button', { name: 'Ordering & Support' });
    await expect(last).toBeFocused();
    const links = await (await controlledBy(last)).locator('a').count();
    for (let i = 0; i < links; i += 1) await page.keyboard.press('Tab');
    await expect(last).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(last).toHaveAttribute('aria-expanded', 'false');
  });

  test('a click outside closes the open menu and the page hears about openings', async ({
    page,
  }) => {
    await page.goto('/');
    await widgetsReady(page);
    await page.evaluate(() => {
      const w = window as unknown as { opened: string[] };
      w.opened = [];
      document.addEventListener('store-menu-opened', (event) => w.opened.push(event.detail.menuId));
    });
    const trigger = header(page).getByRole('button', { name: 'Learning & Training' });
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // The open panel covers the page under it; click the host page's own bar above the header.
    await page.locator('.demo-bar').click({ position: { x: 1200, y: 10 } });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => (window as unknown as { opened: string[] }).opened)).toEqual([
      'learning',
    ]);
  });
});
