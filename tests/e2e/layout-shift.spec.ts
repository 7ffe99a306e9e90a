import { expect, test, widgetsReady } from './fixtures';
import { layoutShifts, observeLayoutShift } from './layout-shift';

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
    await page.waitForLoadState('networkidle');
    const { total, shifts } = await layoutShifts(page);
    expect(total, JSON.stringify(shifts)).toBeLessThan(0.01);
  });
});
