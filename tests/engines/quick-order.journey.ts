import { copyToClipboard } from './clipboard';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import type { EnginePage } from './engine-page';
import { widgetsReady } from './shopper';

/** Quick order as a shopper fills it: paste from a spreadsheet, the rows' errors, one add. */
const UNKNOWN =
  'Unable to find corresponding product - please make sure that product code/ISBN is correct';
const DUPLICATE = 'ISBN/product already exists in the form';

const quickOrder = (page: EnginePage) => page.css('store-quick-order');
const entry = (page: EnginePage, row: number) =>
  quickOrder(page).label(`ISBN or product code, row ${row}`, { exact: true });
const quantity = (page: EnginePage, row: number) =>
  quickOrder(page).label(`Quantity, row ${row}`, { exact: true });
const rowMessage = (page: EnginePage, row: number) =>
  quickOrder(page)
    .css('tbody tr')
    .nth(row - 1)
    .css('.row-message');

test('paste rows, see duplicates and unknown codes, fix them and add once', async ({
  tab: page,
  step,
}) => {
  await step('open the quick order page', async () => {
    await page.goto('/store/usassessments/en/quickOrder');
    await widgetsReady(page);
    await quickOrder(page).css('[part="base"][data-state="ready"]').expectVisible();
  });
  await step('paste four rows copied from a spreadsheet', async () => {
    await copyToClipboard(page, '0158241926\t2\r\n0158242124\r\n0158241926\r\nNOSUCH-404');
    await entry(page, 1).click();
    await page.press('Control+v');
    await quickOrder(page).role('status').expectText('Pasted 4 products into rows 1 to 4.');
    await entry(page, 1).expectValue('0158241926');
    await quantity(page, 1).expectValue('2');
  });
  await step('the duplicate and the unknown code are said on their rows', async () => {
    await rowMessage(page, 3).expectText(DUPLICATE);
    await rowMessage(page, 4).expectText(UNKNOWN);
    await quickOrder(page)
      .css('tbody tr')
      .nth(0)
      .expectText('PPVT-5 Form A Record Forms (pack of 25)');
  });
  await step(
    'Add to cart sends nothing and moves the focus to the first row in error',
    async () => {
      await quickOrder(page).role('button', 'Add to cart').click();
      await quickOrder(page)
        .role('alert')
        .expectText('2 rows need your attention. Nothing was added to your cart.');
      await entry(page, 3).expectFocused();
      await entry(page, 3).expectInViewport();
      expect(await seriousViolations(page)).toEqual([]);
    },
  );
  await step('clear the two rows and add the rest', async () => {
    await entry(page, 3).fill('');
    await entry(page, 4).fill('');
    await quickOrder(page).role('button', 'Add to cart').click();
    await quickOrder(page).role('status').expectText('Added 2 products to your cart.');
    await entry(page, 1).expectValue('');
  });
  await step('the mini-cart in the header counts them', async () => {
    await page
      .css('store-mini-cart')
      .role('button', /3 items/)
      .expectVisible();
  });
});

test('keyboard only: type a code, Tab to its quantity, Enter adds', async ({ tab: page, step }) => {
  await step('open the embedded quick order', async () => {
    await page.goto('/embed/quick-order.html');
    await quickOrder(page).css('[part="base"][data-state="ready"]').expectVisible();
  });
  await step('type and add by keyboard', async () => {
    await entry(page, 1).click();
    await page.type('0158242124');
    await page.press('Tab');
    await quantity(page, 1).expectFocused();
    await page.press('Control+a');
    await page.type('2');
    await page.press('Enter');
    await quickOrder(page).role('status').expectText('Added 1 product to your cart.');
  });
});
