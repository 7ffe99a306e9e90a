import { copyToClipboard } from './clipboard';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { waitFor } from './engine-page';
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

test('a press on Add to cart counts when the row grows under it as its lookup answers', async ({
  tab: page,
  backend,
  step,
}) => {
  // A shopper who types a code and goes straight for the button: the row's lookup answers while
  // the button is held down, the row grows by its product's details and the button moves down
  // from under the pointer. Where the browser then sends its click (the form, or nowhere) is the
  // engine's own; the add must count either way (src/ui/use-press-through-shift.ts).
  const addToCart = quickOrder(page).role('button', 'Add to cart');
  const row = quickOrder(page).css('tbody tr').nth(0);
  await step('open the embedded quick order, its product lookup held at the backend', async () => {
    await backend.fault({ path: '**/products/0158241926', method: 'GET', mode: 'hold', times: 1 });
    await page.goto('/embed/quick-order.html');
    await quickOrder(page).css('[part="base"][data-state="ready"]').expectVisible();
  });
  let at = { x: 0, y: 0 };
  await step('type a code and press on Add to cart', async () => {
    await entry(page, 1).fill('0158241926');
    // What reaches the page, for the failure message: where the release and the click went.
    await page.evaluate(() => {
      const heard: string[] = [];
      (window as unknown as { heard: string[] }).heard = heard;
      const name = (target: EventTarget | undefined) =>
        target instanceof Element
          ? `${target.localName}${target.className ? `.${String(target.className)}` : ''}`
          : String(target);
      for (const type of ['pointerup', 'click'])
        window.addEventListener(
          type,
          (event) => heard.push(`${type} on ${name(event.composedPath()[0])}`),
          true,
        );
    });
    at = await addToCart.press();
  });
  await step('the lookup answers while the button is held: the button moves away', async () => {
    await waitFor(
      () => backend.get<{ held: number }>('/__mock/faults/held'),
      ({ held }) => held > 0,
      () => 'Expected the product lookup to be sent (held at the backend)',
    );
    await backend.post('/__mock/faults/release');
    await row.expectAttribute('data-state', 'ok');
    const moved = await addToCart.inspect();
    expect(moved.box!.top, 'the button has moved from under the press point').toBeGreaterThan(at.y);
  });
  await step('release where it was pressed: the product is added', async () => {
    await page.driver.release();
    try {
      await quickOrder(page).role('status').expectText('Added 1 product to your cart.');
    } catch (error) {
      const heard = await page.evaluate<string[]>(
        () => (window as unknown as { heard: string[] }).heard,
      );
      throw new Error(`${String(error)}\nthe page heard: ${heard.join(', ') || 'nothing'}`, {
        cause: error,
      });
    }
  });
});
