import type { Page } from '@playwright/test';
import { accountMenu, accountTrigger, DANA } from './account';
import { seriousViolations } from './axe';
import { expect, recordDocumentEvents, scriptRequests, test, widgetsReady } from './fixtures';

// The page-level actions (`window.storeWidgets`) and data-store-add buttons on the demo host's
// /actions.html: the author's own buttons and link, the header's mini-cart (docs/integrating.md).

const PPVT_FORMS = { code: '0158241926', name: 'PPVT-5 Form A Record Forms (pack of 25)' };
const EVT_FORMS = { code: '0158242124', name: 'EVT-3 Form A Record Forms (pack of 25)' };

const miniCart = (page: Page) => page.locator('store-mini-cart').first();
const cartButton = (page: Page) => miniCart(page).getByRole('button', { name: /^Cart/ });
const panel = (page: Page) => miniCart(page).getByRole('dialog', { name: 'Your cart' });
const addPpvt = (page: Page) => page.getByRole('button', { name: 'Add 2 packs' });
const addEvt = (page: Page) => page.getByRole('link', { name: 'Add EVT-3 forms' });

async function ready(page: Page): Promise<void> {
  await page.goto('/actions.html');
  await widgetsReady(page);
  await expect(miniCart(page).locator('[part="base"]')).toHaveAttribute('data-state', 'empty');
}

test.describe('page actions and data-store-add buttons', () => {
  test('the keyboard adds through the author’s button and link, with a status heard and the mini-cart updated', async ({
    page,
    errors,
  }) => {
    const updates = await recordDocumentEvents(page, 'store-cart-updated');
    await ready(page);

    await addPpvt(page).focus();
    await page.keyboard.press('Enter');
    const status = page.locator('#ppvt-status');
    await expect(status).toHaveAttribute('role', 'status');
    await expect(status).toHaveText('Added to your cart');
    await expect(addPpvt(page)).toHaveAttribute('data-store-state', 'added');
    await expect(addPpvt(page)).not.toHaveAttribute('aria-busy', /./);
    await expect(cartButton(page)).toHaveAccessibleName(/^Cart, 2 items/);

    // A link: added, not followed; its words in the page's own live region.
    await addEvt(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#store-widgets-status')).toHaveText('Added to your cart');
    await expect(page).toHaveURL(/\/actions\.html$/);
    await expect(cartButton(page)).toHaveAccessibleName(/^Cart, 3 items/);
    expect(await updates()).toEqual([
      {
        tag: 'store-widgets',
        action: 'added',
        entries: [{ productCode: PPVT_FORMS.code, quantityAdded: 2 }],
      },
      {
        tag: 'store-widgets',
        action: 'added',
        entries: [{ productCode: EVT_FORMS.code, quantityAdded: 1 }],
      },
    ]);

    // The author's cart button opens the mini-cart's panel; Escape closes it.
    await page.getByRole('button', { name: 'Show my cart' }).focus();
    await page.keyboard.press('Enter');
    await expect(panel(page)).toBeVisible();
    await expect(panel(page)).toContainText(PPVT_FORMS.name);
    await expect(panel(page)).toContainText(EVT_FORMS.name);
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();

    expect(await seriousViolations(page)).toEqual([]);
    expect(errors.pageErrors).toEqual([]);
  });

  test('a refusal says add-to-cart’s words in an alert; a script’s refusal rejects with them and a code', async ({
    page,
  }) => {
    await ready(page);
    await page.getByRole('button', { name: 'Add the kit' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This product cannot be bought online. Please contact Customer Support to order it.',
    );
    const refused = await page.evaluate(() =>
      window.storeWidgets!.addLines([{ code: '0158241926', quantity: 0 }]).then(
        () => null,
        (error: Error & { code: string }) => ({
          name: error.name,
          code: error.code,
          message: error.message,
        }),
      ),
    );
    expect(refused).toEqual({
      name: 'StoreActionError',
      code: 'quantityNotPositive',
      message: 'Please enter a whole number of 1 or more',
    });
    await expect(cartButton(page)).toHaveAccessibleName(/^Cart, empty|^Cart$/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('calls made before the code loaded run once it has, in order', async ({ page }) => {
    // Called from the page's first script after the loader, before anything has loaded.
    await page.addInitScript((code) => {
      document.addEventListener('DOMContentLoaded', () => {
        const results: unknown[] = [];
        (globalThis as Record<string, unknown>).__results = results;
        const failed = (error: Error) => results.push(['failed', String(error)]);
        const actions = window.storeWidgets;
        if (!actions) return void results.push(['no storeWidgets']);
        void actions.getCart().then((cart) => results.push(['before', cart]), failed);
        void actions
          .addLines([{ code }])
          .then((added) => results.push(['added', added.length]), failed);
        void actions
          .getCart()
          .then((cart) => results.push(['after', cart?.totalUnitCount]), failed);
        void actions.getShopper().then((shopper) => results.push(['shopper', shopper]), failed);
      });
    }, PPVT_FORMS.code);
    await page.goto('/actions.html');
    await expect
      .poll(() => page.evaluate(() => (globalThis as Record<string, unknown>).__results))
      .toEqual([
        ['before', null],
        ['added', 1],
        ['after', 1],
        ['shopper', { signedIn: false }],
      ]);
  });

  test('signIn() opens the account menu’s form; getShopper() then names the shopper, never a token', async ({
    page,
  }) => {
    await ready(page);
    await page.evaluate(() => window.storeWidgets!.signIn());
    const dialog = accountMenu(page).getByRole('dialog', { name: 'Sign in to your account' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Email or username').fill(DANA.username);
    await dialog.getByLabel('Password').fill(DANA.password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(accountTrigger(page)).toBeVisible();
    await page.getByRole('button', { name: 'Who is shopping?' }).click();
    await expect(page.locator('#shopper')).toHaveText(DANA.name);
    const shopper = await page.evaluate(() => window.storeWidgets!.getShopper());
    expect(Object.keys(shopper).sort()).toEqual(['firstName', 'lastName', 'name', 'signedIn']);
  });

  test('a page that uses none of it downloads none of its code', async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto('/');
    await widgetsReady(page);
    await page.getByRole('heading', { level: 1 }).click();
    expect(scripts.filter((path) => /page-actions/.test(path))).toEqual([]);
  });
});
