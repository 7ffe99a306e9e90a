import type { Locator, Page } from '@playwright/test';
import {
  CLINICIAN,
  PRODUCTS,
  acceptTermsToPayment,
  aside,
  confirmation,
  enterNewCard,
  expectStep,
  placeOrderButton,
  solveCaptcha,
  startCheckout,
  walkToReview,
} from './checkout';
import { expect, test } from './fixtures';

/**
 * OCC's money read on every screen: a cart with two product promotions (SAVE10 on every line,
 * WISC15 on the WISC-V forms), an order promotion (ORDER5, which OCC sends as `orderDiscounts`,
 * on no line) and delivery, followed from the cart to the quote and the order. Each screen shows
 * the same figures, worked out here from the seeded prices:
 *
 * - PPVT-5 forms 2 × $62 = $124.00, less SAVE10 10 % = $12.40;
 * - WISC-V forms 5 × $128 = $640.00, less SAVE10 $64.00 and WISC15 15 % $96.00 = $160.00;
 * - subtotal $764.00; the lines then cost $111.60 + $480.00 = $591.60, and ORDER5 takes 5 % of
 *   that, $29.58, off the order: discounts $12.40 + $160.00 + $29.58 = $201.98; $562.02;
 * - Ground $10.00; Illinois sales tax 7.25 % of $572.02 = $41.47; total $613.49.
 */

const WISC_FORMS = { code: '0158979833', name: 'WISC-V Record Forms (pack of 25)' }; // C, $128, min 5

const LINES = [
  { code: PRODUCTS.ppvtForms.code, quantity: 2 },
  { code: WISC_FORMS.code, quantity: 5 },
];

const CART_TOTALS = ['Subtotal$764.00', 'Discounts−$201.98', 'Total$562.02'];
const ORDER_TOTALS = [
  'Subtotal$764.00',
  'Discounts−$201.98',
  'Shipping$10.00',
  'Tax$41.47',
  'Total$613.49',
];

const cart = (page: Page) => page.locator('store-cart');
const rowsOf = (root: Locator) => root.locator('dl.totals > div');
const lineOf = (root: Locator, code: string) => root.locator(`[data-product-code="${code}"]`);

async function applyCode(page: Page, code: string): Promise<void> {
  await cart(page).getByLabel('Enter a promotion code').fill(code);
  await cart(page).getByRole('button', { name: 'Apply' }).click();
  await expect(cart(page).getByRole('status').filter({ hasText: 'applied' })).toHaveText(
    `Promotion code ${code} applied.`,
  );
}

test('product promotions, an order promotion and delivery: the same figures on every screen', async ({
  page,
  request,
}) => {
  await startCheckout(page, request, CLINICIAN, LINES);
  await walkToReview(page);

  // The cart: each line's own discounts, the order promotion only in the totals.
  await page.goto('/cart');
  for (const code of ['SAVE10', 'WISC15', 'ORDER5']) await applyCode(page, code);
  const applied = cart(page).getByRole('list', { name: 'Applied promotion codes' });
  await expect(applied.getByRole('listitem')).toHaveCount(3);
  await expect(applied).toContainText('saves $76.40');
  await expect(applied).toContainText('saves $96.00');
  await expect(applied).toContainText('saves $29.58');
  await expect(lineOf(cart(page), PRODUCTS.ppvtForms.code).locator('.entry-discount')).toHaveText(
    '−$12.40',
  );
  await expect(lineOf(cart(page), WISC_FORMS.code).locator('.entry-discount')).toHaveText(
    '−$160.00',
  );
  await expect(rowsOf(cart(page).locator('.cart-totals'))).toHaveText(CART_TOTALS);

  // The mini-cart: its button and lines before the discounts, its panel what the cart costs.
  const miniCart = page.locator('store-mini-cart').first();
  const button = miniCart.getByRole('button', { name: /^Cart, 7 items/ });
  await expect(button).toHaveAccessibleName('Cart, 7 items, $764.00');
  await button.click();
  const panel = miniCart.getByRole('dialog');
  await expect(panel.locator('.entry-price')).toHaveText(['$124.00', '$640.00']);
  await expect(rowsOf(panel)).toHaveText(['Subtotal$764.00', 'Total after discounts$562.02']);
  await page.keyboard.press('Escape');

  // The checkout's summary adds delivery and tax.
  // It opens where the shopper left it, on the summary.
  await page.goto('/store/checkout');
  await expectStep(page, 'review');
  await expect(rowsOf(aside(page))).toHaveText(ORDER_TOTALS);

  // A quote of the same cart: its dialog's total, then its page.
  await page.goto('/cart');
  await cart(page).getByRole('button', { name: 'Create quote' }).click();
  const createDialog = cart(page).getByRole('dialog', { name: 'Create quote' });
  await createDialog.getByRole('button', { name: 'Create quote' }).click();
  const created = cart(page).getByRole('dialog', { name: 'Quote created' });
  await expect(created.locator('.quote-total')).toHaveText('$613.49');
  const quoteNumber = (await created.locator('.quote-number').textContent())!;
  await created.getByRole('link', { name: `View quote ${quoteNumber}` }).click();
  const quote = page.locator('store-quote-details');
  await expect(rowsOf(quote)).toHaveText(ORDER_TOTALS);
  await expect(lineOf(quote, WISC_FORMS.code)).toContainText('$640.00');

  // The order: the confirmation, its promotions, the history's row and the order's page.
  await page.goto('/store/checkout');
  await acceptTermsToPayment(page);
  await enterNewCard(page, { number: '4242 4242 4242 4242' });
  await solveCaptcha(page);
  await placeOrderButton(page).click();
  const placed = confirmation(page);
  await expect(rowsOf(placed)).toHaveText(ORDER_TOTALS);
  await expect(
    placed
      .locator('.order-fact')
      .filter({ has: page.locator('dt', { hasText: /^Received promotions$/ }) })
      .locator('dd'),
  ).toHaveText(/SAVE10.*WISC15.*ORDER5/s);
  const orderCode = /W\d{8}/.exec(page.url())![0];
  // The purchase record's value is what was paid.
  const purchases = await page.evaluate(() =>
    (
      (window as { dataLayer?: { event?: string; ecommerce?: { value?: number } }[] }).dataLayer ??
      []
    )
      .filter((entry) => entry.event === 'purchase')
      .map((entry) => entry.ecommerce?.value),
  );
  expect(purchases).toEqual([613.49]);

  await page.goto('/store/usassessments/en/my-account/order-history');
  const row = page.locator('store-order-history tbody tr').filter({ hasText: orderCode });
  await expect(row).toContainText('$613.49');
  await page.goto(`/store/usassessments/en/my-account/order-history/order-details/${orderCode}`);
  const details = page.locator('store-order-details');
  await expect(rowsOf(details)).toHaveText(ORDER_TOTALS);
  await expect(lineOf(details, PRODUCTS.ppvtForms.code)).toContainText('$124.00');
});
