import { seriousViolations } from './axe';
import {
  aside,
  checkout,
  checkoutBase,
  choice,
  CLINICIAN,
  continueButton,
  continueTo,
  DISTRICT,
  expectStep,
  PRODUCTS,
  seedVisitorCart,
  signInAtCheckout,
  signInFromPrompt,
  startCheckout,
  stepHeading,
  stepSection,
} from './checkout';
import { expect, test } from './fixtures';

/**
 * <store-checkout> on the demo host's checkout pages, as shoppers use it: entering (signed out, an
 * empty cart, a cart a rule holds back), a personal and an organisation buyer each reaching the
 * order summary, by mouse and by keyboard alone, with axe on every step.
 */
test.describe('checkout: entering', () => {
  test('a visitor signs in inside the checkout, their cart comes along, and they stay in it', async ({
    page,
    request,
    errors,
  }) => {
    await seedVisitorCart(page, request, [{ code: PRODUCTS.ppvtForms.code, quantity: 2 }]);
    await page.goto('/store/checkout');
    await expect(
      checkout(page).getByRole('heading', { name: 'Sign in to check out' }),
    ).toBeVisible();
    await signInAtCheckout(page, CLINICIAN);
    await expect(page).toHaveURL(/\/store\/checkout\?step=account$/);
    await expectStep(page, 'account');
    await expect(aside(page).getByRole('heading', { name: 'Items in your cart' })).toBeVisible();
    await expect(aside(page).locator('[data-product-code="0158241926"]')).toContainText(
      'PPVT-5 Form A Record Forms (pack of 25)',
    );
    await expect(aside(page).locator('[data-product-code="0158241926"]')).toContainText(
      'Quantity: 2',
    );
    expect(errors.pageErrors).toEqual([]);
  });

  test('an empty cart goes back to the cart page, which says why', async ({ page, request }) => {
    await seedVisitorCart(page, request, []);
    await page.goto('/store/checkout');
    await signInFromPrompt(page, CLINICIAN);
    await expect(page).toHaveURL(/\/cart\?checkout=empty$/);
    await expect(page.locator('store-cart').getByRole('status').first()).toHaveText(
      'There is nothing in your cart to check out yet.',
    );
  });

  test('a cart a rule holds back (aimswebPlus under $300) goes back to the cart page', async ({
    page,
    request,
  }) => {
    await seedVisitorCart(page, request, [{ code: PRODUCTS.aimsweb.code, quantity: 2 }]);
    await page.goto('/exp-checkout');
    await signInFromPrompt(page, DISTRICT);
    await expect(page).toHaveURL(/\/cart\?checkout=blocked$/);
    await expect(
      page.locator('store-cart').getByText('Your cart needs a change before checkout. See below.'),
    ).toBeVisible();
  });
});

test.describe('checkout: to the order summary', () => {
  test('a personal buyer reaches the summary with her defaults; the totals follow each step', async ({
    page,
    request,
    errors,
  }) => {
    await startCheckout(page, request, CLINICIAN);
    await expect(stepHeading(page)).toHaveText('Choose a customer account');
    await expect(choice(page, /Dana Whitfield/)).toBeChecked();
    await expect(checkout(page).getByRole('navigation', { name: 'Checkout steps' })).toBeVisible();
    await continueTo(page, 'qualified-user');
    await expect(stepHeading(page)).toHaveText('Choose a qualified user');
    await expect(choice(page, /Dana Whitfield/)).toBeChecked();
    await continueTo(page, 'shipping-address');
    await expect(choice(page, /120 Maple Avenue/)).toBeChecked();
    await continueTo(page, 'shipping-method');
    await expect(stepHeading(page)).toHaveText('Shipping method');
    await expect(stepSection(page).getByRole('radio')).toHaveCount(2);
    await expect(choice(page, /Ground \(10-15 business days\)/)).toBeVisible();
    await expect(choice(page, /Expedited \(3-5 business days\)/)).toBeVisible();
    await expect(stepSection(page)).toContainText('$10.00');
    await expect(stepSection(page)).toContainText('$20.00');
    // Nothing chosen: the spec's banner, and the step stays.
    await continueButton(page).click();
    await expect(stepSection(page).getByRole('alert')).toHaveText(
      'You must provide a delivery option in order to go to the next step.',
    );
    await expectStep(page, 'shipping-method');
    await choice(page, /Expedited/).check();
    await continueTo(page, 'billing-address');
    await expect(choice(page, 'Same as shipping address')).toBeChecked();
    await continueTo(page, 'review');

    const summary = stepSection(page);
    await expect(summary).toContainText('Dana Whitfield');
    await expect(summary).toContainText('Expedited (3-5 business days) $20.00');
    await expect(summary).toContainText('Same as shipping address');
    // $124.00 + $20.00 shipping, 7.25% Illinois sales tax on both: $10.44.
    const totals = aside(page).locator('dl');
    await expect(totals).toContainText('Subtotal$124.00');
    await expect(totals).toContainText('Shipping$20.00');
    await expect(totals).toContainText('Tax$10.44');
    await expect(totals).toContainText('Total$154.44');

    // The summary is the last screen: the payment and Place order are on it (spec section 2,
    // "order summary with Place order"); the terms are required there.
    await expect(stepHeading(page)).toHaveText('Order summary');
    await expect(summary.getByRole('heading', { name: 'Payment', level: 3 })).toBeVisible();
    await expect(checkout(page).getByRole('button', { name: 'Continue to payment' })).toHaveCount(
      0,
    );
    await checkout(page).getByRole('button', { name: 'Place order' }).click();
    const terms = checkout(page).getByLabel('I agree to the Terms & conditions');
    await expect(checkout(page).getByText('This field is required.')).toBeVisible();
    await expectStep(page, 'review');
    await terms.check();
    await expect(terms).not.toHaveAttribute('aria-invalid', 'true');
    expect(errors.pageErrors).toEqual([]);
  });

  test('an organisation buyer chooses her district, a colleague as qualified user, and reaches the summary', async ({
    page,
    request,
  }) => {
    await startCheckout(page, request, DISTRICT, [
      { code: PRODUCTS.ppvtForms.code, quantity: 1 },
      { code: PRODUCTS.celfForms.code, quantity: 1 },
    ]);
    // Her accounts: personal first, then the organisations; the one without a billing address
    // cannot be chosen.
    await expect(choice(page, /Maria Álvarez/)).toBeVisible();
    await expect(choice(page, /Riverside Unified School District/)).toBeEnabled();
    await expect(choice(page, /Riverside Early Learning Center/)).toBeDisabled();
    await expect(stepSection(page)).toContainText(
      'Not valid for ordering: this account has no billing address.',
    );
    await choice(page, /Riverside Unified School District/).check();
    await continueTo(page, 'qualified-user');
    // Level B in the cart: Jordan Lee (A) is not offered; Maria (AB) and Priya (ABC) are.
    await expect(stepSection(page).getByRole('radio')).toHaveCount(2);
    await expect(stepSection(page)).toContainText(
      '1 other users of this account are not qualified for every item in your cart.',
    );
    await choice(page, /Priya Natarajan/).check();
    await continueTo(page, 'shipping-address');
    await continueTo(page, 'shipping-method');
    await choice(page, /Ground/).check();
    await continueTo(page, 'billing-address');
    await continueTo(page, 'review');
    await expect(stepSection(page)).toContainText('Riverside Unified School District (1234)');
    await expect(stepSection(page)).toContainText(
      'Priya Natarajan, pnatarajan@riverside.example.org',
    );
    // The district is tax-exempt: no tax, and the note says why.
    await expect(aside(page).locator('dl')).toContainText('Tax$0.00');
    await expect(aside(page)).toContainText(
      'Tax-exempt organizations are not charged tax. Make sure your exemption certificate is on file with us.',
    );
  });

  test('the levels are explained in a dialog beside the items', async ({ page, request }) => {
    await startCheckout(page, request, CLINICIAN);
    await expect(aside(page)).toContainText('Level A');
    await aside(page)
      .getByRole('button', { name: 'What do the qualification levels mean?' })
      .click();
    const dialog = checkout(page).getByRole('dialog', { name: 'About qualification levels' });
    await expect(dialog).toContainText('Qualification levels A, B and C: C is the highest.');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(
      aside(page).getByRole('button', { name: 'What do the qualification levels mean?' }),
    ).toBeFocused();
  });

  test('axe finds no serious violations on any step, nor in the dialogs', async ({
    page,
    request,
  }) => {
    await seedVisitorCart(page, request, [{ code: PRODUCTS.ppvtForms.code, quantity: 1 }]);
    await page.goto('/store/checkout');
    await expect(checkoutBase(page)).toHaveAttribute('data-state', 'signed-out');
    expect(await seriousViolations(page, ['store-checkout'])).toEqual([]);
    await signInAtCheckout(page, CLINICIAN);
    for (const [step, next] of [
      ['account', 'qualified-user'],
      ['qualified-user', 'shipping-address'],
      ['shipping-address', 'shipping-method'],
      ['shipping-method', 'billing-address'],
      ['billing-address', 'review'],
    ] as const) {
      await expectStep(page, step);
      expect(await seriousViolations(page, ['store-checkout'])).toEqual([]);
      if (step === 'shipping-method') await choice(page, /Ground/).check();
      if (step === 'shipping-address') {
        await choice(page, 'Use a new address').check();
        expect(await seriousViolations(page, ['store-checkout'])).toEqual([]);
        await choice(page, /120 Maple Avenue/).check();
      }
      await continueTo(page, next);
    }
    expect(await seriousViolations(page, ['store-checkout'])).toEqual([]);
    await aside(page)
      .getByRole('button', { name: 'What do the qualification levels mean?' })
      .click();
    expect(await seriousViolations(page, ['store-checkout'])).toEqual([]);
  });

  test('the whole way by keyboard alone', async ({ page, request }) => {
    await seedVisitorCart(page, request, [{ code: PRODUCTS.ppvtForms.code, quantity: 1 }]);
    await page.goto('/store/checkout');
    await expect(checkoutBase(page)).toHaveAttribute('data-state', 'signed-out');
    const signIn = checkout(page).getByRole('button', { name: 'Sign in to check out' });
    await signIn.focus();
    await page.keyboard.press('Enter');
    const dialog = checkout(page).getByRole('dialog', { name: 'Sign in to your account' });
    await expect(dialog.getByLabel('Email or username')).toBeFocused();
    await page.keyboard.type(CLINICIAN.username);
    await page.keyboard.press('Tab');
    await page.keyboard.type(CLINICIAN.password);
    await page.keyboard.press('Enter');
    await expect(checkoutBase(page)).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
    await expectStep(page, 'account');

    // Each step: Tab to Continue and press Enter; focus then starts on the new step's heading.
    const pressContinue = async (next: string) => {
      await continueButton(page).focus();
      await page.keyboard.press('Enter');
      await expectStep(page, next);
      await expect(stepHeading(page)).toBeFocused();
    };
    await pressContinue('qualified-user');
    await pressContinue('shipping-address');
    await pressContinue('shipping-method');
    // Tab into the radio group, once its options are shown (they load with the step: a Tab
    // pressed before reached the next control), and choose with the arrow keys.
    await expect(stepSection(page).getByRole('radio')).toHaveCount(2);
    await page.keyboard.press('Tab');
    await expect(choice(page, /Ground/)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(choice(page, /Expedited/)).toBeChecked();
    await pressContinue('billing-address');
    await pressContinue('review');
    const terms = checkout(page).getByLabel('I agree to the Terms & conditions');
    await terms.focus();
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    // Place order comes right after the terms.
    await page.keyboard.press('Tab');
    await expect(checkout(page).getByRole('button', { name: 'Place order' })).toBeFocused();
  });
});
