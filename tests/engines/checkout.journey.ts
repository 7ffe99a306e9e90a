import { readClipboard } from './clipboard';
import {
  acceptTermsToPayment,
  cardField,
  enterNewCard,
  checkout,
  choice,
  CLINICIAN,
  confirmation,
  DIGITAL,
  DISTRICT,
  placeOrder,
  PPVT_FORMS,
  seedVisitorCart,
  signInAtCheckout,
  solveCaptcha,
  stepSection,
  thanks,
  walkToReview,
} from './checkout';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import type { EnginePage } from './engine-page';

/**
 * The checkout through every step to the confirmation, paid three ways: a new card typed into the
 * payment provider's fields (cross-origin iframes talking by postMessage), a saved card with its
 * security code by keyboard alone, and a purchase order.
 */
const CONFIRMATION_PATH = /\/checkout\/order-confirmation\/W\d{8}$/;

/** Place order: the confirmation's heading has the focus and is on screen, whatever the engine. */
async function placeAndSeeConfirmation(page: EnginePage): Promise<void> {
  await placeOrder(page).click();
  await thanks(page).expectFocused();
  await page.expectURL(CONFIRMATION_PATH);
  await thanks(page).expectInViewport();
}

test('a new card in the provider fields, Place order, the confirmation on screen with its access codes', async ({
  tab: page,
  backend,
  step,
}) => {
  await step('a visitor with a physical and a digital product opens the checkout', async () => {
    await seedVisitorCart(page, backend, [
      { code: PPVT_FORMS, quantity: 1 },
      { code: DIGITAL, quantity: 2 },
    ]);
    await page.goto('/store/checkout');
  });
  await step('sign in inside the checkout', () => signInAtCheckout(page, CLINICIAN));
  await step('every step with the defaults to the summary', () => walkToReview(page));
  await step('a new card typed into the provider fields, the terms ticked', async () => {
    await enterNewCard(page);
    await solveCaptcha(page);
    // Right above Place order, ticked last, as a shopper does.
    await acceptTermsToPayment(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
  await step('Place order from the bottom of the page', async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await placeAndSeeConfirmation(page);
    await confirmation(page).expectText(/Visa ending in 4242/);
    expect(await seriousViolations(page)).toEqual([]);
  });
  await step('copy an access code and paste it', async () => {
    const entry = confirmation(page).css(`[data-product-code="${DIGITAL}"]`);
    const codes = await entry.css('.access-codes code').texts();
    if (codes.length !== 2) throw new Error(`Expected 2 access codes, saw ${codes.join(', ')}`);
    const second = codes[1]!;
    await entry.role('button', `Copy access code ${second}`).click();
    await entry.role('status').expectText(`Access code ${second} copied.`);
    const pasted = await readClipboard(page);
    if (pasted !== second) throw new Error(`Pasted ${JSON.stringify(pasted)}, copied ${second}`);
  });
  await step('the order is the only one, charged once', async () => {
    const counts = await backend.get<{ orders: number; charges: number }>('/__mock/orders');
    if (counts.orders !== 1 || counts.charges !== 1)
      throw new Error(`orders ${counts.orders}, charges ${counts.charges}`);
  });
});

test('a saved card and its security code, the payment by keyboard alone', async ({
  tab: page,
  backend,
  step,
}) => {
  await step('open the checkout and walk to the order summary', async () => {
    await seedVisitorCart(page, backend, [{ code: PPVT_FORMS, quantity: 2 }]);
    await page.goto('/store/checkout');
    await signInAtCheckout(page, CLINICIAN);
    await walkToReview(page);
  });
  await step('the summary heading has the focus; the saved Visa is chosen', async () => {
    await stepSection(page).role('heading').nth(0).expectFocused();
    await choice(page, /^Visa ending in 4242/).expectChecked();
  });
  await step('Tab to the security code in the provider frame and type it', async () => {
    const cvc = cardField(page, 'cvc');
    await cvc.expectVisible();
    for (let i = 0; i < 25 && !(await cvc.inspect()).focused; i += 1) await page.press('Tab');
    await cvc.expectFocused();
    await page.type('123');
  });
  await step('Tab to the challenge, tick it with Space', async () => {
    const robot = page.frame('iframe.captcha-frame').role('checkbox', /not a robot/);
    for (let i = 0; i < 25 && !(await robot.inspect()).focused; i += 1) await page.press('Tab');
    await robot.expectFocused();
    await page.press('Space');
    await robot.expectChecked();
    await page.frame('iframe.captcha-frame').text('Verified').expectVisible();
  });
  await step('Tab to the terms, tick them with Space', async () => {
    const terms = checkout(page).label('I agree to the Terms & conditions');
    for (let i = 0; i < 25 && !(await terms.inspect()).focused; i += 1) await page.press('Tab');
    await terms.expectFocused();
    await page.press('Space');
    await terms.expectChecked();
  });
  await step('Tab to Place order and press Enter', async () => {
    for (let i = 0; i < 25 && !(await placeOrder(page).inspect()).focused; i += 1)
      await page.press('Tab');
    await placeOrder(page).expectFocused();
    await page.press('Enter');
    await thanks(page).expectFocused();
    await thanks(page).expectInViewport();
    await confirmation(page).expectText(/Visa ending in 4242/);
  });
});

test('an organisation pays by purchase order: the number is required, then the order is placed', async ({
  tab: page,
  backend,
  step,
}) => {
  await step('the district buyer walks to the payment step', async () => {
    await seedVisitorCart(page, backend, [{ code: PPVT_FORMS, quantity: 1 }]);
    await page.goto('/store/checkout');
    await signInAtCheckout(page, DISTRICT);
    await walkToReview(page, {
      account: /Riverside Unified School District/,
      qualifiedUser: /Priya Natarajan/,
    });
  });
  await step('purchase order without a number: the message, nothing placed', async () => {
    await choice(page, /^Purchase order/).check();
    await solveCaptcha(page);
    await acceptTermsToPayment(page);
    await placeOrder(page).click();
    const poNumber = stepSection(page).label('Purchase order number', { exact: true });
    await poNumber.expectAttribute('aria-invalid', 'true');
    await stepSection(page).text('Please enter purchase order number').expectVisible();
    await poNumber.fill('RUSD-2026-0042');
  });
  await step('Place order: the confirmation on screen', async () => {
    await placeAndSeeConfirmation(page);
    await confirmation(page).expectText(/Purchase order number RUSD-2026-0042/);
  });
});
