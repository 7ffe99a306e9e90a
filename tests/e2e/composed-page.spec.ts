import type { Page } from '@playwright/test';
import { DANA } from './account';
import { seriousViolations } from './axe';
import { expect, recordDocumentEvents, test } from './fixtures';
import { holdRequests } from './hold-requests';

// /demo/compose.html: a storefront of the author's own markup and script (demo-host/demo/compose.js)
// composed from the page actions, the mini-cart's methods and slots, the store's events and the
// product data elements; none of our widgets' defaults but the mini-cart's panel.

const PPVT = { code: '0158241926', name: 'PPVT-5 Form A Record Forms (pack of 25)' };
const WMS_KIT = '0158984403'; // not sold online
const NOT_ONLINE =
  'This product cannot be bought online. Please contact Customer Support to order it.';

const basket = (page: Page) => page.locator('#compose-basket');
const miniCart = (page: Page) => page.locator('#compose-mini-cart');
const panel = (page: Page) => miniCart(page).getByRole('dialog', { name: 'Your cart' });
const progress = (page: Page) => page.locator('#compose-progress li');
const card = (page: Page, code: string) => page.locator(`store-product[code="${code}"]`);
/** "Add to basket" and the author's hidden words for the card (a block: a space before them). */
const addButton = (page: Page, label: string) =>
  page.getByRole('button', { name: new RegExp(`^Add to basket ?: ${label}$`) });

async function ready(page: Page): Promise<void> {
  await page.goto('/demo/compose.html');
  await expect(page.locator('#compose-shopper')).toHaveText('Not signed in');
  await expect(card(page, PPVT.code).locator('store-product-field[field="name"]')).toHaveText(
    PPVT.name,
  );
  await expect(miniCart(page).locator('[part="base"]')).toHaveAttribute('data-state', 'empty');
}

test.describe('a storefront composed by its author', () => {
  test('by keyboard: the cards add through the author’s buttons, the page’s basket counts and opens the mini-cart, focus comes back to it', async ({
    page,
    errors,
  }) => {
    await ready(page);
    await expect(card(page, PPVT.code).locator('store-product-field[field="price"]')).toHaveText(
      '$62.00',
    );

    await addButton(page, 'PPVT-5 record forms').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator(`#compose-status-${PPVT.code}`)).toHaveText('Added to your cart');
    await expect(progress(page).first()).toHaveText(`Added 1 × ${PPVT.code}.`);
    await expect(basket(page)).toHaveAccessibleName('Basket, 1 item');

    // The page's own basket button opens the mini-cart; its slots are the author's; Escape
    // closes it and the focus is back on the page's button, not on the mini-cart's.
    await basket(page).focus();
    await page.keyboard.press('Enter');
    await expect(panel(page)).toBeVisible();
    await expect(panel(page)).toContainText(PPVT.name);
    await expect(miniCart(page).locator('[slot="totals-note"]')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(basket(page)).toBeFocused();

    // The page's own form adds through the element's addLines() and shows the basket.
    await page.getByLabel('Product code or ISBN').fill(PPVT.code);
    await page.getByLabel('Quantity').fill('2');
    await page.getByRole('button', { name: 'Add and show basket' }).click();
    await expect(panel(page)).toBeVisible();
    await expect(basket(page)).toHaveAccessibleName('Basket, 3 items');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Add and show basket' })).toBeFocused();

    expect(await seriousViolations(page)).toEqual([]);
    expect(errors.pageErrors).toEqual([]);
  });

  test('the progress list follows the events: the count moves ahead while adding and back on a refusal', async ({
    page,
  }) => {
    const errorsHeard = await recordDocumentEvents(page, 'store-cart-error');
    await ready(page);

    // Held at the platform: the page shows its progress before the answer.
    const release = await holdRequests(page, '**/carts/**/entries*');
    await addButton(page, 'PPVT-5 record forms').click();
    await expect(progress(page).first()).toHaveText(`Adding 1 × ${PPVT.code}…`);
    await expect(basket(page)).toHaveAccessibleName('Basket, 1 item');
    await expect(basket(page)).toHaveAttribute('data-pending', '');
    release();
    await expect(progress(page).first()).toHaveText(`Added 1 × ${PPVT.code}.`);
    await expect(basket(page)).not.toHaveAttribute('data-pending', /.*/);

    // A rule refuses: the count goes back, the page and the card say why.
    await addButton(page, 'WMS-IV kit').click();
    await expect(progress(page).first()).toHaveText(`Not added (1 × ${WMS_KIT}): ${NOT_ONLINE}`);
    await expect(page.locator(`#compose-status-${WMS_KIT}`)).toHaveText(NOT_ONLINE);
    await expect(basket(page)).toHaveAccessibleName('Basket, 1 item');
    expect(await errorsHeard()).toEqual([
      { tag: 'store-widgets', action: 'added', code: 'notBuyableOnline', message: NOT_ONLINE },
    ]);

    // A code the platform does not know: the form's alert, the code kept for correcting.
    await page.getByLabel('Product code or ISBN').fill('0000000000');
    await page.getByRole('button', { name: 'Add and show basket' }).click();
    await expect(page.locator('#compose-quick-add [role="alert"]')).not.toBeEmpty();
    await expect(page.getByLabel('Product code or ISBN')).toHaveValue('0000000000');
    await expect(page.getByLabel('Product code or ISBN')).toBeFocused();
    await expect(basket(page)).toHaveAccessibleName('Basket, 1 item');
  });

  test('a promotion code through the page’s form; a wrong one is the store’s message', async ({
    page,
  }) => {
    await ready(page);
    await addButton(page, 'PPVT-5 record forms').click();
    await expect(basket(page)).toHaveAccessibleName('Basket, 1 item');
    const promotion = page.locator('#compose-promotion');
    await promotion.getByLabel('Code').fill('NOTACODE');
    await promotion.getByRole('button', { name: 'Apply code' }).click();
    await expect(promotion.getByRole('alert')).toHaveText('This promotion code is invalid.');
    await promotion.getByLabel('Code').fill('save10');
    await promotion.getByRole('button', { name: 'Apply code' }).click();
    await expect(promotion.getByRole('status')).toHaveText('Code SAVE10 applied.');
    await expect(promotion.getByRole('alert')).toBeEmpty();
    // Each code asked about is an operation the page's list follows, the count untouched.
    await expect(progress(page)).toHaveText([
      'Promotion code applied.',
      'Promotion code not applied: This promotion code is invalid.',
      `Added 1 × ${PPVT.code}.`,
    ]);
    await expect(basket(page)).toHaveAccessibleName('Basket, 1 item');
  });

  test('the page’s Sign in goes to the identity server and back; the page names the shopper and keeps the basket', async ({
    page,
  }) => {
    await ready(page);
    await addButton(page, 'PPVT-5 record forms').click();
    await expect(basket(page)).toHaveAccessibleName('Basket, 1 item');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/auth/login**');
    await page.getByLabel('User Name').fill(DANA.username);
    await page.getByLabel('Password').fill(DANA.password);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/demo/compose.html');
    await expect(page.locator('#compose-shopper')).toHaveText(`Signed in as ${DANA.name}`);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeHidden();
    // The visitor's line is now the shopper's cart (she had none), counted by the page as by
    // the mini-cart.
    await expect(basket(page)).toHaveAccessibleName('Basket, 1 item');
    await expect(miniCart(page).getByRole('button', { name: /^Cart, 1 item/ })).toBeVisible();
  });
});
