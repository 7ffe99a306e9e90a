import type { EngineLocator, EnginePage } from './engine-page';
import type { Backend } from './fixtures';

/**
 * The checkout's helpers for the journeys, as tests/e2e/checkout.ts has them for Chromium: a
 * visitor's cart made through the commerce API, the sign-in inside the checkout, the steps.
 */
export const CLINICIAN = { username: 'clinician@example.com', password: 'Clinician!2026' };
export const DISTRICT = { username: 'district@example.com', password: 'District!2026' };

export const PPVT_FORMS = '0158241926';
/** WISC-V Digital Stimulus Books: one access code per unit. */
export const DIGITAL = 'A103000185339';

const ANONYMOUS_CARTS = '/headless/ecommerce/v2/users/anonymous/carts';
const GUID_KEY = 'store-widgets.cart.anonymous-guid';

/** A visitor's cart with these lines, made the browser's cart (its guid in localStorage). */
export async function seedVisitorCart(
  page: EnginePage,
  backend: Backend,
  lines: readonly { code: string; quantity: number }[],
): Promise<void> {
  const { guid } = await backend.post<{ guid: string }>(ANONYMOUS_CARTS);
  await backend.post(`${ANONYMOUS_CARTS}/${guid}/entries`, {
    orderEntries: lines.map((l) => ({ product: { code: l.code }, quantity: l.quantity })),
  });
  // Storage belongs to the origin: a page of the demo host's without widgets holds it first.
  await page.goto('/__engines/blank');
  await page.evaluate(
    (key: string, value: string) => localStorage.setItem(key, value),
    GUID_KEY,
    guid,
  );
}

export const checkout = (page: EnginePage) => page.css('store-checkout');
export const stepSection = (page: EnginePage) => checkout(page).css('section[data-step]');
export const confirmation = (page: EnginePage) => checkout(page).css('.order-confirmation');
export const thanks = (page: EnginePage) =>
  confirmation(page).role('heading', 'Thank you for your order');
export const placeOrder = (page: EnginePage) => checkout(page).role('button', 'Place order');

/** The step shown, once it has its content. */
export async function expectStep(page: EnginePage, step: string): Promise<void> {
  await checkout(page).css(`section[data-step="${step}"]`).expectVisible();
}

export async function signInAtCheckout(
  page: EnginePage,
  shopper: { username: string; password: string },
): Promise<void> {
  await checkout(page).css('[part="base"][data-state="signed-out"]').expectVisible();
  await checkout(page).role('button', 'Sign in to check out').click();
  const dialog = checkout(page).role('dialog', 'Sign in to your account');
  await dialog.label('Email or username').fill(shopper.username);
  await dialog.label('Password').fill(shopper.password);
  await dialog.role('button', 'Sign in', { exact: true }).click();
  await checkout(page).css('[part="base"][data-state="ready"]').expectVisible();
}

export const choice = (page: EnginePage, name: string | RegExp): EngineLocator =>
  stepSection(page).role('radio', name);

export async function continueTo(page: EnginePage, next: string): Promise<void> {
  await checkout(page).role('button', 'Continue', { exact: true }).click();
  await expectStep(page, next);
}

/** From the account step to the order summary with the shopper's defaults (and `account`). */
export async function walkToReview(
  page: EnginePage,
  { account, qualifiedUser }: { account?: RegExp; qualifiedUser?: RegExp } = {},
): Promise<void> {
  await expectStep(page, 'account');
  if (account) await choice(page, account).check();
  await continueTo(page, 'qualified-user');
  if (qualifiedUser) await choice(page, qualifiedUser).check();
  await continueTo(page, 'shipping-address');
  await continueTo(page, 'shipping-method');
  await choice(page, /Ground/).check();
  await continueTo(page, 'billing-address');
  await continueTo(page, 'review');
}

/** On the order summary, which holds the payment and Place order: the terms ticked. */
export async function acceptTermsToPayment(page: EnginePage): Promise<void> {
  await expectStep(page, 'review');
  await checkout(page).label('I agree to the Terms & conditions').check();
}

/** One of the payment provider's card fields: a text box in its own cross-origin iframe. */
export const cardField = (page: EnginePage, field: 'number' | 'expiry' | 'cvc') =>
  page.frame(`iframe.hosted-field-${field}`).role('textbox');

/** The approved test card typed into the provider's fields, with Dana's name as its holder. */
export async function enterNewCard(page: EnginePage): Promise<void> {
  await choice(page, 'Credit or debit card').check();
  await cardField(page, 'number').fill('4242 4242 4242 4242');
  await cardField(page, 'expiry').fill('12/30');
  await cardField(page, 'cvc').fill('123');
  await checkout(page).label('First name on card').fill('Dana');
  await checkout(page).label('Last name on card').fill('Whitfield');
}

/** The fake reCAPTCHA: "I'm not a robot", then "Verified" once the store has the token. */
export async function solveCaptcha(page: EnginePage): Promise<void> {
  const frame = page.frame('iframe.captcha-frame');
  await frame.role('checkbox', /not a robot/).check();
  await frame.text('Verified').expectVisible();
}
