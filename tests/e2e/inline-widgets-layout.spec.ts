import { expect, test } from './fixtures';
import { expectNoShift, observeLayoutShift } from './layout-shift';
import { holdRequests } from './hold-requests';

/**
 * Inline widgets (a product's picture and fields, in the author's markup) hold their place as
 * they render: their reserved boxes and placeholders take the room their content will. On both
 * builds: a defined widget must show its first render in the frame its reserved box goes away
 * (React commits a new root a task later unless told to flush), or `<store-product>`'s markup is
 * unslotted for a frame and the page collapses.
 */
test.describe('inline widgets', () => {
  test('product pictures stay side by side in their 96 px boxes as they render (CLS < 0.01)', async ({
    page,
  }) => {
    await observeLayoutShift(page);
    await page.goto('/demo/product-image.html');
    const pictures = page.locator('store-product-image');
    await expect(pictures).toHaveCount(3);
    for (const picture of await pictures.all()) {
      await expect(picture.locator('img[data-state="ready"]')).toBeVisible();
    }
    await expectNoShift(page);
    const boxes = await Promise.all((await pictures.all()).map((p) => p.boundingBox()));
    // Inline, as their reserved boxes were: one row, each as wide as its picture.
    expect(new Set(boxes.map((box) => box!.y)).size).toBe(1);
    for (const box of boxes) expect(box!.width).toBe(96);
  });

  test('product fields keep their lines of text as the values replace the placeholders (CLS < 0.01)', async ({
    page,
  }) => {
    await observeLayoutShift(page);
    await page.goto('/demo/product-field.html');
    const fields = page.locator('store-product-field');
    await expect(fields).toHaveCount(6);
    await expect(fields.locator('[part="value"][data-state="ready"]')).toHaveCount(6);
    await expectNoShift(page);
  });

  test('the product cards’ grid, written as docs/authoring.md asks, keeps its rows as the names come (CLS < 0.01)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await observeLayoutShift(page);
    await page.goto('/demo/product-cards.html');
    const names = page.locator('section.tiles h2 store-product-field[field="name"]');
    await expect(names).toHaveCount(12);
    await expect(names.locator('[part="value"][data-state="ready"]')).toHaveCount(12);
    await expectNoShift(page);
  });

  test('a card’s “Qualification level” keeps its one line from the reserved box to the letter', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // The fields' code held back: their reserved boxes, then their placeholders, then the values.
    const release = await holdRequests(page, '**/product-field.element.js');
    await page.goto('/demo/product-cards.html');
    const levels = page.locator('section.tiles store-product-field[field="qualification-level"]');
    await expect(levels).toHaveCount(12);
    await expect
      .poll(() => levels.first().evaluate((field) => getComputedStyle(field).minWidth))
      .toBe('12px');
    // The label on one line, the field at its end on the same line, and the line's height.
    const lines = () =>
      levels.evaluateAll((fields) =>
        fields.map((field) => {
          const line = field.closest('p')!;
          const label = document.createRange();
          label.selectNodeContents(line.firstChild!);
          const labelLines = [...label.getClientRects()];
          const onItsLine =
            Math.abs(field.getBoundingClientRect().bottom - labelLines[0]!.bottom) < 2;
          return { labelLines: labelLines.length, onItsLine, height: line.offsetHeight };
        }),
      );
    const before = await lines();
    for (const line of before) expect(line).toMatchObject({ labelLines: 1, onItsLine: true });
    release();
    await expect(levels.locator('[part="value"][data-state="ready"]')).toHaveCount(12);
    expect(await lines()).toEqual(before);
  });
});
