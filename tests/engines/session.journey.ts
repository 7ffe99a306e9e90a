import { test } from './fixtures';
import type { EnginePage } from './engine-page';
import { accountMenu, accountTrigger, signIn, widgetsReady } from './shopper';

/**
 * What two windows of one shopper share (localStorage and its storage events, BroadcastChannel):
 * the cart and the sign-in follow from one to the other. And the idle warning.
 */
const cartButton = (page: EnginePage) => page.css('store-mini-cart').nth(0).role('button', /^Cart/);

test('two windows: an add and a sign-in in one show in the other', async ({ tab: page, step }) => {
  const other = await step('open a product page in each window', async () => {
    await page.goto('/p/0158241926');
    await widgetsReady(page);
    const second = await page.openWindow();
    await second.goto('/p/0158242124');
    await widgetsReady(second);
    await second.css('store-mini-cart').nth(0).role('button', 'Cart, empty').expectVisible();
    return second;
  });
  await step('add in the first window: the second one counts it', async () => {
    await page.css('store-add-to-cart').role('button', 'Add to cart').click();
    await page.css('store-add-to-cart').role('status').expectText('Added to your cart');
    await other
      .css('store-mini-cart')
      .nth(0)
      .role('button', 'Cart, 1 item, $62.00')
      .expectVisible();
    await cartButton(page).expectVisible();
  });
  await step('sign in in the first window: the second one is signed in too', async () => {
    await signIn(page);
    await accountTrigger(other).expectVisible();
  });
  await step('sign out in the second window: the first one is signed out', async () => {
    await accountTrigger(other).click();
    await accountMenu(other).role('menuitem', 'Sign out').click();
    await accountMenu(page).role('button', 'Sign in', { exact: true }).expectVisible();
    await other.driver.close();
  });
});

test('the idle warning: the focus on "Stay signed in", Enter keeps the session', async ({
  tab: page,
  step,
}) => {
  await step('sign in on an account page', async () => {
    await page.goto('/my-account');
    await widgetsReady(page);
    await signIn(page);
    // Her first key once signed in fetches what the activity session sets off, the idle monitor
    // with it (else it comes a minute in).
    await page.press('Shift');
  });
  const warning = accountMenu(page).role('dialog', 'Are you still there?');
  await step('29 minutes 46 seconds pass without activity: 14 seconds left', async () => {
    // The page's clock jumps ahead (as Playwright's clock does in the Chromium suite); another
    // browsing context's activity record then makes the monitor look at the time again. That
    // context is a frame of the page, not a second window: WebKit's driver gives the first
    // window the focus back after a second one closes, and a window's focus is activity (spec
    // section 4), which would rightly push the warning away.
    await page.evaluate(async () => {
      const realNow = Date.now.bind(Date);
      const skipped = 29 * 60_000 + 46_000;
      Date.now = () => realNow() + skipped;
      const frame = document.createElement('iframe');
      frame.hidden = true;
      frame.src = '/__engines/blank';
      const loaded = new Promise((resolve) => frame.addEventListener('load', resolve));
      document.body.append(frame);
      await loaded;
      // The frame's own clock is not moved: its record is a minute old in real time.
      frame.contentWindow!.localStorage.setItem(
        'store-widgets.lastActivityTime',
        String(realNow() - 60_000),
      );
      frame.remove();
    });
    await warning.expectVisible();
    await warning.role('timer').expectText(/seconds/);
  });
  await step('the focus is on "Stay signed in"; Enter keeps the session', async () => {
    // Any key is activity (spec section 4): the shopper at the keyboard is still there, so a
    // Tab would end the warning too. Enter on the focused button is the keyboard's way.
    await warning.role('button', 'Stay signed in').expectFocused();
    await page.press('Enter');
    await warning.expectHidden();
    // Back where it was when the warning opened: the account menu, where signing in left it.
    await accountTrigger(page).expectFocused();
  });
});
