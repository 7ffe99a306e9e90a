import {
  aside,
  checkout,
  CLINICIAN,
  confirmation,
  continueTo,
  enterNewCard,
  expectStep,
  orderCounts,
  placeOrderButton,
  solveCaptcha,
  startCheckout,
  stepSection,
} from './checkout';
import { expect, test } from './fixtures';

/**
 * Issue 29: a cart of online products only (access codes, subscriptions, online training) ships
 * nothing, so the checkout skips the shipping address and method, as real stores do, and the
 * summary and the confirmation say why.
 */
const DIGITAL_STIMULUS = { code: 'A103000185339', name: 'WISC-V Digital Stimulus Books' };
const NOTHING_TO_SHIP =
  'Nothing to ship: every item in this order is delivered online, so it needs no shipping address or method.';

test('a cart of online products only: no shipping steps, the summary says why, the order placed without a delivery', async ({
  page,
  request,
  errors,
}) => {
  await startCheckout(page, request, CLINICIAN, [{ code: DIGITAL_STIMULUS.code, quantity: 1 }]);
  await expectStep(page, 'account');
  const progress = checkout(page).getByRole('navigation', { name: 'Checkout steps' });
  await expect(progress.getByRole('listitem')).toHaveText([
    /Customer account/,
    /Qualified user/,
    /Billing address/,
    /Order summary/,
  ]);
  await continueTo(page, 'qualified-user');
  // Straight from the qualified user to billing: her default billing address, no "same as shipping".
  await continueTo(page, 'billing-address');
  await expect(stepSection(page).getByRole('radio', { name: /Same as shipping/ })).toHaveCount(0);
  await continueTo(page, 'review');

  const shipping = stepSection(page).locator('.review-item[data-step="shipping"]');
  await expect(shipping).toHaveText(`Shipping address${NOTHING_TO_SHIP}`);
  await expect(
    stepSection(page).getByRole('button', { name: 'Edit Shipping address' }),
  ).toHaveCount(0);
  await expect(aside(page).locator('dl')).not.toContainText('Shipping');

  // A link to a shipping step lands on the summary: the order has none.
  await page.goto('/store/checkout?step=shipping-method');
  await expectStep(page, 'review');

  await checkout(page).getByLabel('I agree to the Terms & conditions').check();
  await stepSection(page).getByRole('radio', { name: 'Credit or debit card' }).check();
  await enterNewCard(page, { number: '4242 4242 4242 4242' });
  await solveCaptcha(page);
  await placeOrderButton(page).click();
  await expect(
    confirmation(page).getByRole('heading', { name: 'Thank you for your order' }),
  ).toBeVisible();
  await expect(confirmation(page)).toContainText(
    'Nothing to ship: every item is delivered online.',
  );
  await expect(confirmation(page)).not.toContainText('Shipping method');
  await expect(
    confirmation(page).locator(`[data-product-code="${DIGITAL_STIMULUS.code}"] .access-codes code`),
  ).toHaveCount(1);
  expect(await orderCounts(request)).toEqual({ orders: 1, charges: 1 });
  expect(errors.pageErrors).toEqual([]);
});
