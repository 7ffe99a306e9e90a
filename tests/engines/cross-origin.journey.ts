import { CALLBACK_PATH, registerRedirectUri, startIntegratorSite } from '../e2e/integrator-site';
import {
  acceptTermsToPayment,
  enterNewCard,
  checkout,
  placeOrder,
  solveCaptcha,
  thanks,
  walkToReview,
} from './checkout';
import { expect, test } from './fixtures';
import { accountMenu, accountTrigger, DANA, signIn } from './shopper';

/**
 * A shop on another origin than everything else (tests/e2e/integrator-site.ts): the widgets'
 * files, the APIs and the identity server on the demo host. Sign-in comes back through the hidden
 * frame to the shop's registered callback page; storage, cookies and frames across origins are
 * where the engines differ.
 */
test('a shop on another origin: sign in, check out, Place order, sign out', async ({
  tab: page,
  backend,
  step,
}) => {
  const shop = await startIntegratorSite(backend.baseURL);
  try {
    await registerRedirectUri(backend.baseURL, `${shop.origin}${CALLBACK_PATH}`);
    await step('a visitor adds a product on the shop’s home page', async () => {
      await page.goto(`${shop.origin}/`);
      const add = page.css('store-add-to-cart');
      await add.role('button', 'Add to cart').click();
      await add.role('status').expectText('Added to your cart');
    });
    await step('sign in from the header: the code comes back in the hidden frame', async () => {
      await signIn(page, DANA);
      expect(await page.url()).toBe(`${shop.origin}/`);
    });
    await step('the checkout on the shop’s page, paid by a new card', async () => {
      await page.goto(`${shop.origin}/store/checkout`);
      await checkout(page).css('[part="base"][data-state="ready"]').expectVisible();
      await walkToReview(page);
      await enterNewCard(page);
      await solveCaptcha(page);
      await acceptTermsToPayment(page);
    });
    await step('Place order: the confirmation at the shop’s own address', async () => {
      await placeOrder(page).click();
      await thanks(page).expectFocused();
      await page.expectURL(/\/checkout\/order-confirmation\/W\d{8}$/);
      expect(new URL(await page.url()).origin).toBe(shop.origin);
      const counts = await backend.get<{ orders: number; charges: number }>('/__mock/orders');
      expect(counts).toEqual({ orders: 1, charges: 1 });
    });
    await step('sign out from the header', async () => {
      await page.goto(`${shop.origin}/`);
      await accountTrigger(page).click();
      await accountMenu(page).role('menuitem', 'Sign out').click();
      await page.expectURL(/\/search\.html$/);
      await accountMenu(page).role('button', 'Sign in', { exact: true }).expectVisible();
      expect(await page.evaluate(() => localStorage.getItem('store-widgets.tokens'))).toBeNull();
    });
  } finally {
    await shop.close();
  }
});
