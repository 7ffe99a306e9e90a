import type { Page } from '@playwright/test';
import { accountMenu, signIn } from './account';
import { seriousViolations } from './axe';
import { DISTRICT } from './checkout';
import { expect, test, watchErrors, widgetsReady } from './fixtures';
import { layoutShifts, observeLayoutShift } from './layout-shift';

/**
 * Platform data in the page: /demo/product-cards.html is a grid of twelve cards
 * written in the page's own markup, each a <store-product> with an image and five fields, and one
 * card of a product that does not exist (src/widgets/product/product.facts.ts).
 */
const PAGE = '/demo/product-cards.html';
const PPVT_FORMS = '0158241926'; // $62.00; the district's account pays 5% less
const LOW_STOCK = '0158979825';
const NO_STOCK = '0158980343';
const NOT_ONLINE = '0158984403';
const MISSING = '0158999999';
const CARDS = 12;

const card = (page: Page, code: string) => page.locator(`store-product[code="${code}"]`);
const field = (page: Page, code: string, name: string) =>
  card(page, code).locator(`store-product-field[field="${name}"]`);

/** The product reads that reach the backend, by product code. */
function countProductReads(page: Page): Map<string, number> {
  const reads = new Map<string, number>();
  page.on('request', (request) => {
    const match = /\/products\/([^/?]+)(\?|$)/.exec(new URL(request.url()).pathname);
    if (request.method() !== 'GET' || !match?.[1] || match[1] === 'search') return;
    const code = decodeURIComponent(match[1]);
    reads.set(code, (reads.get(code) ?? 0) + 1);
  });
  return reads;
}

async function allFieldsReady(page: Page): Promise<void> {
  // 12 cards × 5 fields, and the missing card's one (empty: its scope says why).
  await expect(page.locator('store-product-field')).toHaveCount(CARDS * 5 + 1);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('store-product-field')].filter(
            (element) =>
              element.shadowRoot?.querySelector('[part~="value"]')?.getAttribute('data-state') ===
              'ready',
          ).length,
      ),
    )
    .toBe(CARDS * 5);
}

test.describe('product data in the page', () => {
  test('a grid of cards from CMS markup: the platform values, one request per product, the missing one said once, no serious axe violation', async ({
    page,
  }) => {
    const reads = countProductReads(page);
    const errors = watchErrors(page);
    await observeLayoutShift(page);
    await page.goto(PAGE);
    await widgetsReady(page);
    await allFieldsReady(page);

    const ppvt = card(page, PPVT_FORMS);
    await expect(ppvt.getByRole('heading', { level: 2 })).toHaveText(
      'PPVT-5 Form A Record Forms (pack of 25)',
    );
    await expect(ppvt).toContainText('Format: Record forms');
    await expect(ppvt).toContainText('Qualification level A');
    await expect(field(page, PPVT_FORMS, 'price')).toHaveText('$62.00');
    await expect(field(page, PPVT_FORMS, 'availability')).toHaveText('In stock');
    await expect(field(page, LOW_STOCK, 'availability')).toHaveText('Low stock');
    await expect(field(page, NO_STOCK, 'availability')).toHaveText('Out of stock');
    await expect(field(page, NOT_ONLINE, 'availability')).toHaveText('Not available online');
    await expect(ppvt.locator('store-product-image').getByRole('img')).toHaveAttribute(
      'alt',
      'PPVT-5 Form A Record Forms (pack of 25)',
    );
    await expect(ppvt).toHaveAttribute('data-state', 'ready');
    // A field is a run of the author's text: "Format: Record forms" is one line, not two.
    const formatLine = ppvt.locator('p', { hasText: 'Format:' });
    const [lineBox, valueBox] = await Promise.all([
      formatLine.boundingBox(),
      field(page, PPVT_FORMS, 'format').boundingBox(),
    ]);
    expect(valueBox!.y - lineBox!.y).toBeLessThan(4);
    expect(valueBox!.x).toBeGreaterThan(lineBox!.x);

    // The product that does not exist: the spec's message once, on its scope, not a blank.
    const missing = card(page, MISSING);
    await expect(missing).toHaveAttribute('data-state', 'missing');
    await expect(missing.getByRole('status')).toHaveText(
      'Unable to find corresponding product - please make sure that product code/ISBN is correct',
    );
    await expect(page.getByText('Unable to find corresponding product')).toHaveCount(1);

    await page.waitForLoadState('networkidle');
    // Six elements per card, one request per product.
    expect(reads.size).toBe(CARDS + 1);
    expect(
      [...reads.values()].every((count) => count === 1),
      JSON.stringify([...reads]),
    ).toBe(true);
    // The browser's own line for the 400, and ours naming the attribute.
    expect(errors.consoleErrors).toEqual([
      expect.stringContaining('status of 400'),
      expect.stringContaining(
        `<store-product>: the attribute "code" ("${MISSING}") matches no product`,
      ),
    ]);
    expect(errors.pageErrors).toEqual([]);
    const { total, shifts } = await layoutShifts(page);
    test.info().annotations.push({ type: 'CLS', description: String(total) });
    expect(total, JSON.stringify(shifts)).toBeLessThan(0.1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the values follow the shopper: the district's account price once she signs in, the visitor's once she has signed out", async ({
    page,
  }) => {
    const reads = countProductReads(page);
    await page.goto(PAGE);
    await widgetsReady(page);
    await allFieldsReady(page);
    await expect(field(page, PPVT_FORMS, 'price')).toHaveText('$62.00');

    await signIn(page, DISTRICT);
    await expect(accountMenu(page).getByRole('button', { name: /Account menu for/ })).toBeVisible();
    await expect(field(page, PPVT_FORMS, 'price')).toHaveText('$58.90');
    await allFieldsReady(page);
    await page.waitForLoadState('networkidle');
    // Read again once for her, whatever number of fields show it.
    expect(reads.get(PPVT_FORMS)).toBe(2);
    expect(reads.get(LOW_STOCK)).toBe(2);

    await accountMenu(page)
      .getByRole('button', { name: /Account menu for/ })
      .click();
    await accountMenu(page).getByRole('menuitem', { name: 'Sign out' }).click();
    // Signing out leaves for the site's landing page (the menu shows "Sign in" before it
    // goes): once there, back on the grid, the visitor's price.
    await page.waitForURL((url) => url.pathname !== PAGE);
    await expect(accountMenu(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.goto(PAGE);
    await widgetsReady(page);
    await expect(accountMenu(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(field(page, PPVT_FORMS, 'price')).toHaveText('$62.00');
  });

  test('a product page of its own markup: the fields follow a new code on their scope', async ({
    page,
  }) => {
    await page.goto('/demo/product-field.html');
    await widgetsReady(page);
    const scope = page.locator('store-product');
    const name = scope.locator('store-product-field[field="name"]');
    await expect(name).toHaveText('WISC-V Technical and Interpretive Manual');
    await expect(scope.locator('store-product-field[field="availability"]')).toHaveText(
      'Low stock',
    );
    await scope.evaluate((element, code) => element.setAttribute('code', code), PPVT_FORMS);
    await expect(name).toHaveText('PPVT-5 Form A Record Forms (pack of 25)');
    await expect(scope.locator('store-product-field[field="price"]')).toHaveText('$62.00');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
