import type { Locator, Page } from '@playwright/test';
import type { FaultMode } from '../../src/mocks/control/faults';
import {
  aside,
  checkout,
  choice,
  CLINICIAN,
  continueButton,
  continueTo,
  DISTRICT,
  expectStep,
  PRODUCTS,
  startCheckout,
  stepHeading,
  stepSection,
} from './checkout';
import { addFault, expect, scriptRequests, test } from './fixtures';

/**
 * Who orders, as shoppers choose it in <store-checkout>: "Account not listed" and its rules, the
 * unsaved-changes dialog, qualified users (nobody qualifies, "Add qualified user"), Q-global and
 * aimswebPlus accounts, and a step whose save fails. Seeds: /work/checkout-design.md and
 * src/mocks/db/seed-accounts.ts. Every quoted text is the widget's (or the spec's) word for word.
 */

const HINT = '4 digits, or a temporary number of 12 characters';
const FORMAT =
  "Please enter your organization's Customer Account Number (4 digits) or a temporary Customer Account Number (12 characters).";
const NOBODY_QUALIFIED =
  'No one on this account is qualified to order every item in your cart. Add a qualified user, or remove the items that need a higher qualification level.';
const TECHNICAL_ERROR =
  'There was a technical error on our end. Please try again later. If the problem persists, contact Customer Support';
const SAVE_FAILED = "We couldn't save this step. Nothing you entered is lost: please try again.";

const CUSTOMER_ACCOUNT_PUT =
  '/headless/ecommerce/v2/users/*/carts/current/checkout/customer-account';

const accountNumberField = (page: Page) => stepSection(page).getByLabel('Customer account number');
const notListedTerms = (page: Page) =>
  stepSection(page).getByRole('checkbox', { name: 'I agree to the Terms & conditions' });
const progressLink = (page: Page, name: string) =>
  checkout(page).getByRole('navigation', { name: 'Checkout steps' }).getByRole('link', { name });
const discardDialog = (page: Page) =>
  checkout(page).getByRole('dialog', { name: 'Discard your changes?' });
const reviewItem = (page: Page, step: string) =>
  stepSection(page).locator(`.review-item[data-step="${step}"] .review-value`);

/** A field shows this error, and it is the field's description (then its hint, if any). */
async function expectFieldError(field: Locator, message: string, hint?: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(hint ? `${message} ${hint}` : message);
}

async function expectNoFieldError(field: Locator, hint?: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'false');
  if (hint) await expect(field).toHaveAccessibleDescription(hint);
}

/** "Account not listed" with this number, the terms ticked or not, then Continue. */
async function submitNotListed(page: Page, number: string, terms = true): Promise<void> {
  await choice(page, 'Account not listed').check();
  await accountNumberField(page).fill(number);
  await notListedTerms(page).setChecked(terms);
  await continueButton(page).click();
}

/** From the shipping address step to the order summary: the defaults, and Ground. */
async function onToSummary(page: Page): Promise<void> {
  await expectStep(page, 'shipping-address');
  await continueTo(page, 'shipping-method');
  await choice(page, /Ground/).check();
  await continueTo(page, 'billing-address');
  await continueTo(page, 'review');
}

/** The district chooses her organisation (1234) and a qualified user, up to `next`. */
async function districtThroughUser(page: Page, user: RegExp, next: string): Promise<void> {
  await expectStep(page, 'account');
  await choice(page, /Riverside Unified School District/).check();
  await continueTo(page, 'qualified-user');
  await choice(page, user).check();
  await continueTo(page, next);
}

/** The checkout's saves of one choice: the request id each carried, in order. */
function watchSaves(page: Page, choiceName: string): string[] {
  const requestIds: string[] = [];
  page.on('request', (request) => {
    if (
      request.method() === 'PUT' &&
      new URL(request.url()).pathname.endsWith(`/checkout/${choiceName}`)
    ) {
      requestIds.push(request.headers()['x-request-id'] ?? '');
    }
  });
  return requestIds;
}

/**
 * Chromium quietly sends a request again when a reused keep-alive connection drops before any
 * answer, so the backend's dropped socket (fault `network`, once) would never reach the page.
 * These saves go through a relay that never resends (Playwright's own client): the backend still
 * drops the connection, and the page gets that failure as a network error.
 */
async function relayWithoutResend(page: Page, choiceName: string): Promise<void> {
  const saveOf = (url: URL) => url.pathname.endsWith(`/checkout/${choiceName}`);
  await page.route(saveOf, async (route) => {
    try {
      await route.fulfill({ response: await route.fetch() });
    } catch {
      await route.abort('connectionreset');
    }
  });
}

test.describe('checkout accounts: "Account not listed"', () => {
  test('its rules at their boundaries, word for word, then a 4-digit number (3690) is accepted and the summary shows it', async ({
    page,
    request,
  }) => {
    await startCheckout(page, request, CLINICIAN);
    await expectStep(page, 'account');
    await expect(stepHeading(page)).toHaveText('Choose a customer account');
    await choice(page, 'Account not listed').check();
    const field = accountNumberField(page);
    await expect(field).toBeVisible();
    await expect(notListedTerms(page)).not.toBeChecked();

    // Empty, terms unticked: both rules speak, on their own fields.
    await continueButton(page).click();
    await expectFieldError(field, 'Please enter account number', HINT);
    await expectFieldError(notListedTerms(page), 'Please agree to Terms & conditions');
    await expectStep(page, 'account');

    // 3 and 5 digits, 11 and 13 characters: the format rule.
    await notListedTerms(page).check();
    for (const wrong of ['369', '36900', 'TMPHARBOR00', 'TMPHARBOR0011']) {
      await field.fill(wrong);
      await continueButton(page).click();
      await expectFieldError(field, FORMAT, HINT);
      await expect(stepSection(page).getByText(FORMAT)).toHaveCount(1);
      await expectStep(page, 'account');
    }

    // A valid number with the terms unticked: only the terms rule.
    await field.fill('3690');
    await notListedTerms(page).uncheck();
    await continueButton(page).click();
    await expectFieldError(notListedTerms(page), 'Please agree to Terms & conditions');
    await expectNoFieldError(field, HINT);
    await expectStep(page, 'account');

    // A well-formed number nobody has: on the field, and nothing typed or ticked is lost.
    await field.fill('9999');
    await notListedTerms(page).check();
    await continueButton(page).click();
    await expectFieldError(field, 'This account is not found', HINT);
    await expect(field).toHaveValue('9999');
    await expect(notListedTerms(page)).toBeChecked();
    await expect(choice(page, 'Account not listed')).toBeChecked();
    await expectStep(page, 'account');

    // 3690: Northfield Children's Hospital; Noah Bennett (level A) is its qualified user.
    await field.fill('3690');
    await continueTo(page, 'qualified-user');
    await expect(choice(page, /Noah Bennett/)).toBeChecked();
    await continueTo(page, 'shipping-address');
    await onToSummary(page);
    await expect(reviewItem(page, 'account')).toHaveText("Northfield Children's Hospital (3690)");
    await expect(reviewItem(page, 'qualified-user')).toHaveText(
      'Noah Bennett, nbennett@northfield.example.org',
    );
    // The hospital is tax-exempt.
    await expect(aside(page).locator('dl')).toContainText('Tax$0.00');
  });

  test('a 12-character temporary number (TMPHARBOR001) is accepted and the summary shows it', async ({
    page,
    request,
  }) => {
    await startCheckout(page, request, CLINICIAN);
    await submitNotListed(page, 'TMPHARBOR001');
    await expectStep(page, 'qualified-user');
    await expect(choice(page, /Grace Kim/)).toBeChecked();
    await continueTo(page, 'shipping-address');
    await onToSummary(page);
    await expect(reviewItem(page, 'account')).toHaveText(
      'Harbor Speech Therapy Group (TMPHARBOR001)',
    );
    await expect(reviewItem(page, 'qualified-user')).toHaveText(
      'Grace Kim, gkim@harbor.example.org',
    );
    // Editing the account comes back with the number as it was saved.
    await stepSection(page).getByRole('button', { name: 'Edit Customer account' }).click();
    await expectStep(page, 'account');
    await expect(choice(page, 'Account not listed')).toBeChecked();
    await expect(accountNumberField(page)).toHaveValue('TMPHARBOR001');
  });
});

test.describe('checkout accounts: leaving a step with unsaved changes', () => {
  test('another qualified user, then the progress list or Back: "Stay on this step" keeps it, "Discard changes" moves', async ({
    page,
    request,
  }) => {
    await startCheckout(page, request, DISTRICT);
    await districtThroughUser(page, /Priya Natarajan/, 'shipping-address');
    // Back to the qualified user step, unchanged: no question.
    await progressLink(page, 'Qualified user').click();
    await expectStep(page, 'qualified-user');
    await expect(discardDialog(page)).toBeHidden();
    await expect(choice(page, /Priya Natarajan/)).toBeChecked();

    await choice(page, /Jordan Lee/).check();
    await progressLink(page, 'Customer account').click();
    const dialog = discardDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      'This step has changes that are not saved. If you leave it, they are discarded.',
    );
    await dialog.getByRole('button', { name: 'Stay on this step' }).click();
    await expect(dialog).toBeHidden();
    await expectStep(page, 'qualified-user');
    await expect(choice(page, /Jordan Lee/)).toBeChecked();

    // Escape is "Stay on this step" too.
    await progressLink(page, 'Customer account').click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectStep(page, 'qualified-user');
    await expect(choice(page, /Jordan Lee/)).toBeChecked();

    // The step's own Back button asks the same; "Discard changes" moves.
    await stepSection(page).getByRole('button', { name: 'Back', exact: true }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Discard changes' }).click();
    await expect(dialog).toBeHidden();
    await expectStep(page, 'account');
    await expect(choice(page, /Riverside Unified School District/)).toBeChecked();
    // The change was discarded: the saved qualified user is still Priya.
    await continueTo(page, 'shipping-address');
    await progressLink(page, 'Qualified user').click();
    await expectStep(page, 'qualified-user');
    await expect(choice(page, /Priya Natarajan/)).toBeChecked();
    await expect(choice(page, /Jordan Lee/)).not.toBeChecked();
  });

  test('an account number typed in "Account not listed", then the browser Back button asks too', async ({
    page,
    request,
  }) => {
    await startCheckout(page, request, DISTRICT);
    await districtThroughUser(page, /Maria Álvarez/, 'shipping-address');
    await progressLink(page, 'Customer account').click();
    await expectStep(page, 'account');

    // Unsaved: "Account not listed" and a number; the progress list's next step asks first.
    await choice(page, 'Account not listed').check();
    await accountNumberField(page).fill('3690');
    await progressLink(page, 'Qualified user').click();
    const dialog = discardDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay on this step' }).click();
    await expect(dialog).toBeHidden();
    await expectStep(page, 'account');
    await expect(choice(page, 'Account not listed')).toBeChecked();
    await expect(accountNumberField(page)).toHaveValue('3690');

    // The browser's Back button (the step before was the shipping address).
    await page.goBack();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay on this step' }).click();
    await expect(dialog).toBeHidden();
    await expectStep(page, 'account');
    await expect(accountNumberField(page)).toHaveValue('3690');

    await page.goBack();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Discard changes' }).click();
    await expect(dialog).toBeHidden();
    await expectStep(page, 'shipping-address');

    // Nothing of it was saved: the account is still the district, not "Account not listed".
    await progressLink(page, 'Customer account').click();
    await expectStep(page, 'account');
    await expect(choice(page, /Riverside Unified School District/)).toBeChecked();
    await expect(accountNumberField(page)).toBeHidden();
  });
});

test.describe('checkout accounts: qualified users', () => {
  test('nobody qualifies for a level B item on 3690: the message, its link, then "Add qualified user" with every rule', async ({
    page,
    request,
  }) => {
    const scripts = scriptRequests(page);
    await startCheckout(page, request, DISTRICT, [{ code: PRODUCTS.celfForms.code, quantity: 1 }]);
    await submitNotListed(page, '3690');
    await expectStep(page, 'qualified-user');
    const nobody = stepSection(page).getByRole('alert').filter({ hasText: NOBODY_QUALIFIED });
    await expect(nobody).toBeVisible();
    await expect(stepSection(page).getByRole('radio')).toHaveCount(0);
    await expect(stepSection(page)).toContainText(
      '1 other users of this account are not qualified for every item in your cart.',
    );
    // Continue without anyone: the same message, and the step stays.
    await continueButton(page).click();
    await expect(continueButton(page)).toBeVisible();
    await expect(nobody.first()).toBeVisible();
    await expectStep(page, 'qualified-user');

    // "Update your qualifications" leads to a working page; Back returns to this step.
    const link = nobody.getByRole('link', { name: 'Update your qualifications' });
    const [navigation] = await Promise.all([
      page.waitForResponse((response) => response.request().isNavigationRequest()),
      link.click(),
    ]);
    expect(navigation.status()).toBe(200);
    await expect(page).toHaveURL(/\/qualifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Qualifications' })).toBeVisible();
    await page.goBack();
    await expectStep(page, 'qualified-user');

    const addButton = stepSection(page).getByRole('button', { name: 'Add qualified user' });
    await expect(addButton).toHaveAttribute('aria-expanded', 'false');
    // The form's code (its email rules) is fetched as the button is pointed at, not with the step.
    const addFormCode = () => scripts.filter((s) => /\/add-qualified-user-form\.js$/.test(s));
    expect(addFormCode()).toEqual([]);
    await addButton.click();
    await expect.poll(addFormCode).toHaveLength(1);
    await expect(addButton).toHaveAttribute('aria-expanded', 'true');
    const email = stepSection(page).getByLabel('Email of the qualified user');
    const add = stepSection(page).getByRole('button', { name: 'Add', exact: true });

    await add.click();
    await expectFieldError(email, 'Please enter email');
    await email.fill('not-an-email');
    await add.click();
    await expectFieldError(
      email,
      'Please enter a valid email address (for example, name@example.com)',
    );
    // A real address's longest parts: 64 characters before the @, labels of up to 63 after it.
    const emailOf = (length: number) =>
      `${'a'.repeat(64)}@${'x'.repeat(length - 64 - 1 - '.northfield.example.org'.length)}.northfield.example.org`;
    await email.fill(emailOf(151));
    await add.click();
    await expectFieldError(
      email,
      'Email address can be no more than 150 characters. Please check and try again',
    );
    // 150 characters is allowed: the organisation has nobody with it.
    await email.fill(emailOf(150));
    await add.click();
    await expectFieldError(email, 'User not found in this organization');
    await email.fill('unknown@northfield.example.org');
    await add.click();
    await expectFieldError(email, 'User not found in this organization');

    // The platform fails once: the technical error; the same email again is added.
    await addFault(request, {
      path: '/headless/ecommerce/v2/users/*/customer-accounts/org-3690/qualified-users',
      method: 'POST',
      mode: '500',
      times: 1,
    });
    await email.fill('iwalsh@northfield.example.org');
    await add.click();
    await expectFieldError(email, TECHNICAL_ERROR);
    await expect(email).toHaveValue('iwalsh@northfield.example.org');
    await add.click();
    await expect(stepSection(page).getByRole('status')).toHaveText(
      'Irene Walsh was added to this account.',
    );
    await expect(choice(page, /Irene Walsh/)).toBeChecked();
    await expect(stepSection(page).getByText(NOBODY_QUALIFIED)).toHaveCount(0);
    await continueTo(page, 'shipping-address');
    await onToSummary(page);
    await expect(reviewItem(page, 'account')).toHaveText("Northfield Children's Hospital (3690)");
    await expect(reviewItem(page, 'qualified-user')).toHaveText(
      'Irene Walsh, iwalsh@northfield.example.org',
    );
  });
});

test.describe('checkout accounts: Q-global', () => {
  // With record forms: a cart of the report alone ships nothing and skips the shipping steps.
  const qglobalCart = [
    { code: PRODUCTS.qglobalReport.code, quantity: 1 },
    { code: PRODUCTS.ppvtForms.code, quantity: 1 },
  ];

  test('an account of her profile (QG-200481) is accepted and shown in the summary', async ({
    page,
    request,
  }) => {
    await startCheckout(page, request, DISTRICT, qglobalCart);
    await districtThroughUser(page, /Maria Álvarez/, 'qglobal');
    await expect(stepHeading(page)).toHaveText('Choose a Q-global account');
    await expect(stepSection(page)).toContainText(
      'Your cart holds Q-global products. Choose the Q-global account they are added to.',
    );
    // Nothing chosen: the step says so.
    await continueButton(page).click();
    await expect(stepSection(page).getByRole('alert')).toHaveText(
      'Please choose a Q-global account.',
    );
    await expectStep(page, 'qglobal');
    await expect(choice(page, /Riverside USD Q-global \(QG-200481\)/)).toHaveAccessibleName(
      'Riverside USD Q-global (QG-200481) Linked to Riverside Unified School District',
    );
    await choice(page, /QG-200481/).check();
    await continueTo(page, 'shipping-address');
    await onToSummary(page);
    await expect(reviewItem(page, 'account')).toHaveText(
      'Riverside Unified School District (1234)',
    );
    await expect(reviewItem(page, 'qglobal')).toHaveText('Riverside USD Q-global (QG-200481)');
  });

  test('"Add inventory to an existing account": not found, no access, then found and added to her profile', async ({
    page,
    request,
  }) => {
    await startCheckout(page, request, DISTRICT, qglobalCart);
    await districtThroughUser(page, /Maria Álvarez/, 'qglobal');
    await choice(page, 'Add inventory to an existing account').check();
    const number = stepSection(page).getByLabel('Q-global account number');
    const find = stepSection(page).getByRole('button', { name: 'Find account' });

    await find.click();
    await expectFieldError(number, 'Please enter Q-global account number');

    await number.fill('QG-999999');
    await find.click();
    await expect(stepSection(page).getByRole('alert')).toHaveText(
      'No Q-global account was found with this number. Check the number and try again.',
    );
    await number.fill('QG-555001');
    await find.click();
    await expect(stepSection(page).getByRole('alert')).toHaveText(
      "You don't have access to this Q-global account: it is owned by another party.",
    );
    // Continue looks the number up too, and stays.
    await continueButton(page).click();
    await expect(stepSection(page).getByRole('alert')).toHaveText(
      "You don't have access to this Q-global account: it is owned by another party.",
    );
    await expectStep(page, 'qglobal');

    await number.fill('QG-700100');
    await find.click();
    const found = stepSection(page).getByRole('status').filter({ hasText: 'Found:' });
    await expect(found).toContainText(
      'Found: Riverside Psychology Services Q-global (QG-700100), linked to Riverside Unified School District.',
    );
    await expect(stepSection(page).getByRole('alert')).toHaveCount(0);
    const addToProfile = found.getByRole('button', { name: 'Add this account to my profile' });
    await addToProfile.click();
    await expect(stepSection(page).getByText('QG-700100 was added to your profile.')).toBeVisible();
    await expect(addToProfile).toBeHidden();
    // It is one of her accounts now.
    await expect(
      choice(page, /Riverside Psychology Services Q-global \(QG-700100\)/),
    ).toBeVisible();
    await expect(choice(page, 'Add inventory to an existing account')).toBeChecked();
    await continueTo(page, 'shipping-address');
    await onToSummary(page);
    await expect(reviewItem(page, 'account')).toHaveText(
      'Riverside Unified School District (1234)',
    );
    await expect(reviewItem(page, 'qglobal')).toHaveText(
      'Riverside Psychology Services Q-global (QG-700100)',
    );
  });

  test('"Create a new Q-global account": the qualified user becomes its owner and administrator', async ({
    page,
    request,
  }) => {
    await startCheckout(page, request, DISTRICT, qglobalCart);
    await districtThroughUser(page, /Priya Natarajan/, 'qglobal');
    await expect(choice(page, 'Create a new Q-global account')).toHaveAccessibleName(
      'Create a new Q-global account Priya Natarajan, the qualified user, becomes its owner and administrator.',
    );
    await choice(page, 'Create a new Q-global account').check();
    await continueTo(page, 'shipping-address');
    await onToSummary(page);
    await expect(reviewItem(page, 'qglobal')).toHaveText('A new account, owned by Priya Natarajan');
  });

  test('choosing QG-204321 while ordering for 1234 switches the order to Riverside Assessment Center', async ({
    page,
    request,
  }) => {
    await startCheckout(page, request, DISTRICT, qglobalCart);
    await districtThroughUser(page, /Maria Álvarez/, 'qglobal');
    await expect(choice(page, /QG-204321/)).toHaveAccessibleName(
      'Riverside Assessment Center Q-global (QG-204321) Linked to Riverside Assessment Center',
    );
    await choice(page, /QG-204321/).check();
    await continueTo(page, 'shipping-address');
    const switched =
      'The Q-global account you chose belongs to Riverside Assessment Center: your order is now placed for that account.';
    const notice = checkout(page).getByRole('status').filter({ hasText: switched });
    await expect(notice.getByText(switched, { exact: true })).toBeVisible();
    await onToSummary(page);
    await expect(reviewItem(page, 'account')).toHaveText('Riverside Assessment Center (4321)');
    await expect(reviewItem(page, 'qualified-user')).toHaveText(
      'Maria Álvarez, district@example.com',
    );
    await expect(reviewItem(page, 'qglobal')).toHaveText(
      'Riverside Assessment Center Q-global (QG-204321)',
    );
    // The account step shows the switch too.
    await stepSection(page).getByRole('button', { name: 'Edit Customer account' }).click();
    await expectStep(page, 'account');
    await expect(choice(page, /Riverside Assessment Center/)).toBeChecked();
  });
});

test.describe('checkout accounts: aimswebPlus', () => {
  test('an organisation only; terms and number rules; an unknown number; AW-10001 moves on', async ({
    page,
    request,
  }) => {
    // 40 × $7.50 = $300, the minimum.
    await startCheckout(page, request, DISTRICT, [{ code: PRODUCTS.aimsweb.code, quantity: 40 }]);
    await expectStep(page, 'account');
    const personal = choice(page, /Maria Álvarez/);
    await expect(personal).toBeDisabled();
    await expect(personal).toHaveAccessibleDescription(
      'Your cart holds aimswebPlus products, which only organizational accounts can order.',
    );
    await expect(stepSection(page)).toContainText(
      'Your cart holds aimswebPlus products, which only organizational accounts can order.',
    );
    await expect(checkout(page).getByRole('navigation', { name: 'Checkout steps' })).toContainText(
      'aimswebPlus account',
    );

    await districtThroughUser(page, /Maria Álvarez/, 'aimsweb');
    await expect(stepHeading(page)).toHaveText('aimswebPlus account');
    const terms = stepSection(page).getByRole('checkbox', {
      name: 'I agree to the aimswebPlus Terms & conditions',
    });

    // An account of the organisation, terms unticked.
    await choice(page, /Riverside USD aimswebPlus \(AW-10001\)/).check();
    await continueButton(page).click();
    await expectFieldError(terms, 'This field is required.');
    await expectStep(page, 'aimsweb');

    // Another account: the number is required.
    await choice(page, 'Another aimswebPlus account').check();
    await terms.check();
    const number = stepSection(page).getByLabel('aimswebPlus account number');
    await continueButton(page).click();
    await expectFieldError(number, 'Please enter aimswebPlus account number');
    await expect(terms).toHaveAttribute('aria-invalid', 'false');
    await expectStep(page, 'aimsweb');

    await number.fill('AW-99999');
    await continueButton(page).click();
    await expectFieldError(
      number,
      'This aimswebPlus account is not found in Riverside Unified School District.',
    );
    await expect(number).toHaveValue('AW-99999');
    await expect(terms).toBeChecked();
    await expectStep(page, 'aimsweb');

    await number.fill('AW-10001');
    await continueTo(page, 'shipping-address');
    await onToSummary(page);
    await expect(reviewItem(page, 'account')).toHaveText(
      'Riverside Unified School District (1234)',
    );
    await expect(reviewItem(page, 'aimsweb')).toHaveText('Riverside USD aimswebPlus (AW-10001)');
  });
});

test.describe('checkout accounts: a step whose save fails', () => {
  const modes: readonly FaultMode[] = ['500', 'timeout', 'malformed', 'network'];
  for (const mode of modes) {
    test(`saving the account fails (${mode}): what was typed stays, the banner shows, the retry saves once`, async ({
      page,
      request,
    }) => {
      // A timeout needs the page's short request timeout (the demo host's query).
      await startCheckout(
        page,
        request,
        CLINICIAN,
        undefined,
        mode === 'timeout' ? '/store/checkout?timeoutMs=3000' : '/store/checkout',
      );
      const saves = watchSaves(page, 'customer-account');
      if (mode === 'network') await relayWithoutResend(page, 'customer-account');
      await addFault(request, { path: CUSTOMER_ACCOUNT_PUT, method: 'PUT', mode, times: 1 });
      await submitNotListed(page, '3690');
      await expect(stepSection(page).getByRole('alert')).toHaveText(SAVE_FAILED);
      await expect(continueButton(page)).toBeVisible();
      await expectStep(page, 'account');
      await expect(choice(page, 'Account not listed')).toBeChecked();
      await expect(accountNumberField(page)).toHaveValue('3690');
      await expect(notListedTerms(page)).toBeChecked();
      expect(saves).toHaveLength(1);

      await continueTo(page, 'qualified-user');
      await expect(stepSection(page).getByText(SAVE_FAILED)).toHaveCount(0);
      // One retry, with the first try's request id (the spec's); setting it again ends where once did.
      expect(saves).toHaveLength(2);
      expect(saves[1]).toBe(saves[0]);
      await expect(choice(page, /Noah Bennett/)).toBeChecked();
      await continueTo(page, 'shipping-address');
      await onToSummary(page);
      await expect(reviewItem(page, 'account')).toHaveText("Northfield Children's Hospital (3690)");
      expect(saves).toHaveLength(2);
    });
  }
});
