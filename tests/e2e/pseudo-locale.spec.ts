import type { Page } from '@playwright/test';
import { brandPartsOf } from './brand-parts';
import { expect, header, test, widgetsReady } from './fixtures';
import { elementsOutside, extentOf } from './overflow';

/**
 * The pseudo-locale en-xa (every catalog text accented, a third longer, bracketed) stands for a
 * longer translation: what it finds cut or broken would be cut for a real language too. Each
 * test is one of its findings, fixed in the widgets' CSS.
 */

/**
 * The pseudo-locale's transform is a file of its own, loaded once the page asks for en-xa: the
 * widgets may render in English first. Measured before it, a layout is English's.
 */
async function pseudoLocaleShown(page: Page) {
  await widgetsReady(page);
  await expect(header(page).locator('a.logo .logo-mark')).toHaveText('[À ·]');
}

test('at 1280px the header shows the whole promotion and every utility link, wrapping instead', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/?localePath=en-xa');
  await pseudoLocaleShown(page);
  const bar = header(page).locator('.utility-bar');
  await expect(bar.locator('.utility-links > li')).toHaveCount(6);
  const promotion = bar.locator('.template-content');
  await expect(promotion).toHaveText('Free shipping on orders over $300. See offers');
  // Not cut: no ellipsis, nothing scrolled away sideways or below, inside the bar.
  const cut = (element: Element) => ({
    sideways: element.scrollWidth > element.clientWidth,
    below: element.scrollHeight > element.clientHeight,
    ellipsis: getComputedStyle(element).textOverflow === 'ellipsis',
  });
  expect(await promotion.evaluate(cut)).toEqual({ sideways: false, below: false, ellipsis: false });
  const barBox = (await bar.boundingBox())!;
  for (const item of await bar.locator('.template-content, .utility-links > li').all()) {
    const box = (await item.boundingBox())!;
    const text = await item.textContent();
    expect(box.y, text!).toBeGreaterThanOrEqual(barBox.y - 0.5);
    expect(box.y + box.height, text!).toBeLessThanOrEqual(barBox.y + barBox.height + 0.5);
  }
  const box = await extentOf(page, 'store-header');
  expect(await elementsOutside(page, 'store-header', box)).toEqual([]);
});

test('the quick order\'s "Quantity" header is never broken inside the word', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/store/usassessments/en/quickOrder?localePath=en-xa');
  const quantity = page.locator('store-quick-order thead th.col-quantity');
  await expect(quantity).toContainText('[Qûàñţîţý');
  // The lines the word takes: one, where a break inside it gives two.
  const lines = await quantity.evaluate((cell) => {
    const text = [...cell.childNodes].find((node) => node.nodeType === Node.TEXT_NODE)!;
    const word = document.createRange();
    word.setStart(text, 0);
    word.setEnd(text, text.textContent!.indexOf(' '));
    return new Set([...word.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);
  // The row's input still fills its column and the table stays inside the widget.
  const box = await extentOf(page, 'store-quick-order');
  expect(await elementsOutside(page, 'store-quick-order', box)).toEqual([]);
});

for (const width of [320, 390]) {
  test(`the brand's mark keeps its brackets at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/?localePath=en-xa');
    await pseudoLocaleShown(page);
    const shown = await header(page).locator('a.logo').evaluate(brandPartsOf);
    expect(shown.slice(1)).toEqual([{ text: '[À ·]', whole: true, ellipsis: false }]);
    expect(shown[0]).toMatchObject({ whole: true, ellipsis: false });
  });
}
