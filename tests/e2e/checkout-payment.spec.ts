import {
  CLINICIAN,
  confirmation,
  enterNewCard,
  orderCounts,
  placeOrderButton,
  solveCaptcha,
  startCheckout,
  walkToPayment,
} from './checkout';
import { expect, test } from './fixtures';

/**
 * Paying and placing the order (issue 10) as a shopper does it: the provider's card fields, Place
 * order, the confirmation at its own address, the cart empty everywhere afterwards.
 */
test('a personal buyer pays with a new card and sees the confirmation, which survives a reload', async ({
  page,
  request,
  errors,
}) => {
  await startCheckout(page, request, CLINICIAN);
  await walkToPayment(page);
  await enterNewCard(page, { number: '4242 4242 4242 4242' });
  await solveCaptcha(page);
  await placeOrderButton(page).click();
  await expect(
    confirmation(page).getByRole('heading', { name: 'Thank you for your order' }),
  ).toBeFocused();
  await expect(page).toHaveURL(/\/store\/usassessments\/en\/checkout\/order-confirmation\/W\d{8}$/);
  await expect(confirmation(page)).toContainText('Visa ending in 4242');
  expect(await orderCounts(request)).toEqual({ orders: 1, charges: 1 });
  // The mini-cart follows: the cart is empty.
  await expect(
    page.locator('store-mini-cart').getByRole('button', { name: /^Cart/ }),
  ).toHaveAccessibleName('Cart, empty');
  // The confirmation has its own address: a reload shows the same order.
  const code = (await confirmation(page).getAttribute('data-order-code')) ?? '';
  await page.reload();
  const again = page.locator('store-order-confirmation');
  await expect(again.locator('[part="base"]')).toHaveAttribute('data-state', 'loaded');
  await expect(again.locator('.web-reference')).toHaveText(code);
  expect(await orderCounts(request)).toEqual({ orders: 1, charges: 1 });
  expect(errors.pageErrors).toEqual([]);
});
