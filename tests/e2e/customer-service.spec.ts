import type { Locator, Page } from '@playwright/test';
import { accountMenu, accountTrigger, signIn } from './account';
import { seriousViolations } from './axe';
import {
  PRODUCTS,
  TEACHER,
  confirmation,
  enterNewCard,
  placeOrderButton,
  solveCaptcha,
  walkToPayment,
} from './checkout';
import { expect, scriptRequests, test, widgetsReady } from './fixtures';

/**
 * Customer service ordering on behalf of a customer (issue 12): the agent signs in on the support
 * page, finds the teacher, starts a session for her; every widget says so; the agent orders for
 * her and the order shows the agent as Placed by; End session ends it; the teacher's own session
 * never shows the banner or any agent control. Backend rules at their boundaries (the search cap,
 * customers refused, lapse): src/mocks/handlers/assisted-service-backend.test.ts.
 */
const AGENT = { username: 'support@example.com', password: 'Support!2026', name: 'Chris Morgan' };
const TEACHER_NAME = 'Sam Okafor';
const SUPPORT = '/store/usassessments/en/my-account/support/login';
/** The route's other form, `/my-account/{x}/support/login`. */
const SUPPORT_FOR = '/store/usassessments/en/my-account/agent/support/login';
const details = (code: string) =>
  `/store/usassessments/en/my-account/order-history/order-details/${code}`;
const EMULATION_KEY = 'store-widgets.emulation';

const support = (page: Page) => page.locator('store-support-login');
/** The header's mini-cart button, by its name ("Cart, 3 items, $…"). */
const miniCart = (page: Page, name: RegExp) =>
  page.locator('store-mini-cart').getByRole('button', { name });
const supportState = (page: Page) => support(page).locator('[part="base"]');

/** The customer service banners of the page's widgets (a widget's own, not a nested one's). */
const banners = (page: Page) => page.locator('.emulation-banner');

/**
 * Every widget at the top of the page (not inside another widget) shows the banner with the
 * customer's name: as many banners as such widgets, each in its own widget.
 */
async function expectBannerOnEveryWidget(page: Page, name: string): Promise<void> {
  const count = await page.evaluate(
    () =>
      // Defined or still loading: each will render its banner.
      [...document.querySelectorAll('*')].filter((element) => element.tagName.startsWith('STORE-'))
        .length,
  );
  expect(count).toBeGreaterThanOrEqual(3);
  await expect(banners(page)).toHaveCount(count);
  for (const banner of await banners(page).all()) {
    await expect(banner).toContainText(`you are acting for ${name}`);
    await expect(banner.getByRole('button', { name: 'End session' })).toBeVisible();
  }
}

/** A fact of the order (`dt` label → its `dd`), in the confirmation or the details. */
const fact = (root: Locator, label: string) =>
  root
    .locator('.order-fact')
    .filter({ has: root.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

const isSessionChunk = (path: string) => /\/session\.js$/.test(path);

test('a signed-out visitor of the support page loads no session code; a signed-in agent starts a session after a reload', async ({
  page,
  errors,
}) => {
  const scripts = scriptRequests(page);
  await page.goto(SUPPORT);
  await widgetsReady(page);
  await expect(supportState(page)).toHaveAttribute('data-state', 'signed-out');
  // The flag client is among the last files the page asks for on its own.
  await expect.poll(() => scripts.some((s) => /\/flag-client\.js$/.test(s))).toBe(true);
  expect(scripts.filter(isSessionChunk)).toEqual([]);

  await signIn(page, AGENT);
  await expect(supportState(page)).toHaveAttribute('data-state', 'searching');
  expect(scripts.filter(isSessionChunk)).toHaveLength(1);
  // A page with the agent's session loads the session's code at once; "Start session" uses it.
  await page.reload();
  await expect(supportState(page)).toHaveAttribute('data-state', 'searching');
  const query = support(page).getByLabel('Customer name or email');
  await query.fill('okafor');
  await query.press('Enter');
  const list = support(page).getByRole('list', { name: 'Customers found' });
  await list.getByRole('button', { name: 'Start session' }).click();
  await expect(supportState(page)).toHaveAttribute('data-state', 'acting');
  await expect(
    support(page).getByRole('heading', { name: `Acting for ${TEACHER_NAME}` }),
  ).toBeFocused();
  await expectBannerOnEveryWidget(page, TEACHER_NAME);
  expect(scripts.filter(isSessionChunk)).toHaveLength(2);
  expect(errors.pageErrors).toEqual([]);
});

test('an agent orders for the teacher, shown as Placed by; the teacher never sees agent controls', async ({
  page,
  browser,
}) => {
  test.slow();
  await page.goto(SUPPORT);
  await widgetsReady(page);
  await expect(supportState(page)).toHaveAttribute('data-state', 'signed-out');
  await support(page).getByRole('button', { name: 'Sign in' }).click();
  const dialog = support(page).getByRole('dialog', { name: 'Sign in to your account' });
  await dialog.getByLabel('Email or username').fill(AGENT.username);
  await dialog.getByLabel('Password').fill(AGENT.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(supportState(page)).toHaveAttribute('data-state', 'searching');
  await expect(accountTrigger(page, AGENT.name)).toBeVisible();
  await expect(miniCart(page, /^Cart, empty$/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Too short, then the cap, then the teacher by keyboard.
  const query = support(page).getByLabel('Customer name or email');
  await query.fill('a');
  await query.press('Enter');
  await expect(support(page).getByRole('alert')).toHaveText(
    'Please enter at least 2 characters of a name or email.',
  );
  await expect(query).toBeFocused();
  await query.fill('example');
  await query.press('Enter');
  await expect(support(page).getByRole('status')).toHaveText(
    /^Showing the first 20 of \d+ customers\. Refine your search to narrow the list\.$/,
  );
  const list = support(page).getByRole('list', { name: 'Customers found' });
  await expect(list.getByRole('listitem')).toHaveCount(20);
  await query.fill('okafor');
  await query.press('Enter');
  await expect(support(page).getByRole('status')).toHaveText('1 customer found.');
  await expect(list.getByRole('listitem')).toHaveText([/Sam Okafor\s*teacher@example\.com/]);
  expect(await seriousViolations(page, ['store-support-login'])).toEqual([]);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const start = list.getByRole('button', { name: 'Start session' });
  await expect(start).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(supportState(page)).toHaveAttribute('data-state', 'acting');
  await expect(
    support(page).getByRole('heading', { name: `Acting for ${TEACHER_NAME}` }),
  ).toBeFocused();
  await expectBannerOnEveryWidget(page, TEACHER_NAME);
  // The mini-cart now shows the teacher's cart (her seeded one: 1 + 2 units).
  await expect(miniCart(page, /^Cart, 3 items, /)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // On another page the session goes on: the agent adds a product to the teacher's cart.
  await page.goto(`/p/${PRODUCTS.ppvtForms.code}`);
  await widgetsReady(page);
  await expectBannerOnEveryWidget(page, TEACHER_NAME);
  const addToCart = page.locator('store-add-to-cart');
  await addToCart.getByRole('button', { name: 'Add to cart' }).click();
  await expect(addToCart.getByRole('status')).toHaveText('Added to your cart');
  await expect(miniCart(page, /^Cart, 4 items, /)).toBeVisible();

  // Checkout with the teacher's defaults, paid by a new card; the order is hers, placed by the agent.
  await page.goto('/store/checkout');
  await walkToPayment(page);
  await enterNewCard(page, { number: '4242 4242 4242 4242', firstName: 'Sam', lastName: 'Okafor' });
  await solveCaptcha(page);
  await placeOrderButton(page).click();
  await expect(
    confirmation(page).getByRole('heading', { name: 'Thank you for your order' }),
  ).toBeVisible();
  const code = (await confirmation(page).getAttribute('data-order-code')) ?? '';
  expect(code).toMatch(/^W\d{8}$/);
  await expect(fact(confirmation(page), 'Placed by')).toHaveText(
    `${AGENT.name} (customer service)`,
  );

  await page.goto(details(code));
  const orderDetails = page.locator('store-order-details');
  await expect(orderDetails.locator('[part="base"]')).toHaveAttribute('data-state', 'loaded');
  await expect(fact(orderDetails, 'Placed by')).toHaveText(`${AGENT.name} (customer service)`);
  await expectBannerOnEveryWidget(page, TEACHER_NAME);

  // End session (from any widget): every banner goes, the page acts for the agent again.
  await banners(page).first().getByRole('button', { name: 'End session' }).click();
  await expect(banners(page)).toHaveCount(0);
  // The teacher's order is not the agent's: its page leaves for the site's 404 page.
  await expect(page).toHaveURL('/en-us/error.404.html');
  expect(await page.evaluate((key) => localStorage.getItem(key), EMULATION_KEY)).toBeNull();

  // The teacher's own browser, even holding a stale record naming her: no banner, no agent control.
  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await teacher.addInitScript((key) => {
    localStorage.setItem(
      key,
      JSON.stringify({ agentId: 'u-1006', customerId: 'u-1002', customerName: 'Sam Okafor' }),
    );
  }, EMULATION_KEY);
  await teacher.goto(details(code));
  await widgetsReady(teacher);
  await signIn(teacher, TEACHER);
  await expect(accountTrigger(teacher, TEACHER_NAME)).toBeVisible();
  const hers = teacher.locator('store-order-details');
  await expect(hers.locator('[part="base"]')).toHaveAttribute('data-state', 'loaded');
  await expect(fact(hers, 'Placed by')).toHaveText(`${AGENT.name} (customer service)`);
  await expect(banners(teacher)).toHaveCount(0);
  await teacher.goto(SUPPORT_FOR);
  await widgetsReady(teacher);
  await expect(support(teacher).locator('[part="base"]')).toHaveAttribute(
    'data-state',
    'not-agent',
  );
  await expect(support(teacher).getByRole('status')).toHaveText(
    'This page is for customer service members.',
  );
  await expect(support(teacher).getByRole('searchbox')).toHaveCount(0);
  await expect(support(teacher).getByRole('button')).toHaveCount(0);
  await expect(banners(teacher)).toHaveCount(0);
  await expect(accountMenu(teacher)).toBeVisible();
  await teacherContext.close();
});
