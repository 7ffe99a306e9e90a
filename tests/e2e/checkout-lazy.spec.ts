import {
  acceptTermsToPayment,
  aside,
  checkout,
  checkoutBase,
  choice,
  CLINICIAN,
  continueTo,
  expectStep,
  PRODUCTS,
  seedVisitorCart,
  signInAtCheckout,
  startCheckout,
  stepHeading,
  stepSection,
} from './checkout';
import { addFault, clearFaults, expect, scriptRequests, test } from './fixtures';
import { holdRequests } from './hold-requests';

/**
 * Issue 31: the signed-in checkout (its reads, the steps with their forms and texts, the order
 * summary) is a lazy part of `<store-checkout>`. A visitor asked to sign in loads none of it until
 * they go for "Sign in"; a page with a session to check fetches it beside the session's code, not
 * after it; a load that keeps failing says so in the widget's box with Try again (issue 28). The
 * address steps (the address form and its dialogs) load apart, once they are a move away.
 */
const STEPS_CHUNK = '/widgets/releases/**/signed-in-checkout.js';
const isStepsChunk = (path: string) => /\/signed-in-checkout\.js$/.test(path);
const isSessionChunk = (path: string) => /\/session\.js$/.test(path);
const PART_NOTICE = 'This part could not be loaded. Check your connection and try again.';

test('a visitor asked to sign in loads no step until going for Sign in; the steps then show', async ({
  page,
  request,
  errors,
}) => {
  await seedVisitorCart(page, request, [{ code: PRODUCTS.ppvtForms.code, quantity: 2 }]);
  const scripts = scriptRequests(page);
  await page.goto('/store/checkout');
  await expect(checkoutBase(page)).toHaveAttribute('data-state', 'signed-out');
  // The flag client is among the last files a page asks for on its own.
  await expect.poll(() => scripts.some((s) => /\/flag-client\.js$/.test(s))).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter(isStepsChunk)).toEqual([]);

  // Pointing at the button is the intent: the steps come while the shopper signs in.
  await checkout(page).getByRole('button', { name: 'Sign in to check out' }).hover();
  await expect.poll(() => scripts.filter(isStepsChunk)).toHaveLength(1);
  await signInAtCheckout(page, CLINICIAN);
  await expectStep(page, 'account');
  expect(errors.pageErrors).toEqual([]);
});

test('a shopper with a session fetches the steps beside the session’s code, not after it', async ({
  page,
  request,
}) => {
  await startCheckout(page, request, CLINICIAN);
  await expectStep(page, 'account');
  // The session's code is held back: the steps are asked for all the same.
  const release = await holdRequests(page, (url) => isSessionChunk(url.pathname));
  const scripts = scriptRequests(page);
  await page.reload();
  await expect.poll(() => scripts.filter(isSessionChunk)).toHaveLength(1);
  await expect.poll(() => scripts.filter(isStepsChunk)).toHaveLength(1);
  await expect(checkoutBase(page)).toHaveAttribute('data-state', 'loading');
  release();
  await expect(checkoutBase(page)).toHaveAttribute('data-state', 'ready');
  await expectStep(page, 'account');
  expect(scripts.filter(isStepsChunk)).toHaveLength(1);
});

test('steps that keep failing to load: the notice in the widget’s box, and the steps once the network is back', async ({
  page: first,
  browser,
  baseURL,
  request,
}) => {
  await startCheckout(first, request, CLINICIAN);
  await expectStep(first, 'account');
  // A tab of a new browser context (its own HTTP cache, without the steps' code) with the session.
  const context = await browser.newContext({
    baseURL,
    storageState: await first.context().storageState(),
  });
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await addFault(request, { path: STEPS_CHUNK, mode: '500' });
  await page.goto('/store/checkout');
  const alert = checkout(page).getByRole('alert').filter({ hasText: PART_NOTICE });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(checkoutBase(page)).toHaveAttribute('data-state', 'error');
  // The rest of the page is untouched.
  await expect(page.locator('store-header')).toBeVisible();

  await clearFaults(request);
  await checkout(page).getByRole('button', { name: 'Try again' }).click();
  await expect(checkoutBase(page)).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
  await expectStep(page, 'account');
  await expect(alert).toHaveCount(0);
  expect(pageErrors).toEqual([]);
  await context.close();
});

const ADDRESS_CHUNK = '/widgets/releases/**/address-step.js';
const isAddressChunk = (path: string) => /\/address-step\.js$/.test(path);

test('the address steps load once a move away, not with the first step', async ({
  page,
  request,
}) => {
  const scripts = scriptRequests(page);
  await startCheckout(page, request, CLINICIAN);
  await expectStep(page, 'account');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter(isAddressChunk)).toEqual([]);

  // The qualified user's step is one before the shipping address: its code comes then.
  await continueTo(page, 'qualified-user');
  await expect.poll(() => scripts.filter(isAddressChunk)).toHaveLength(1);
  await continueTo(page, 'shipping-address');
  await expect(choice(page, /455 Market Street/)).toBeVisible();
  await continueTo(page, 'shipping-method');
  await choice(page, /Ground/).check();
  await continueTo(page, 'billing-address');
  await expect(choice(page, /^Same as shipping address/)).toBeVisible();
  expect(scripts.filter(isAddressChunk)).toHaveLength(1);
});

test('an address step that keeps failing to load: the notice in its place, the steps around kept, and the step once the network is back', async ({
  page,
  request,
  errors,
}) => {
  await addFault(request, { path: ADDRESS_CHUNK, mode: '500' });
  await startCheckout(page, request, CLINICIAN);
  await continueTo(page, 'qualified-user');
  await continueTo(page, 'shipping-address');
  const alert = stepSection(page).getByRole('alert').filter({ hasText: PART_NOTICE });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(stepHeading(page)).toHaveText('Shipping address');
  await expect(aside(page)).toContainText(PRODUCTS.ppvtForms.name);

  await clearFaults(request);
  await stepSection(page).getByRole('button', { name: 'Try again' }).click();
  await expect(choice(page, /455 Market Street/)).toBeVisible({ timeout: 15_000 });
  await expect(alert).toHaveCount(0);
  // The choices made before are kept.
  await checkout(page)
    .getByRole('navigation', { name: 'Checkout steps' })
    .getByRole('link', { name: /Customer account/ })
    .click();
  await expect(choice(page, /Personal account/)).toBeChecked();
  expect(errors.pageErrors).toEqual([]);
});

/** A step's own file: `qualified-user-step.js`, `review-step.js`… */
const stepFile = (path: string) =>
  /\/((?:customer-account|qualified-user|qglobal|aimsweb|shipping-method|review)-step)\.js$/.exec(
    path,
  )?.[1];
const isTrainingSummary = (path: string) => /\/training-details-summary\.js$/.test(path);

test('each step’s code comes when the shopper starts on the step before, not with the first step; training details only with training', async ({
  page,
  request,
}) => {
  await startCheckout(page, request, CLINICIAN);
  await expectStep(page, 'account');
  // A returning shopper's load (the sign-in above had its own dialog), the pointer off the checkout.
  const scripts = scriptRequests(page);
  await page.mouse.move(0, 0);
  await page.reload();
  await expectStep(page, 'account');
  await page.waitForLoadState('networkidle');
  const steps = () => [...new Set([...scripts].map(stepFile).filter(Boolean))];
  // The step shown alone, and no training details for a cart without training.
  expect(steps()).toEqual(['customer-account-step']);
  expect([...scripts].filter(isTrainingSummary)).toEqual([]);
  // Nor the saves' requests: a checkout opened and not touched saves nothing.
  const saves = () => [...scripts].some((s) => /\/checkout-saves\.js$/.test(s));
  expect(saves()).toBe(false);
  // The pointer over the step: the next one is fetched ahead of Continue, and none further; the
  // saves with it.
  await stepSection(page).hover();
  await expect.poll(steps).toContain('qualified-user-step');
  await expect.poll(saves).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(steps().sort()).toEqual(['customer-account-step', 'qualified-user-step']);

  // A typed address's saves (the address book's add) come with the address steps.
  const typedAddressSaves = () => [...scripts].some((s) => /\/typed-address-choice\.js$/.test(s));
  expect(typedAddressSaves()).toBe(false);
  await continueTo(page, 'qualified-user');
  await continueTo(page, 'shipping-address');
  await expect.poll(steps).toContain('shipping-method-step');
  await expect.poll(typedAddressSaves).toBe(true);
  expect(steps()).not.toContain('review-step');
  await continueTo(page, 'shipping-method');
  await choice(page, /Ground/).check();
  await continueTo(page, 'billing-address');
  await expect.poll(steps).toContain('review-step');
  // The order summary's note on qualification levels opens its dialog (a LazyModalDialog: its code
  // comes the first time it opens), and Escape closes it.
  await aside(page).getByRole('button', { name: 'What do the qualification levels mean?' }).click();
  const info = checkout(page).getByRole('dialog');
  await expect(info).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(info).toBeHidden();
  expect(steps()).not.toContain('qglobal-step');
  expect(steps()).not.toContain('aimsweb-step');

  // The steps' forms, the payment's included, check with the small form hook
  // (src/ui/forms/use-simple-form.ts): no step loads react-hook-form.
  await continueTo(page, 'review');
  await acceptTermsToPayment(page);
  expect([...scripts].filter((s) => /\/form-library\.js$/.test(s))).toEqual([]);
});
