import type { Locator, Page } from '@playwright/test';
import { accountMenu, accountTrigger, signIn } from './account';
import { seriousViolations } from './axe';
import {
  checkoutBase,
  CLINICIAN,
  continueTo,
  expectStep,
  PRODUCTS,
  seedVisitorCart,
  stepSection,
} from './checkout';
import { addFault, expect, test, widgetsReady } from './fixtures';

/**
 * Profile & Password (`<store-profile-details>`) and Preferences (`<store-preferences>`) as a
 * shopper uses them: a visitor asked to sign in; a password change failing each identity policy
 * (spec section 5, word for word), a server-only refusal, a wrong current password and a failure
 * kept with a retry, then succeeding, and the new password signing in; names by the rules floor's
 * rule, saved once, the initials following; an email change refused by the identity server (in
 * use), then confirmed by the link it sends; preferences saved once after a failure and still
 * there after a reload. Axe and keyboard on each page. Rule tables: src/rules, the
 * servers: src/mocks/handlers/profile-backend.test.ts.
 */
const ACCOUNT = '/store/usassessments/en/my-account';
const PROFILE = `${ACCOUNT}/profile-details`;
const PREFERENCES = `${ACCOUNT}/preferences`;
const AUTHENTICATE = '/auth/json/realms/root/realms/alpha/authenticate';
const IDENTITY_USER = '/auth/json/realms/root/realms/alpha/users/u-1001';
const NEW_PASSWORD = 'Bluebird!2027';

const profile = (page: Page) => page.locator('store-profile-details');
const preferences = (page: Page) => page.locator('store-preferences');
const state = (widget: Locator) => widget.locator('[part="base"]');
const field = (widget: Locator, label: string) => widget.getByLabel(label, { exact: true });

/** A field's messages word for word, tied to the field (its description starts with them). */
async function expectFieldError(control: Locator, message: string): Promise<void> {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(
    new RegExp(`^${message.replace(/[.()<>*+?^$[\]{}|\\]/g, '\\$&')}`),
  );
}

/** Counts requests of `method` whose path is `path`. */
function countCalls(page: Page, method: string, path: string): { count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) counter.count++;
  });
  return counter;
}

async function openSignedIn(page: Page, path: string, widget: Locator): Promise<void> {
  await page.goto(path);
  await widgetsReady(page);
  await expect(state(widget)).toHaveAttribute('data-state', 'signed-out');
  await signIn(page, CLINICIAN);
  await expect(state(widget)).toHaveAttribute('data-state', 'loaded');
}

test.describe('profile and preferences', () => {
  test.setTimeout(90_000);

  test('a visitor is asked to sign in; the password change fails each identity policy, then succeeds and the new password signs in; axe and keyboard', async ({
    page,
    request,
    errors,
  }) => {
    await page.goto(PROFILE);
    await widgetsReady(page);
    await expect(state(profile(page))).toHaveAttribute('data-state', 'signed-out');
    await expect(profile(page)).toContainText('Please sign in to see your profile.');
    await expect(profile(page).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/en-us/login?returnTo=${encodeURIComponent(PROFILE)}`,
    );
    await signIn(page, CLINICIAN);
    await expect(state(profile(page))).toHaveAttribute('data-state', 'loaded');
    const widget = profile(page);
    await expect(field(widget, 'First name')).toHaveValue('Dana');
    await expect(widget).toContainText('Your email address: clinician@example.com');
    expect(await seriousViolations(page, ['main'])).toEqual([]);

    // Keyboard: every control in order, from the names to the password's button.
    const current = field(widget, 'Current password');
    const next = field(widget, 'New password');
    const confirm = field(widget, 'Confirm new password');
    const change = widget.getByRole('button', { name: 'Change password' });
    await field(widget, 'First name').focus();
    for (const target of [
      field(widget, 'Last name'),
      widget.getByRole('button', { name: 'Save name' }),
      field(widget, 'New email address'),
      widget.getByRole('button', { name: 'Change email' }),
      current,
      next,
      confirm,
      change,
    ]) {
      await page.keyboard.press('Tab');
      await expect(target).toBeFocused();
    }

    // Nothing typed: both required, and focus goes to the first.
    await page.keyboard.press('Enter');
    await expectFieldError(current, 'Current password is required.');
    await expectFieldError(next, 'New password is required.');
    await expect(current).toBeFocused();

    const attempt = async (password: string, repeat = password) => {
      await next.fill(password);
      await confirm.fill(repeat);
      await change.click();
    };
    await current.fill(CLINICIAN.password);
    await attempt('abc');
    await expectFieldError(
      next,
      'New password must be at least 8 characters long. New password must contain at least 1 capital letters. New password must contain at least 1 numeric values.',
    );
    await expect(current).toHaveAttribute('aria-invalid', 'false');
    await attempt(`A1${'b'.repeat(63)}`);
    await expectFieldError(next, 'New password must be at most 64 characters long.');
    await attempt('Abcdefg1<');
    await expectFieldError(next, 'New password must not contain the characters <, >.');
    await attempt('Whitfield2026');
    await expectFieldError(next, 'New password must not contain: your last name.');
    await attempt(NEW_PASSWORD, 'Bluebird!2028');
    await expectFieldError(confirm, 'The new passwords do not match.');
    // Only the identity server knows the current password: the same again is refused there.
    const trees = countCalls(page, 'POST', AUTHENTICATE);
    await attempt(CLINICIAN.password);
    await expectFieldError(next, 'New password does not meet the requirements.');
    await current.fill('Wrong!2026');
    await attempt(NEW_PASSWORD);
    await expectFieldError(
      current,
      'Your current password is not correct. Please check it and try again.',
    );
    await expect(current).toBeFocused();

    // The identity server out of reach: what was typed stays, and trying again changes it once.
    await current.fill(CLINICIAN.password);
    await addFault(request, { path: AUTHENTICATE, method: 'POST', mode: '500', times: 1 });
    await attempt(NEW_PASSWORD);
    await expect(widget.getByRole('alert').filter({ hasText: 'could not' })).toHaveText(
      'Your password could not be changed. Please try again.',
    );
    await expect(current).toHaveValue(CLINICIAN.password);
    await expect(next).toHaveValue(NEW_PASSWORD);
    await change.dblclick();
    await expect(widget.getByRole('status').filter({ hasText: 'password' })).toHaveText(
      'Your password is changed. Use it the next time you sign in.',
    );
    await expect(next).toHaveValue('');
    // Two trees refused above, one wrong password, one fault, one change: two calls each.
    expect(trees.count).toBe(2 + 2 + 1 + 2);
    expect(await seriousViolations(page, ['main'])).toEqual([]);

    // Signed out, the old password no longer signs in; the new one does.
    await accountTrigger(page).click();
    await accountMenu(page).getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/en-us/login**');
    await widgetsReady(page);
    await signIn(page, CLINICIAN);
    await expect(
      accountMenu(page).getByText('The email or password is incorrect. Please try again.'),
    ).toBeVisible();
    const dialog = accountMenu(page).getByRole('dialog', { name: 'Sign in to your account' });
    await dialog.getByLabel('Password').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(accountTrigger(page)).toBeVisible();
    await page.goto(PROFILE);
    await expect(state(profile(page))).toHaveAttribute('data-state', 'loaded');
    expect(errors.pageErrors).toEqual([]);
  });

  test('a changed name reaches the header and the checkout, from the backend (after a reload)', async ({
    page,
    request,
  }) => {
    await seedVisitorCart(page, request, [{ code: PRODUCTS.ppvtForms.code, quantity: 1 }]);
    await openSignedIn(page, PROFILE, profile(page));
    const widget = profile(page);
    await field(widget, 'First name').fill('Danielle');
    await field(widget, 'Last name').fill('Whitfield-Ray');
    await widget.getByRole('button', { name: 'Save name' }).click();
    await expect(widget.getByRole('status').filter({ hasText: 'name' })).toHaveText(
      'Your name is saved.',
    );
    await page.reload();
    await expect(accountTrigger(page, 'Danielle Whitfield-Ray')).toHaveText(/DW/);
    // Issue 29: the checkout's personal account and qualified user are her, by her new name.
    await page.goto('/store/checkout');
    await expect(checkoutBase(page)).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
    await expectStep(page, 'account');
    await expect(stepSection(page)).toContainText('Danielle Whitfield-Ray');
    await expect(stepSection(page)).not.toContainText('Dana Whitfield');
    await continueTo(page, 'qualified-user');
    await expect(stepSection(page)).toContainText('Danielle Whitfield-Ray');
  });

  test('names by the name rule, saved once after a failure, the initials following; an email in use refused, then a change confirmed by its link', async ({
    page,
    request,
    errors,
  }) => {
    await openSignedIn(page, PROFILE, profile(page));
    const widget = profile(page);
    const first = field(widget, 'First name');
    const last = field(widget, 'Last name');
    const save = widget.getByRole('button', { name: 'Save name' });

    // A title is not a name (an accent is a letter: Zoë is a name).
    await first.fill('Dr. Zoë');
    await last.fill('');
    await save.click();
    await expectFieldError(
      first,
      'First name can only contain letters a-z, hyphens, spaces and apostrophes.',
    );
    await expectFieldError(last, 'Please enter last name');
    await first.fill('Danielle');
    await last.fill('O’Neil');
    const patches = countCalls(page, 'PATCH', IDENTITY_USER);
    await addFault(request, { path: IDENTITY_USER, method: 'PATCH', mode: '500', times: 1 });
    await save.click();
    await expect(widget.getByRole('alert').filter({ hasText: 'name' })).toHaveText(
      'Your name could not be saved. Please try again.',
    );
    await expect(first).toHaveValue('Danielle');
    await save.dblclick();
    await expect(widget.getByRole('status').filter({ hasText: 'name' })).toHaveText(
      'Your name is saved.',
    );
    expect(patches.count).toBe(2);
    await expect(accountTrigger(page, "Danielle O'Neil")).toHaveText(/DO/);

    // The email: the rule first, then what only the identity server knows.
    const email = field(widget, 'New email address');
    const changeEmail = widget.getByRole('button', { name: 'Change email' });
    await email.fill('dana@');
    await changeEmail.click();
    await expectFieldError(
      email,
      'Please enter a valid email address (for example, name@example.com)',
    );
    await email.fill('clinician@example.com');
    await changeEmail.click();
    await expectFieldError(email, 'This is already your email address.');
    await email.fill('teacher@example.com');
    await changeEmail.click();
    await expectFieldError(email, 'New email address must be unique.');
    await email.fill('dana.w@example.org');
    await changeEmail.dblclick();
    await expect(widget.getByRole('status').filter({ hasText: 'dana.w' })).toHaveText(
      'We sent a confirmation link to dana.w@example.org. Your email address changes when you follow that link.',
    );
    await expect(email).toHaveValue('');
    await page.reload();
    await expect(state(widget)).toHaveAttribute('data-state', 'loaded');
    await expect(widget.getByRole('status').filter({ hasText: 'dana.w' })).toHaveText(
      'Waiting for confirmation: dana.w@example.org. Follow the link we sent to that address.',
    );
    await expect(field(widget, 'First name')).toHaveValue('Danielle');
    await expect(field(widget, 'Last name')).toHaveValue("O'Neil");

    // The message the identity server sent: one, to the new address; its link confirms.
    const outbox = (await (await request.get('/__mock/identity/outbox')).json()) as {
      emails: { to: string; link: string }[];
    };
    expect(outbox.emails.map((sent) => sent.to)).toEqual(['dana.w@example.org']);
    await page.goto(outbox.emails[0]!.link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Email address confirmed');
    await page.goto(PROFILE);
    await expect(state(widget)).toHaveAttribute('data-state', 'loaded');
    await expect(widget).toContainText('Your email address: dana.w@example.org');
    expect(errors.pageErrors).toEqual([]);
  });

  test("a real address with an apostrophe and a two-part domain, o'brien@example.co.uk, is taken and saved (issue 29 item 5)", async ({
    page,
    request,
    errors,
  }) => {
    const address = "o'brien@example.co.uk";
    await openSignedIn(page, PROFILE, profile(page));
    const widget = profile(page);
    const email = field(widget, 'New email address');
    await email.fill(address);
    await widget.getByRole('button', { name: 'Change email' }).click();
    await expect(widget.getByRole('status').filter({ hasText: address })).toHaveText(
      `We sent a confirmation link to ${address}. Your email address changes when you follow that link.`,
    );
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await expect(widget).not.toContainText('Please enter a valid email address');

    const outbox = (await (await request.get('/__mock/identity/outbox')).json()) as {
      emails: { to: string; link: string }[];
    };
    expect(outbox.emails.map((sent) => sent.to)).toEqual([address]);
    await page.goto(outbox.emails[0]!.link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Email address confirmed');
    await page.goto(PROFILE);
    await expect(state(widget)).toHaveAttribute('data-state', 'loaded');
    await expect(widget).toContainText(`Your email address: ${address}`);
    expect(errors.pageErrors).toEqual([]);
  });

  test('preferences: a visitor asked to sign in; saved once after a failure and still there after a reload; axe and keyboard', async ({
    page,
    request,
    errors,
  }) => {
    await openSignedIn(page, PREFERENCES, preferences(page));
    const widget = preferences(page);
    const newsletter = widget.getByRole('checkbox', { name: 'News and special offers' });
    const training = widget.getByRole('checkbox', { name: 'Training, webinars and events' });
    const post = widget.getByRole('radio', { name: 'Post' });
    const site = field(widget, 'Your regional site');
    const language = field(widget, 'Language of our messages');
    await expect(newsletter).toBeChecked();
    await expect(training).not.toBeChecked();
    await expect(widget.getByRole('radio', { name: 'Email' })).toBeChecked();
    await expect(site).toHaveValue('en-us');
    expect(await seriousViolations(page, ['main'])).toEqual([]);

    // By keyboard: untick the newsletter, tick training, contact by post.
    await newsletter.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(training).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(widget.getByRole('radio', { name: 'Email' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(post).toBeChecked();
    await site.selectOption({ label: 'Canada (French)' });
    await language.selectOption({ label: 'French' });

    const saves = countCalls(page, 'PUT', '/headless/ecommerce/v2/users/current/preferences');
    await addFault(request, {
      path: '/headless/ecommerce/v2/users/current/preferences',
      method: 'PUT',
      mode: '500',
      times: 1,
    });
    const save = widget.getByRole('button', { name: 'Save preferences' });
    await save.click();
    await expect(widget.getByRole('alert')).toHaveText(
      'Your preferences could not be saved. Please try again.',
    );
    await expect(post).toBeChecked();
    await expect(site).toHaveValue('fr-ca');
    await save.dblclick();
    await expect(widget.getByRole('status').last()).toHaveText('Your preferences are saved.');
    expect(saves.count).toBe(2);

    await page.reload();
    await expect(state(widget)).toHaveAttribute('data-state', 'loaded');
    await expect(newsletter).not.toBeChecked();
    await expect(training).toBeChecked();
    await expect(post).toBeChecked();
    await expect(site).toHaveValue('fr-ca');
    await expect(language).toHaveValue('fr');
    expect(await seriousViolations(page, ['main'])).toEqual([]);

    // A visitor (signed out here) is asked to sign in, and nothing is shown.
    await accountTrigger(page).click();
    await accountMenu(page).getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/en-us/login**');
    await page.goto(PREFERENCES);
    await expect(state(widget)).toHaveAttribute('data-state', 'signed-out');
    await expect(widget).toContainText('Please sign in to see your preferences.');
    await expect(newsletter).toHaveCount(0);
    expect(errors.pageErrors).toEqual([]);
  });
});
