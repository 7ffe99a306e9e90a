import { DANA, accountMenu, signIn, widgetsReady } from './shopper';
import { expectEscapeCloses, expectFocusKeptIn } from './dialog-keys';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import type { EnginePage } from './engine-page';
import { seedVisitorCart } from './checkout';

/**
 * The cart family as a shopper uses it: add to cart on a product page, the mini-cart's panel,
 * the cart page (a quantity, a promotion code), saving the cart and restoring it, and the merge
 * dialog when a visitor's cart meets an older one at sign-in.
 */
const PPVT = { code: '0158241926', name: 'PPVT-5 Form A Record Forms (pack of 25)' }; // $62
const TEACHER = { username: 'teacher@example.com', password: 'Teacher!2026', name: 'Sam Okafor' };

const miniCart = (page: EnginePage) => page.css('store-mini-cart').nth(0);
const cartButton = (page: EnginePage) => miniCart(page).role('button', /^Cart/);
const cart = (page: EnginePage) => page.css('store-cart');

test('add to cart, the mini-cart, the cart page, a promotion code, save and restore', async ({
  tab: page,
  step,
}) => {
  await step('add a product on its page', async () => {
    await page.goto(`/p/${PPVT.code}`);
    await widgetsReady(page);
    await miniCart(page).role('button', 'Cart, empty').expectVisible();
    const add = page.css('store-add-to-cart').role('button', 'Add to cart');
    await add.expectEnabled();
    await add.click();
    await page.css('store-add-to-cart').role('status').expectText('Added to your cart');
    await miniCart(page).role('button', 'Cart, 1 item, $62.00').expectVisible();
  });
  await step('the mini-cart panel by keyboard: focus in, Escape closes, focus back', async () => {
    await cartButton(page).click();
    const panel = miniCart(page).role('dialog', 'Your cart');
    await panel.expectVisible();
    await panel.expectFocusInside();
    await panel.role('listitem').expectText(PPVT.name);
    await expectEscapeCloses(page, panel, cartButton(page));
  });
  await step('View cart leads to the cart page', async () => {
    await cartButton(page).click();
    await miniCart(page).role('link', 'View cart').click();
    await page.expectURL(/\/cart$/);
    await cart(page).css('[part="base"][data-state="loaded"]').expectVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
  await step('change the quantity', async () => {
    const quantity = cart(page).label(`Quantity, ${PPVT.name}`);
    await quantity.fill('3');
    await page.press('Enter');
    await miniCart(page).role('button', 'Cart, 3 items, $186.00').expectVisible();
  });
  await step('a wrong promotion code, then SAVE10', async () => {
    const code = cart(page).label('Enter a promotion code');
    await code.fill('NOTACODE');
    await cart(page).role('button', 'Apply', { exact: true }).click();
    await cart(page).css('.promo-form').role('alert').expectText('This promotion code is invalid.');
    await code.expectValue('NOTACODE');
    await code.fill('save10');
    await cart(page).role('button', 'Apply', { exact: true }).click();
    await cart(page).text('Promotion code SAVE10 applied.').expectVisible();
    await cart(page)
      .role('list', 'Applied promotion codes')
      .expectText(/SAVE10/);
  });
  await step('sign in; save the cart in its dialog, by keyboard', async () => {
    await signIn(page, DANA);
    const save = cart(page).role('button', 'Save cart');
    await save.click();
    const dialog = cart(page).role('dialog', 'Save cart');
    await dialog.label('Cart name').expectFocused();
    await expectFocusKeptIn(page, dialog);
    await dialog.label('Cart name').fill('Clinic cart!');
    await dialog.role('button', 'Save', { exact: true }).click();
    await dialog.role('alert').expectText('Cart name can only be alpha numeric');
    await dialog.label('Cart name').fill('ClinicCart2026');
    await dialog.role('button', 'Save', { exact: true }).click();
    await dialog.expectHidden();
    await cart(page)
      .css('.saved-notice')
      .expectText(/Your cart was saved as ClinicCart2026\./);
  });
  await step('the saved carts page, the cart, Restore cart', async () => {
    await cart(page).role('link', 'View your saved carts').click();
    await page.expectURL(/\/my-account\/saved-carts$/);
    const list = page.css('store-saved-carts');
    await list.role('table', 'Your saved carts').role('link', 'ClinicCart2026').click();
    await page.expectURL(/\/saved-carts\/cart-details\//);
    const details = page.css('store-saved-cart-details');
    await details.role('heading', 'ClinicCart2026').expectVisible();
    await details.role('button', 'Restore cart').click();
    await details.role('status').expectText(/ClinicCart2026 is now your active cart/);
    await miniCart(page)
      .role('button', /^Cart, 3 items/)
      .expectVisible();
  });
});

test('a visitor cart meets an older one at sign-in: the merge dialog, by keyboard', async ({
  tab: page,
  backend,
  step,
}) => {
  await step('a visitor with one item signs in as the teacher, who has an older cart', async () => {
    await seedVisitorCart(page, backend, [{ code: PPVT.code, quantity: 1 }]);
    await page.goto('/saved-carts');
    await widgetsReady(page);
    await signIn(page, TEACHER);
  });
  const dialog = page.role('dialog', 'You have two carts');
  await step('the dialog asks, the focus on "Combine the carts" and kept inside', async () => {
    await dialog.expectVisible();
    await dialog.expectText(/Added before you signed in/);
    await dialog.role('button', 'Combine the carts').expectFocused();
    await expectFocusKeptIn(page, dialog);
  });
  await step('Combine the carts', async () => {
    await dialog.role('button', 'Combine the carts').click();
    await dialog.expectHidden();
    await page.role('status').withText('Your carts were combined.').expectVisible();
    // The dialog opened by itself: the focus goes to the account menu, not to the page's body.
    await accountMenu(page).role('button', `Account menu for ${TEACHER.name}`).expectFocused();
  });
});
