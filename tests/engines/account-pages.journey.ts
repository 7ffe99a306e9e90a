import { expectNoSeriousViolationsAt, seriousViolations } from './axe';
import { expectEscapeCloses, expectFocusKeptIn } from './dialog-keys';
import type { EnginePage } from './engine-page';
import { expect, test } from './fixtures';
import { accountMenu, accountTrigger, DANA, signIn, signInDialog, widgetsReady } from './shopper';

/**
 * Every account page from the account menu, as Dana opens them (tests/e2e: session.spec.ts for
 * the menu, and each page's own spec for what it shows her): the page's heading and a key line of
 * its widget, and axe on it; the keyboard in the sign-in and the step-up dialogs, and axe on them.
 */
const ACCOUNT = '/store/usassessments/en/my-account';

const widget = (page: EnginePage, tag: string) => page.css(tag);
const stepUpDialog = (page: EnginePage) => accountMenu(page).role('dialog', 'Confirm it’s you');

/** Opens an account page from the menu: its address and its heading. */
async function openFromMenu(
  page: EnginePage,
  item: string,
  path: string,
  heading: string,
): Promise<void> {
  await accountTrigger(page).click();
  await accountMenu(page).role('menuitem', item, { exact: true }).click();
  await page.expectURL(new RegExp(`${ACCOUNT}/${path}$`));
  await page.css('main#main > h1').expectText(heading);
}

test('Dana opens every account page from the account menu', async ({ tab: page, step }) => {
  await step('open the account overview; the sign-in dialog by keyboard; axe', async () => {
    await page.goto(ACCOUNT);
    await widgetsReady(page);
    const opener = accountMenu(page).role('button', 'Sign in', { exact: true });
    await opener.click();
    await signInDialog(page).label('Email or username').expectVisible();
    // The overview behind the dialog, and the dialog.
    await expectNoSeriousViolationsAt(page, 'desktop');
    await expectFocusKeptIn(page, signInDialog(page));
    await expectEscapeCloses(page, signInDialog(page), opener);
    await signIn(page);
  });

  await step('Order History: her fifteen orders, newest first; axe', async () => {
    await openFromMenu(page, 'Order History', 'order-history', 'Order history');
    const history = widget(page, 'store-order-history');
    await history.text('Orders 1 to 10 of 15').expectVisible();
    await history
      .css('tbody tr')
      .nth(0)
      .expectText(/^W09000018/);
    expect(await seriousViolations(page, ['store-order-history'])).toEqual([]);
  });

  await step('Quotes: her twelve quotes; axe', async () => {
    await openFromMenu(page, 'Quotes', 'quotes', 'Quotes');
    const quotes = widget(page, 'store-quotes');
    await quotes.text('Quotes 1 to 10 of 12').expectVisible();
    await quotes
      .css('tbody tr')
      .nth(0)
      .expectText(/Q10000015.*Active$/);
    await expectNoSeriousViolationsAt(page, 'phone', ['main']);
  });

  await step('Saved Carts: none yet; axe', async () => {
    await openFromMenu(page, 'Saved Carts', 'saved-carts', 'Saved carts');
    await widget(page, 'store-saved-carts').text('You have no saved carts.').expectVisible();
    await expectNoSeriousViolationsAt(page, 'phone', ['main']);
  });

  await step('Profile & Password: her name and email; axe', async () => {
    await openFromMenu(page, 'Profile & Password', 'profile-details', 'Profile & password');
    const profile = widget(page, 'store-profile-details');
    await profile.label('First name', { exact: true }).expectValue('Dana');
    await profile.text('Your email address: clinician@example.com').expectVisible();
    expect(await seriousViolations(page, ['main'])).toEqual([]);
  });

  await step('Qualifications: level ABC; axe', async () => {
    await openFromMenu(page, 'Qualifications', 'qualifications', 'Qualifications');
    const qualifications = widget(page, 'store-qualifications');
    await qualifications.role('heading', 'Your qualification level').expectVisible();
    await qualifications.text('You can buy products of every level: A, B and C.').expectVisible();
    await expectNoSeriousViolationsAt(page, 'phone', ['main']);
  });

  await step('Accounts: her personal account and its Q-global account; axe', async () => {
    await openFromMenu(page, 'Accounts', 'accounts', 'Accounts');
    const accounts = widget(page, 'store-accounts');
    await accounts.role('heading', DANA.name, { exact: true }).expectVisible();
    await accounts.text('Personal account', { exact: true }).expectVisible();
    await accounts.text('QG-100234').expectVisible();
    await expectNoSeriousViolationsAt(page, 'phone', ['main']);
  });

  await step('Address Book: her home is the default for both; axe', async () => {
    await openFromMenu(page, 'Address Book', 'addresses', 'Address book');
    const book = widget(page, 'store-address-book');
    const home = book.role('listitem', /120 Maple Avenue/);
    await home.expectText(/Dana Whitfield 120 Maple Avenue Apt 4B Springfield, IL 62704/);
    await home.text('Default shipping address', { exact: true }).expectVisible();
    await home.text('Default billing address', { exact: true }).expectVisible();
    await expectNoSeriousViolationsAt(page, 'phone', ['main']);
  });

  await step('Preferences: email, the newsletter, the US site; axe', async () => {
    await openFromMenu(page, 'Preferences', 'preferences', 'Preferences');
    const preferences = widget(page, 'store-preferences');
    await preferences.role('checkbox', 'News and special offers').expectChecked();
    await preferences.role('radio', 'Email', { exact: true }).expectChecked();
    await preferences.label('Your regional site').expectValue('en-us');
    await expectNoSeriousViolationsAt(page, 'phone', ['main']);
  });

  await step(
    'Payment Cards: the step-up (axe); Escape cancels it, Try again confirms it',
    async () => {
      await openFromMenu(page, 'Payment Cards', 'payment-cards', 'Payment cards');
      const cards = widget(page, 'store-payment-cards');
      await stepUpDialog(page).label('Password').expectVisible();
      await expectNoSeriousViolationsAt(page, 'desktop', ['store-header']);
      await expectFocusKeptIn(page, stepUpDialog(page));
      await page.press('Escape');
      await stepUpDialog(page).expectHidden();
      await cards
        .role('alert')
        .expectText('Your payment cards are shown only after you confirm it’s you.');
      const tryAgain = cards.role('button', 'Try again');
      await tryAgain.click();
      const dialog = stepUpDialog(page);
      await dialog.label('Password').fill(DANA.password);
      await dialog.role('button', 'Confirm', { exact: true }).click();
      await dialog.expectHidden();
    },
  );

  await step('Payment Cards: her two cards; axe', async () => {
    const table = widget(page, 'store-payment-cards').role('table', 'Your saved payment cards');
    await table.css('tbody tr').expectCount(2);
    await table
      .css('tbody tr')
      .nth(0)
      .expectText(/Visa\s*ending in 4242.*Default card/);
    await table
      .css('tbody tr')
      .nth(1)
      .expectText(/Mastercard\s*ending in 5100/);
    expect(await seriousViolations(page, ['main'])).toEqual([]);
  });
});
