import type { Page } from '@playwright/test';
import { accountTrigger, signIn } from './account';
import {
  aside,
  checkout,
  checkoutBase,
  choice,
  CLINICIAN,
  continueButton,
  continueTo,
  expectStep,
  PRODUCTS,
  signInFromPrompt,
  startCheckout,
  stepSection,
  walkToReview,
} from './checkout';
import { expect, test, widgetsReady } from './fixtures';

/**
 * Where the shopper stands in the checkout survives what real use does to it: a reload on any
 * step, a new tab, the browser's back and forward buttons, editing a step from the summary, the
 * cart changing in another tab, and a sign-out mid-checkout followed by a sign-in.
 */

const progressLink = (page: Page, name: string | RegExp) =>
  checkout(page).getByRole('navigation', { name: 'Checkout steps' }).getByRole('link', { name });

test('a reload on each step resumes on that step with every choice kept', async ({
  page,
  request,
}) => {
  await startCheckout(page, request, CLINICIAN);
  const steps: [string, string, (() => Promise<void>) | undefined][] = [
    ['account', 'qualified-user', undefined],
    ['qualified-user', 'shipping-address', undefined],
    ['shipping-address', 'shipping-method', () => choice(page, /455 Market Street/).check()],
    ['shipping-method', 'billing-address', () => choice(page, /Expedited/).check()],
    ['billing-address', 'review', undefined],
  ];
  for (const [step, next, act] of steps) {
    await expectStep(page, step);
    await page.reload();
    await expect(checkoutBase(page)).toHaveAttribute('data-state', 'ready');
    await expectStep(page, step);
    await act?.();
    await continueTo(page, next);
  }
  await page.reload();
  await expectStep(page, 'review');
  await expect(stepSection(page)).toContainText('455 Market Street');
  await expect(stepSection(page)).toContainText('Expedited');
  // Back on an earlier step after a reload, the saved choices are the ones selected.
  await progressLink(page, /Shipping address/).click();
  await expectStep(page, 'shipping-address');
  await expect(choice(page, /455 Market Street/)).toBeChecked();
  await progressLink(page, /Shipping method/).click();
  await expect(choice(page, /Expedited/)).toBeChecked();
});

test('a new tab opens on the first step still to do; a step not reachable yet is replaced by it', async ({
  page,
  context,
  request,
}) => {
  await startCheckout(page, request, CLINICIAN);
  await continueTo(page, 'qualified-user');
  await continueTo(page, 'shipping-address');
  const other = await context.newPage();
  await other.goto('/store/checkout');
  await expect(checkoutBase(other)).toHaveAttribute('data-state', 'ready');
  await expectStep(other, 'shipping-address');
  // Asking for the summary before the shipping method is chosen lands on the first step to do.
  await other.goto('/store/checkout?step=review');
  await expectStep(other, 'shipping-address');
  await other.goto('/store/checkout?step=%3Cscript%3E');
  await expectStep(other, 'shipping-address');
});

test("the browser's back and forward buttons move between steps", async ({ page, request }) => {
  await startCheckout(page, request, CLINICIAN);
  await continueTo(page, 'qualified-user');
  await continueTo(page, 'shipping-address');
  await continueTo(page, 'shipping-method');
  await page.goBack();
  await expectStep(page, 'shipping-address');
  await page.goBack();
  await expectStep(page, 'qualified-user');
  await page.goForward();
  await expectStep(page, 'shipping-address');
  await page.goForward();
  await expectStep(page, 'shipping-method');
  // The progress list: earlier steps are links, the current one is marked, later ones are not links.
  const nav = checkout(page).getByRole('navigation', { name: 'Checkout steps' });
  await expect(nav.locator('[aria-current="step"]')).toContainText('Shipping method');
  await expect(nav.getByRole('link')).toHaveCount(3);
  // Billing address and the order summary (with Place order) are still ahead.
  await expect(nav.locator('[aria-disabled="true"]')).toHaveCount(2);
  await expect(nav.locator('[aria-disabled="true"]').last()).toContainText('Order summary');
});

test('editing a step from the summary returns to the summary, not through every step', async ({
  page,
  request,
}) => {
  await startCheckout(page, request, CLINICIAN);
  await walkToReview(page);
  await stepSection(page).getByRole('button', { name: 'Edit Shipping address' }).click();
  await expectStep(page, 'shipping-address');
  await choice(page, /455 Market Street/).check();
  await continueTo(page, 'review');
  await expect(stepSection(page)).toContainText('455 Market Street');
  // California, not Illinois: the tax follows the address (7.25% of $124 + $10).
  await expect(aside(page).locator('dl')).toContainText('Tax$9.72');
});

test('a cart changed in another tab restarts the checkout with the new cart', async ({
  page,
  context,
  request,
  errors,
}) => {
  await startCheckout(page, request, CLINICIAN);
  await continueTo(page, 'qualified-user');
  await continueTo(page, 'shipping-address');
  await continueTo(page, 'shipping-method');

  // The other tab (same browser, same shopper) adds a product from its product page.
  const other = await context.newPage();
  await other.goto(`/p/${PRODUCTS.celfForms.code}`);
  await widgetsReady(other);
  await other.locator('store-add-to-cart').getByRole('button', { name: 'Add to cart' }).click();
  await expect(other.locator('store-add-to-cart').getByRole('status')).toHaveText(
    'Added to your cart',
  );

  await expect(checkout(page).getByRole('status').filter({ hasText: 'modified' })).toHaveText(
    /Your order was modified in another tab\. Checkout has restarted with your updated cart\./,
  );
  await expectStep(page, 'account');
  await expect(
    aside(page).locator(`[data-product-code="${PRODUCTS.celfForms.code}"]`),
  ).toBeVisible();
  // The earlier choices are kept: going on lands on the first step still to do.
  await continueTo(page, 'shipping-method');
  expect(errors.pageErrors).toEqual([]);
});

test('a save for a cart that changed elsewhere restarts the checkout with the new cart', async ({
  page,
  browser,
  request,
}) => {
  await startCheckout(page, request, CLINICIAN);
  await continueTo(page, 'qualified-user');
  await continueTo(page, 'shipping-address');

  // Another browser (no shared tabs, so no message reaches this one) changes the cart.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto('/cart');
  await widgetsReady(other);
  await signIn(other);
  await expect(accountTrigger(other)).toBeVisible();
  const quantity = other.locator('store-cart').getByLabel(`Quantity, ${PRODUCTS.ppvtForms.name}`);
  await quantity.fill('3');
  await quantity.press('Enter');
  await expect(other.locator('store-cart').locator('.cart-totals')).toContainText('$186.00');
  await elsewhere.close();

  // This tab still shows the old cart. OCC keeps no version, so the save itself succeeds (a delivery
  // address suits any cart); the cart read after it finds other items, and the checkout restarts.
  const put = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/carts/current/addresses/delivery'),
  );
  await continueButton(page).click();
  expect((await put).status()).toBe(200);
  await expectStep(page, 'account');
  await expect(checkout(page).getByText(/Your order was modified in another tab/)).toBeVisible();
  await expect(aside(page)).toContainText('Quantity: 3');
});

test('signed out for idleness mid-checkout, the shopper signs in again and lands where they were', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await startCheckout(page, request, CLINICIAN);
  await continueTo(page, 'qualified-user');
  await continueTo(page, 'shipping-address');
  await continueTo(page, 'shipping-method');
  await choice(page, /Expedited/).check();
  await continueTo(page, 'billing-address');

  await page.clock.fastForward('30:30');
  await page.waitForURL('**/en-us/login?**');
  expect(new URL(page.url()).searchParams.get('returnTo')).toBe(
    '/store/checkout?step=billing-address',
  );
  await widgetsReady(page);
  await signIn(page);
  await page.waitForURL('**/store/checkout?step=billing-address');
  await expect(checkoutBase(page)).toHaveAttribute('data-state', 'ready');
  await expectStep(page, 'billing-address');
  await continueTo(page, 'review');
  await expect(stepSection(page)).toContainText('Expedited');
});

test('a visitor who opens a step link signs in and resumes at the first step still to do', async ({
  page,
  request,
}) => {
  await startCheckout(page, request, CLINICIAN);
  await continueTo(page, 'qualified-user');
  // A visitor: no tokens, and no sign-in session at the identity server (its cookie would sign
  // the next "Sign in" in without the password).
  await page.evaluate(() => localStorage.removeItem('store-widgets.tokens'));
  await page.context().clearCookies({ name: 'iPlanetDirectoryPro' });
  await page.goto('/store/checkout?step=shipping-method');
  await signInFromPrompt(page, CLINICIAN);
  await expect(checkoutBase(page)).toHaveAttribute('data-state', 'ready');
  await expectStep(page, 'qualified-user');
});
