import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Helpers of the checkout specs: a cart seeded through the commerce API as a visitor's (the page
 * finds its guid in localStorage; signing in then brings it along, as a shopper's cart would
 * come), the sign-in inside the checkout, and the step being shown.
 */
const ANONYMOUS_CARTS = '/headless/ecommerce/v2/users/anonymous/carts';
const GUID_KEY = 'store-widgets.cart.anonymous-guid';

export interface Shopper {
  username: string;
  password: string;
}

export const CLINICIAN: Shopper = { username: 'clinician@example.com', password: 'Clinician!2026' };
export const DISTRICT: Shopper = { username: 'district@example.com', password: 'District!2026' };
export const TEACHER: Shopper = { username: 'teacher@example.com', password: 'Teacher!2026' };

/** Seeded products (src/mocks/db/seed-products.ts), en-us prices. */
export const PRODUCTS = {
  /** Level A, $62, physical. */
  ppvtForms: { code: '0158241926', name: 'PPVT-5 Form A Record Forms (pack of 25)' },
  /** Level B, CELF-5. */
  celfForms: { code: '0158036653' },
  /** Level A PPVT-5/EVT-3 Q-global score report ($2.25, digital, needs a Q-global account). */
  qglobalReport: { code: 'A103000271129' },
  /** aimswebPlus subscription, $7.50 per student (minimum order $300). */
  aimsweb: { code: 'A103000290018' },
} as const;

export interface Line {
  code: string;
  quantity: number;
}

/** A visitor's cart with these lines, made the page's cart before any script runs. */
export async function seedVisitorCart(
  page: Page,
  request: APIRequestContext,
  lines: readonly Line[],
): Promise<string> {
  const created = await request.post(ANONYMOUS_CARTS);
  expect(created.ok()).toBe(true);
  const { guid } = (await created.json()) as { guid: string };
  if (lines.length > 0) {
    const added = await request.post(`${ANONYMOUS_CARTS}/${guid}/entries`, {
      data: {
        orderEntries: lines.map((l) => ({ product: { code: l.code }, quantity: l.quantity })),
      },
    });
    expect(added.ok()).toBe(true);
  }
  // The top document only: the payment provider's frames (another origin) have storage of their own.
  await page.addInitScript(
    ([key, value]) => {
      if (window.top === window) window.localStorage.setItem(key, value);
    },
    [GUID_KEY, guid] as const,
  );
  return guid;
}

export const checkout = (page: Page) => page.locator('store-checkout');
export const checkoutBase = (page: Page) => checkout(page).locator('[part="base"]');
export const stepSection = (page: Page) => checkout(page).locator('section[data-step]');
export const stepHeading = (page: Page) => stepSection(page).getByRole('heading', { level: 2 });
export const continueButton = (page: Page) =>
  checkout(page).getByRole('button', { name: 'Continue', exact: true });
export const aside = (page: Page) => checkout(page).locator('aside');

/** The step shown, once it has its content. */
export async function expectStep(page: Page, step: string): Promise<void> {
  await expect(stepSection(page)).toHaveAttribute('data-step', step);
  await expect(page).toHaveURL(new RegExp(`[?&]step=${step}(&|$)`));
}

/** Signs in with the checkout's own "Sign in to check out" (the embedded form); does not wait. */
export async function signInFromPrompt(page: Page, shopper: Shopper): Promise<void> {
  await expect(checkoutBase(page)).toHaveAttribute('data-state', 'signed-out');
  await checkout(page).getByRole('button', { name: 'Sign in to check out' }).click();
  const dialog = checkout(page).getByRole('dialog', { name: 'Sign in to your account' });
  await dialog.getByLabel('Email or username').fill(shopper.username);
  await dialog.getByLabel('Password').fill(shopper.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in inside the checkout and waits until it shows a step. */
export async function signInAtCheckout(page: Page, shopper: Shopper): Promise<void> {
  await signInFromPrompt(page, shopper);
  await expect(checkoutBase(page)).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
}

/** A visitor with these lines opens the checkout and signs in there: the checkout is ready. */
export async function startCheckout(
  page: Page,
  request: APIRequestContext,
  shopper: Shopper,
  lines: readonly Line[] = [{ code: PRODUCTS.ppvtForms.code, quantity: 2 }],
  path = '/store/checkout',
): Promise<void> {
  await seedVisitorCart(page, request, lines);
  await page.goto(path);
  await signInAtCheckout(page, shopper);
}

/** The radio of a choice by (part of) its text. */
export function choice(page: Page, text: string | RegExp): Locator {
  return stepSection(page).getByRole('radio', { name: text });
}

/** Continue, and wait until the step shown is `next`. */
export async function continueTo(page: Page, next: string): Promise<void> {
  await continueButton(page).click();
  await expectStep(page, next);
}

/**
 * The personal buyer's way from the first step to the order summary with her defaults: her
 * personal account, herself as qualified user, her default address, ground, billing as shipping.
 * A cart of online products only has no shipping steps (issue 29): billing comes straight after
 * the qualified user, with her default billing address.
 */
export async function walkToReview(page: Page): Promise<void> {
  await expectStep(page, 'account');
  await continueTo(page, 'qualified-user');
  await continueButton(page).click();
  await expect(stepSection(page)).toHaveAttribute(
    'data-step',
    /^(shipping-address|billing-address)$/,
  );
  if ((await stepSection(page).getAttribute('data-step')) === 'shipping-address') {
    await continueTo(page, 'shipping-method');
    await choice(page, /Ground/).check();
    await continueTo(page, 'billing-address');
  }
  await continueTo(page, 'review');
}

/**
 * On the order summary, which holds the payment and Place order: the terms ticked, the payment
 * part shown (loaded with the summary).
 */
export async function acceptTermsToPayment(page: Page): Promise<void> {
  await expectStep(page, 'review');
  await checkout(page).getByLabel('I agree to the Terms & conditions').check();
  await expect(checkout(page).getByRole('button', { name: 'Place order' })).toBeVisible();
}

/** The personal buyer's way to the summary's payment with her defaults, the terms ticked. */
export async function walkToPayment(page: Page): Promise<void> {
  await walkToReview(page);
  await acceptTermsToPayment(page);
}

/** One of the payment provider's card fields (an iframe of the provider's origin). */
export const cardField = (page: Page, field: 'number' | 'expiry' | 'cvc') =>
  page.frameLocator(`store-checkout iframe.hosted-field-${field}`).getByRole('textbox');

/** A new card: its number, expiry and security code typed into the provider's fields, and the holder. */
export async function enterNewCard(
  page: Page,
  card: { number: string; expiry?: string; cvc?: string; firstName?: string; lastName?: string },
): Promise<void> {
  await stepSection(page).getByRole('radio', { name: 'Credit or debit card' }).check();
  await cardField(page, 'number').fill(card.number);
  await cardField(page, 'expiry').fill(card.expiry ?? '12/30');
  await cardField(page, 'cvc').fill(card.cvc ?? (card.number.startsWith('37') ? '1234' : '123'));
  await checkout(page)
    .getByLabel('First name on card')
    .fill(card.firstName ?? 'Dana');
  await checkout(page)
    .getByLabel('Last name on card')
    .fill(card.lastName ?? 'Whitfield');
}

/** The fake reCAPTCHA (on with the demo's mock flags): "I'm not a robot". */
export async function solveCaptcha(page: Page): Promise<void> {
  const frame = page.frameLocator('store-checkout iframe.captcha-frame');
  const box = frame.getByRole('checkbox', { name: /not a robot/ });
  await box.check();
  await expect(box).toBeChecked();
  // The tick asks the provider for a token first; "Verified" shows when the store has been sent it
  // (a shopper sees the same). Without this wait a loaded machine clicks Place order too soon.
  await expect(frame.getByText('Verified')).toBeVisible();
}

export const placeOrderButton = (page: Page) =>
  checkout(page).getByRole('button', { name: 'Place order' });

/** The confirmation shown in place of the steps after Place order. */
export const confirmation = (page: Page) => checkout(page).locator('.order-confirmation');

/** Orders placed and cards charged on the fake platform since the reset. */
export async function orderCounts(
  request: APIRequestContext,
): Promise<{ orders: number; charges: number }> {
  const response = await request.get('/__mock/orders');
  expect(response.ok()).toBe(true);
  return (await response.json()) as { orders: number; charges: number };
}
