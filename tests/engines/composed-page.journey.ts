import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import type { EngineLocator, EnginePage } from './engine-page';
import { DANA } from './shopper';

/**
 * The storefront an author composed (/demo/compose.html, demo-host/demo/compose.js) by keyboard:
 * the page's own Add buttons on cards of platform data, its progress list from the store's events,
 * its basket button opening the mini-cart (focus back on it), its form adding through the
 * mini-cart's addLines(), and its Sign in through the identity server's page and back.
 */
const PPVT = { code: '0158241926', name: 'PPVT-5 Form A Record Forms (pack of 25)' };
const WMS_KIT = '0158984403';
const NOT_ONLINE =
  'This product cannot be bought online. Please contact Customer Support to order it.';

const basket = (page: EnginePage) => page.css('#compose-basket');
const miniCart = (page: EnginePage) => page.css('#compose-mini-cart');
const panel = (page: EnginePage) => miniCart(page).role('dialog', 'Your cart');
const latest = (page: EnginePage) => page.css('#compose-progress li').nth(0);
/** The card's Add: "Add to basket" and the author's hidden words (a block: maybe a space). */
const addButton = (page: EnginePage, label: string) =>
  page.role('button', new RegExp(`^Add to basket ?: ${label}$`));

async function tabTo(page: EnginePage, target: EngineLocator, limit = 40): Promise<void> {
  for (let i = 0; i < limit && !(await target.inspect()).focused; i += 1) await page.press('Tab');
  await target.expectFocused();
}

test('a composed storefront by keyboard: cards, progress, the basket button and sign-in', async ({
  tab: page,
  step,
}) => {
  await step(
    'open the page: the cards show the platform’s data; axe finds nothing serious',
    async () => {
      await page.goto('/demo/compose.html');
      await page.css('#compose-shopper').expectText('Not signed in');
      await page.css(`store-product[code="${PPVT.code}"] h2`).expectText(PPVT.name);
      await miniCart(page).css('[part="base"][data-state="empty"]').expectVisible();
      expect(await seriousViolations(page)).toEqual([]);
    },
  );
  await step(
    'Tab to a card’s Add and press Enter: its status, the progress, the count',
    async () => {
      await tabTo(page, addButton(page, 'PPVT-5 record forms'));
      await page.press('Enter');
      await page.css(`#compose-status-${PPVT.code}`).expectText('Added to your cart');
      await latest(page).expectText(`Added 1 × ${PPVT.code}.`);
      await basket(page).expectAttribute('aria-label', 'Basket, 1 item');
    },
  );
  await step(
    'a refused Add: the card says why, the progress too, the count goes back',
    async () => {
      await tabTo(page, addButton(page, 'WMS-IV kit'));
      await page.press('Enter');
      await page.css(`#compose-status-${WMS_KIT}`).expectText(NOT_ONLINE);
      await latest(page).expectText(`Not added (1 × ${WMS_KIT}): ${NOT_ONLINE}`);
      await basket(page).expectAttribute('aria-label', 'Basket, 1 item');
    },
  );
  await step(
    'the page’s basket button opens the mini-cart; Escape brings the focus back',
    async () => {
      await basket(page).focus();
      await page.press('Enter');
      await panel(page).expectVisible();
      await panel(page).expectFocusInside();
      await panel(page).expectText(new RegExp(PPVT.name.replace(/[()]/g, '\\$&')));
      await miniCart(page).css('[slot="totals-note"]').expectVisible();
      await page.press('Escape');
      await panel(page).expectHidden();
      await basket(page).expectFocused();
    },
  );
  await step('the page’s form adds through addLines() and shows the basket', async () => {
    await page.label('Product code or ISBN').fill(PPVT.code);
    await page.label('Quantity').fill('2');
    await page.role('button', 'Add and show basket').click();
    await panel(page).expectVisible();
    await basket(page).expectAttribute('aria-label', 'Basket, 3 items');
    await page.press('Escape');
    await panel(page).expectHidden();
  });
  await step('the page’s Sign in: the identity server’s page, and back named', async () => {
    await page.role('button', 'Sign in', { exact: true }).click();
    await page.expectURL(/\/auth\/login/);
    await page.label('User Name').fill(DANA.username);
    await page.label('Password').fill(DANA.password);
    await page.role('button', 'Next').click();
    await page.expectURL(/\/demo\/compose\.html$/);
    await page.css('#compose-shopper').expectText(`Signed in as ${DANA.name}`);
    await basket(page).expectAttribute('aria-label', 'Basket, 3 items');
  });
});
