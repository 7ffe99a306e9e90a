import {
  acceptTermsToPayment,
  cardField,
  checkout,
  choice,
  continueTo,
  DISTRICT,
  expectStep,
  placeOrder,
  PPVT_FORMS,
  seedVisitorCart,
  signInAtCheckout,
  solveCaptcha,
  stepSection,
  thanks,
} from './checkout';
import { expectDialogByKeyboard, expectFocusKeptIn, openByKeyboard } from './dialog-keys';
import type { EnginePage } from './engine-page';
import { test } from './fixtures';
import { accountMenu, accountTrigger, DANA, header, signIn, widgetsReady } from './shopper';

/**
 * Every dialog the other journeys do not open, by keyboard alone (issue 27: focus is where the
 * engines differ most): Enter on the trigger, the focus in, kept in, Escape out, the focus back on
 * the trigger. Dialogs with no opener to go back to (the step-up that opens by itself, the sign-in
 * whose button became the initials, the order on hold) give the focus to what comes next: the
 * account menu (src/ui/focus/focus-home.ts), the confirmation. The desktop projects run this file
 * (playwright.engines.config.ts): nothing in a dialog's keyboard depends on the window's width.
 */
const ACCOUNT = '/store/usassessments/en/my-account';
const DISTRICT_USER = { ...DISTRICT, name: 'Maria Álvarez' };
const UNIVERSITY = {
  username: 'university@example.com',
  password: 'University!2026',
  name: 'Lin Tan',
};

async function openSignedIn(
  page: EnginePage,
  path: string,
  user: { username: string; password: string; name: string } = DANA,
): Promise<void> {
  await page.goto(path);
  await widgetsReady(page);
  await signIn(page, user);
}

test('the header: Need help?', async ({ tab: page, step }) => {
  await step('Need help? by keyboard', async () => {
    await page.goto('/');
    await widgetsReady(page);
    await expectDialogByKeyboard(
      page,
      header(page).role('button', 'Need help?'),
      header(page).role('dialog', 'Need help?'),
    );
  });
});

test("Dana's account pages: delete an address, a card, reorder, and the step-up", async ({
  tab: page,
  step,
}) => {
  await step('sign in on the address book: the focus on her account menu after', async () => {
    await openSignedIn(page, `${ACCOUNT}/addresses`);
    await accountTrigger(page).expectFocused();
  });
  await step('Delete this address? by keyboard, nothing deleted', async () => {
    const book = page.css('store-address-book');
    const home = book.role('listitem').withText('120 Maple Avenue').role('button', 'Delete');
    const dialog = book.role('dialog', 'Delete this address?');
    await expectDialogByKeyboard(page, home, dialog, {
      first: dialog.role('button', 'Delete address'),
    });
    await book.role('listitem').withText('120 Maple Avenue').nth(0).expectVisible();
  });
  await step(
    'Check your address by keyboard: a near miss of a known place, nothing saved',
    async () => {
      await page.goto(`${ACCOUNT}/addresses/edit-address/addr-1001-home`);
      const form = page.css('store-address-form-page');
      const street = form.role('combobox', 'Street address', { exact: true });
      await street.expectValue('120 Maple Avenue');
      await street.fill('350 Fifth Ave');
      // The street's suggestions close with Escape, as a keyboard user leaves them.
      await page.press('Escape');
      await form.role('listbox').expectHidden();
      await expectDialogByKeyboard(
        page,
        form.role('button', 'Save address'),
        form.role('dialog', 'Check your address'),
        // Escape is "Edit my address": the focus on the street, to correct it.
        { backTo: street },
      );
      await street.expectValue('350 Fifth Ave');
    },
  );
  const cards = page.css('store-payment-cards');
  const stepUp = accountMenu(page).role('dialog', 'Confirm it’s you');
  await step(
    'Payment cards: the step-up opens by itself, then its outcome has the focus',
    async () => {
      await page.goto(`${ACCOUNT}/payment-cards`);
      await stepUp.label('Password').expectVisible();
      await expectFocusKeptIn(page, stepUp);
      await stepUp.label('Password').fill(DANA.password);
      await page.press('Enter');
      await stepUp.expectHidden();
      await cards.role('table', 'Your saved payment cards').expectVisible();
      await accountTrigger(page).expectFocused();
    },
  );
  await step('Delete this card? by keyboard', async () => {
    const dialog = cards.role('dialog', 'Delete this card?');
    await expectDialogByKeyboard(page, cards.role('button', 'Delete Visa ending in 4242'), dialog);
  });
  await step('Reorder from the order history by keyboard', async () => {
    await page.goto(`${ACCOUNT}/order-history`);
    const history = page.css('store-order-history');
    await expectDialogByKeyboard(
      page,
      history.role('button', 'Reorder W09000017', { exact: true }),
      history.role('dialog', 'Reorder W09000017?'),
    );
  });
});

test("the district's accounts: transfer ownership by keyboard", async ({ tab: page, step }) => {
  await step('sign in on the accounts page', () =>
    openSignedIn(page, `${ACCOUNT}/accounts`, DISTRICT_USER),
  );
  await step('Transfer ownership by keyboard, nothing transferred', async () => {
    const accounts = page.css('store-accounts');
    const trigger = accounts.role('button', 'Transfer ownership of QG-200481');
    const dialog = accounts.role('dialog', 'Transfer ownership of QG-200481');
    // The dialog reads the organisation's users first: Tab has somewhere to go once they show.
    await expectDialogByKeyboard(page, trigger, dialog, { ready: dialog.role('radio').nth(0) });
    await trigger.expectVisible();
  });
});

test('a saved cart: Delete this saved cart? by keyboard', async ({ tab: page, step }) => {
  await step('sign in on the saved carts and open FallSeminar', async () => {
    await openSignedIn(page, '/saved-carts', UNIVERSITY);
    await page.css('store-saved-carts').role('link', 'FallSeminar').click();
  });
  await step('Delete this saved cart? by keyboard, nothing deleted', async () => {
    const details = page.css('store-saved-cart-details');
    await expectDialogByKeyboard(
      page,
      details.role('button', 'Delete cart'),
      details.role('dialog', 'Delete this saved cart?'),
    );
  });
});

test('the checkout: qualification levels, leaving a changed step, and an order on hold', async ({
  tab: page,
  backend,
  step,
}) => {
  await step('a visitor with record forms opens the checkout and signs in', async () => {
    await seedVisitorCart(page, backend, [{ code: PPVT_FORMS, quantity: 1 }]);
    await page.goto('/store/checkout');
    await signInAtCheckout(page, DISTRICT);
  });
  await step('About qualification levels by keyboard', async () => {
    await expectDialogByKeyboard(
      page,
      checkout(page).css('aside').role('button', 'What do the qualification levels mean?'),
      checkout(page).role('dialog', 'About qualification levels'),
      { oneControl: true },
    );
  });
  await step('Discard your changes? by keyboard: Escape stays on the step', async () => {
    await expectStep(page, 'account');
    await choice(page, /Riverside Unified School District/).check();
    await continueTo(page, 'qualified-user');
    await choice(page, /Priya Natarajan/).check();
    await continueTo(page, 'shipping-address');
    const steps = checkout(page).role('navigation', 'Checkout steps');
    await steps.role('link', 'Qualified user').click();
    await expectStep(page, 'qualified-user');
    await choice(page, /Jordan Lee/).check();
    await expectDialogByKeyboard(
      page,
      steps.role('link', 'Customer account'),
      checkout(page).role('dialog', 'Discard your changes?'),
    );
    await expectStep(page, 'qualified-user');
    await choice(page, /Jordan Lee/).expectChecked();
  });
  await step('to the payment step with a card the provider sends to review', async () => {
    await choice(page, /Priya Natarajan/).check();
    await continueTo(page, 'shipping-address');
    await continueTo(page, 'shipping-method');
    await choice(page, /Ground/).check();
    await continueTo(page, 'billing-address');
    await continueTo(page, 'review');
    await choice(page, 'Credit or debit card').check();
    await cardField(page, 'number').fill('4000 0000 0000 9235');
    await cardField(page, 'expiry').fill('12/30');
    await cardField(page, 'cvc').fill('123');
    await checkout(page).label('First name on card').fill('Maria');
    await checkout(page).label('Last name on card').fill('Alvarez');
    await solveCaptcha(page);
    await acceptTermsToPayment(page);
  });
  await step(
    'Your order is on hold: I understand, then the confirmation has the focus',
    async () => {
      const dialog = page.role('dialog', 'Your order is on hold');
      await openByKeyboard(page, placeOrder(page), dialog);
      await expectFocusKeptIn(page, dialog, 4, { oneControl: true });
      await page.press('Enter');
      await dialog.expectHidden();
      await thanks(page).expectFocused();
      await thanks(page).expectInViewport();
      await stepSection(page).expectCount(0);
    },
  );
});
