import { expectNoSeriousViolationsAt } from './axe';
import { expectEscapeCloses, expectFocusKeptIn } from './dialog-keys';
import type { EnginePage } from './engine-page';
import { expect, test } from './fixtures';
import { accountTrigger, widgetsReady } from './shopper';

/**
 * Customer service ordering on behalf of a customer (tests/e2e/customer-service.spec.ts, its main
 * test's way to the order): the agent signs in on the support page, finds the teacher by keyboard,
 * starts a session for her (every widget says so), adds a product to her cart, and ends it.
 */
const AGENT = { username: 'support@example.com', password: 'Support!2026', name: 'Chris Morgan' };
const TEACHER_NAME = 'Sam Okafor';
const SUPPORT = '/store/usassessments/en/my-account/support/login';
const PPVT_FORMS = '0158241926';

const support = (page: EnginePage) => page.css('store-support-login');
const supportState = (page: EnginePage, state: string) =>
  support(page).css(`[part="base"][data-state="${state}"]`);
const miniCart = (page: EnginePage, name: RegExp) =>
  page.css('store-mini-cart').role('button', name);
const banners = (page: EnginePage) => page.css('.emulation-banner');

/** Every widget at the top of the page shows the banner naming the customer. */
async function expectBannerOnEveryWidget(page: EnginePage, name: string): Promise<void> {
  const widgets = await page.evaluate<number>(
    () =>
      [...document.querySelectorAll('*')].filter((element) => element.tagName.startsWith('STORE-'))
        .length,
  );
  expect(widgets).toBeGreaterThanOrEqual(3);
  await banners(page).expectCount(widgets);
  for (const text of await banners(page).texts())
    expect(text).toContain(`you are acting for ${name}`);
}

test('an agent starts a session for the teacher and adds to her cart', async ({
  tab: page,
  step,
}) => {
  await step('the agent opens the support page; axe', async () => {
    await page.goto(SUPPORT);
    await widgetsReady(page);
    await supportState(page, 'signed-out').expectVisible();
    await expectNoSeriousViolationsAt(page, 'phone');
  });

  await step('the sign-in dialog by keyboard (axe), then the agent signs in', async () => {
    const opener = support(page).role('button', 'Sign in', { exact: true });
    const dialog = support(page).role('dialog', 'Sign in to your account');
    await opener.click();
    await dialog.label('Email or username').expectVisible();
    await expectNoSeriousViolationsAt(page, 'desktop', ['store-support-login']);
    await expectFocusKeptIn(page, dialog);
    await expectEscapeCloses(page, dialog, opener);
    await opener.click();
    await dialog.label('Email or username').fill(AGENT.username);
    await dialog.label('Password').fill(AGENT.password);
    await dialog.role('button', 'Sign in', { exact: true }).click();
    await supportState(page, 'searching').expectVisible();
    await accountTrigger(page, AGENT.name).expectVisible();
    await miniCart(page, /^Cart, empty$/).expectVisible();
  });

  await step('find the teacher and start her session by keyboard; axe', async () => {
    const query = support(page).label('Customer name or email');
    await query.fill('okafor');
    await page.press('Enter');
    await support(page).role('status').expectText('1 customer found.');
    const list = support(page).role('list', 'Customers found');
    await list.role('listitem').expectText(/Sam Okafor\s*teacher@example\.com/);
    await page.press('Tab');
    await page.press('Tab');
    await list.role('button', 'Start session').expectFocused();
    await page.press('Enter');
    await supportState(page, 'acting').expectVisible();
    await support(page).role('heading', `Acting for ${TEACHER_NAME}`).expectFocused();
    await expectBannerOnEveryWidget(page, TEACHER_NAME);
    await expectNoSeriousViolationsAt(page, 'phone');
    // Her cart now: her seeded one, 1 + 2 units.
    await miniCart(page, /^Cart, 3 items, /).expectVisible();
  });

  await step('on a product page, add it to her cart', async () => {
    await page.goto(`/p/${PPVT_FORMS}`);
    await widgetsReady(page);
    await expectBannerOnEveryWidget(page, TEACHER_NAME);
    const addToCart = page.css('store-add-to-cart');
    await addToCart.role('button', 'Add to cart').click();
    await addToCart.css('[part="message"][role="status"]').expectText('Added to your cart');
    await miniCart(page, /^Cart, 4 items, /).expectVisible();
  });

  await step('end the session: every banner goes', async () => {
    await banners(page).nth(0).role('button', 'End session').click();
    await banners(page).expectCount(0);
    await miniCart(page, /^Cart, empty$/).expectVisible();
  });
});
