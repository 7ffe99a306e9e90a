import type { Locator, Page } from '@playwright/test';
import { accountMenu, DANA, signIn } from './account';
import { CLINICIAN, DISTRICT } from './checkout';
import { expect, test, widgetsReady } from './fixtures';

/**
 * The account pages' data tables (src/ui/account-page/account-table.css). On a 390 px phone a
 * table wider than the column scrolls sideways inside its wrapper; the page itself never does (a
 * visually hidden column header, absolutely placed, once escaped the wrapper and widened the page
 * of payment cards and order history). Every cell of a row is a table cell (a flex cell of row
 * actions once left the table's layout, its border floating above the row's line). Seeds:
 * district's invoices, clinician's quotes, orders and cards, the university's saved carts.
 */
const ACCOUNT = '/store/usassessments/en/my-account';
const UNIVERSITY = { username: 'university@example.com', password: 'University!2026' };

const PAGES = [
  { name: 'invoices', path: '/invoices/en-us', tag: 'store-invoices', user: DISTRICT },
  { name: 'quotes', path: `${ACCOUNT}/quotes`, tag: 'store-quotes', user: CLINICIAN },
  {
    name: 'saved carts',
    path: `${ACCOUNT}/saved-carts`,
    tag: 'store-saved-carts',
    user: UNIVERSITY,
  },
  {
    name: 'payment cards',
    path: `${ACCOUNT}/payment-cards`,
    tag: 'store-payment-cards',
    user: DANA,
  },
  {
    name: 'order history',
    path: `${ACCOUNT}/order-history`,
    tag: 'store-order-history',
    user: CLINICIAN,
  },
];

/** Payment cards ask for the password again (step-up) before they show. */
async function confirmItsYou(page: Page) {
  const dialog = accountMenu(page).getByRole('dialog', { name: 'Confirm it’s you' });
  await dialog.getByLabel('Password').fill(DANA.password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

/** Whether the table is wider than its wrapper, and where the wrapper ends on the page. */
const wrapperOf = (table: Locator) =>
  table.evaluate((element) => {
    const wrapper = element.parentElement as HTMLElement;
    return {
      scrolls: wrapper.scrollWidth > wrapper.clientWidth,
      right: wrapper.getBoundingClientRect().right,
    };
  });

const pageWidth = (page: Page) =>
  page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const { name, path, tag, user } of PAGES) {
    test(`${name} at 390 px: the table scrolls sideways in its wrapper, the page does not`, async ({
      page,
      errors,
    }) => {
      await page.goto(path);
      await widgetsReady(page);
      await signIn(page, user);
      if (tag === 'store-payment-cards') await confirmItsYou(page);
      const table = page.locator(tag).getByRole('table');
      await expect(table.locator('tbody tr').first()).toBeVisible();

      const wrapper = await wrapperOf(table);
      expect(wrapper.right).toBeLessThanOrEqual(390);
      // Eight, seven or five columns do not fit a phone: the wrapper scrolls, not the page.
      expect(wrapper.scrolls).toBe(true);
      const width = await pageWidth(page);
      expect(width.scroll).toBe(width.client);
      expect(errors.pageErrors).toEqual([]);
    });
  }
});

test('invoices: each row’s cells, its actions too, span the row, so the row lines meet', async ({
  page,
}) => {
  await page.goto('/invoices/en-us');
  await widgetsReady(page);
  await signIn(page, DISTRICT);
  const rows = page.locator('store-invoices').getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(10);
  const misfits = await rows.evaluateAll((all) =>
    all.flatMap((row, index) => {
      const bottom = row.getBoundingClientRect().bottom;
      return [...row.children]
        .filter((cell) => Math.abs(cell.getBoundingClientRect().bottom - bottom) > 0.5)
        .map((cell) => `row ${index + 1}: ${cell.textContent ?? ''}`);
    }),
  );
  expect(misfits).toEqual([]);
});
