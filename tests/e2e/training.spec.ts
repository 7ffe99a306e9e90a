import type { Locator, Page } from '@playwright/test';
import { TIME_ZONE_BY_BASE_SITE } from '../../src/core/locale/site-time-zones';
import { addDays } from '../../src/rules/form/calendar-date';
import { earliestTrainingDate } from '../../src/rules/training/training-dates';
import { DANA, accountTrigger, signIn } from './account';
import { seriousViolations } from './axe';
import {
  PRODUCTS,
  acceptTermsToPayment,
  checkout,
  confirmation,
  seedVisitorCart,
  solveCaptcha,
  stepSection,
  walkToReview,
  placeOrderButton,
} from './checkout';
import { expect, test } from './fixtures';

/**
 * Online training (issue 11; spec sections 2, 3, 5, 6): a visitor is asked to sign in and comes
 * back; the training dialog's dates (typed and with the keyboard date picker) at exactly six weeks
 * and one day less, names, email and phone at their limits, participants added and removed; the
 * details in the cart, edited there; the confirmation's extra-processing note. Every other rule
 * boundary is in src/mocks/handlers/training-backend.test.ts and src/rules.
 */
const TRAINING = {
  code: 'A103000310010',
  name: 'WISC-V Online Training: Administration and Scoring (2 live sessions)',
};
const PRODUCT_PAGE = `/p/${TRAINING.code}`;

/** The first date the rules allow, on the US site's clock (what the dialog and the platform use). */
const EARLIEST = earliestTrainingDate({ timeZone: TIME_ZONE_BY_BASE_SITE.usassessments });
const DAY_BEFORE = addDays(EARLIEST, -1);

const MESSAGES = {
  dateTooSoon: 'Please choose a date at least 6 weeks from today',
  dateRequired: 'Please enter a preferred date',
  firstNameTooLong: 'First name can be no more than 60 characters.',
  emailTooLong: 'Email address can be no more than 64 characters. Please check and try again',
  phoneInvalid: 'Please enter a valid phone number for the selected country.',
  participantsRequired: 'Please add at least one participant',
};
const SIXTY = 'Abcdefghij'.repeat(6);
/** 64 characters: 52 + "@example.com". */
const EMAIL_64 = `${'a'.repeat(52)}@example.com`;

const addToCart = (page: Page) => page.locator('store-add-to-cart');
const cart = (page: Page) => page.locator('store-cart');
/** The add-to-cart button's own live region (the dialog has one of its own). */
const outcome = (widget: Locator) => widget.locator('[part="message"][role="status"]');
const trainingDialog = (root: Locator) =>
  root.getByRole('dialog', { name: 'Online training details' });
const group = (dialog: Locator, name: string) => dialog.getByRole('group', { name, exact: true });
const dateInput = (dialog: Locator, name: 'First preferred date' | 'Second preferred date') =>
  dialog.getByRole('textbox', { name, exact: true });

/** Contact details and one participant, all valid. */
async function fillValidPeople(dialog: Locator): Promise<void> {
  const contact = group(dialog, 'Contact details');
  await contact.getByLabel('First name').fill('Dana');
  await contact.getByLabel('Last name').fill('Whitfield');
  await contact.getByLabel('Email').fill('dana@example.com');
  await contact.getByLabel('Phone number').fill('(201) 555-0123');
  const first = group(dialog, 'Participant 1');
  await first.getByLabel('First name').fill("Ada-Marie O'Neil");
  await first.getByLabel('Last name').fill('Lovelace');
  await first.getByLabel('Email').fill('ada@example.com');
}

test('a visitor signs in from the training’s page, then adds it with typed dates and participants', async ({
  page,
  errors,
}) => {
  await page.goto(PRODUCT_PAGE);
  const widget = addToCart(page);
  await expect(widget.locator('[part="base"]')).toHaveAttribute('data-state', 'sign-in');
  await expect(widget).toContainText(
    'Sign in to add an online training: it needs preferred dates and participants.',
  );
  await widget.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`/en-us/login?returnTo=${encodeURIComponent(PRODUCT_PAGE)}`);
  await signIn(page);
  await expect(page).toHaveURL(PRODUCT_PAGE);
  await expect(accountTrigger(page)).toBeVisible();

  await widget.getByRole('button', { name: 'Add to cart' }).click();
  const dialog = trainingDialog(widget);
  await expect(dialog).toBeVisible();
  await expect(group(dialog, 'Contact details').getByLabel('Phone country')).toHaveValue('US');
  expect(await seriousViolations(page, ['store-add-to-cart'])).toEqual([]);

  // Nothing typed: every field says so, and focus goes to the first one.
  await group(dialog, 'Participant 1')
    .getByRole('button', { name: 'Remove participant 1' })
    .click();
  await expect(dialog.getByRole('status')).toHaveText('Participant 1 removed.');
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(dateInput(dialog, 'First preferred date')).toBeFocused();
  await expect(dateInput(dialog, 'First preferred date')).toHaveAccessibleDescription(
    `${MESSAGES.dateRequired} YYYY-MM-DD`,
  );
  await expect(dialog.getByText(MESSAGES.participantsRequired)).toBeVisible();

  // One day under six weeks, one character over each limit, a number no US phone has.
  await dateInput(dialog, 'First preferred date').fill(DAY_BEFORE);
  await dateInput(dialog, 'Second preferred date').fill(EARLIEST);
  await dialog.getByRole('button', { name: 'Add participant' }).click();
  await fillValidPeople(dialog);
  const contact = group(dialog, 'Contact details');
  await contact.getByLabel('First name').fill(`${SIXTY}a`);
  await contact.getByLabel('Last name').fill(SIXTY);
  await contact.getByLabel('Email').fill(`a${EMAIL_64}`);
  await contact.getByLabel('Phone number').fill('123-456-7890');
  const first = group(dialog, 'Participant 1');
  await first.getByLabel('Email').fill(EMAIL_64);
  await first.getByLabel('First name').fill(`${SIXTY}a`);
  await dialog.getByRole('button', { name: 'Add to cart' }).click();

  await expect(dateInput(dialog, 'First preferred date')).toBeFocused();
  await expect(group(dialog, 'Preferred dates').getByRole('alert')).toHaveText([
    MESSAGES.dateTooSoon,
  ]);
  await expect(contact.getByRole('alert')).toHaveText([
    MESSAGES.firstNameTooLong,
    MESSAGES.emailTooLong,
    MESSAGES.phoneInvalid,
  ]);
  await expect(first.getByRole('alert')).toHaveText([MESSAGES.firstNameTooLong]);

  // Exactly six weeks, 60 letters, 64 characters, a US number: accepted. Two more participants,
  // the third removed again.
  await dateInput(dialog, 'First preferred date').fill(EARLIEST);
  await dateInput(dialog, 'Second preferred date').fill(addDays(EARLIEST, 14));
  await contact.getByLabel('First name').fill(SIXTY);
  await contact.getByLabel('Email').fill(EMAIL_64);
  await contact.getByLabel('Phone number').fill('(201) 555-0123');
  await first.getByLabel('First name').fill(SIXTY);
  for (const number of [2, 3]) {
    await dialog.getByRole('button', { name: 'Add participant' }).click();
    await expect(dialog.getByRole('status')).toHaveText(`Participant ${number} added.`);
    const added = group(dialog, `Participant ${number}`);
    await added.getByLabel('First name').fill(`Person${'x'.repeat(number)}`);
    await added.getByLabel('Last name').fill('Jones');
    await added.getByLabel('Email').fill(`person${number}@example.com`);
  }
  await group(dialog, 'Participant 3')
    .getByRole('button', { name: 'Remove participant 3' })
    .click();
  await expect(group(dialog, 'Participant 3')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Add participant' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Add to cart' }).click();

  await expect(dialog).toBeHidden();
  await expect(outcome(widget)).toHaveText('Added to your cart');
  await page.goto('/cart');
  const entry = cart(page).locator(`[data-product-code="${TRAINING.code}"]`);
  const details = entry.locator('[data-training-details]');
  await expect(details).toContainText(`${SIXTY} ${SIXTY}, ${EMAIL_64}, +1 (201) 555-0123`);
  await expect(details.getByRole('listitem')).toHaveText([
    `${SIXTY} Lovelace (${EMAIL_64})`,
    'Personxx Jones (person2@example.com)',
  ]);
  expect(errors.pageErrors).toEqual([]);
});

test('in the cart the details are edited with the keyboard date picker, then the order needs extra processing', async ({
  page,
  request,
}) => {
  // A visitor's cart with a physical product; the shopper signs in on the training's page.
  await seedVisitorCart(page, request, [{ code: PRODUCTS.ppvtForms.code, quantity: 1 }]);
  await page.goto(PRODUCT_PAGE);
  await addToCart(page).getByRole('link', { name: 'Sign in' }).click();
  await signIn(page, DANA);
  await expect(page).toHaveURL(PRODUCT_PAGE);
  await addToCart(page).getByRole('button', { name: 'Add to cart' }).click();
  const adding = trainingDialog(addToCart(page));
  await dateInput(adding, 'First preferred date').fill(EARLIEST);
  await dateInput(adding, 'Second preferred date').fill(addDays(EARLIEST, 1));
  await fillValidPeople(adding);
  await adding.getByRole('button', { name: 'Add to cart' }).click();
  await expect(outcome(addToCart(page))).toHaveText('Added to your cart');

  await page.goto('/cart');
  const entry = cart(page).locator(`[data-product-code="${TRAINING.code}"]`);
  await entry
    .getByRole('button', { name: /^Edit training details\s*, WISC-V Online Training/ })
    .click();
  const dialog = trainingDialog(cart(page));
  await expect(dateInput(dialog, 'First preferred date')).toHaveValue(EARLIEST);

  // The picker opens on the typed date; the day before it is announced as unavailable and Enter
  // does not choose it; Escape closes the picker only.
  const opener = dialog.getByRole('button', { name: /^Choose date\s*, First preferred date$/ });
  await opener.click();
  const picker = cart(page).getByRole('dialog', { name: 'Choose date: First preferred date' });
  const grid = picker.getByRole('grid');
  await expect(grid.locator(`[data-date="${EARLIEST}"]`)).toBeFocused();
  await expect(grid.locator(`[data-date="${EARLIEST}"]`)).toHaveAttribute('aria-selected', 'true');
  expect(await seriousViolations(page, ['store-cart'])).toEqual([]);
  await page.keyboard.press('ArrowLeft');
  const dayBefore = grid.locator(`[data-date="${DAY_BEFORE}"]`);
  await expect(dayBefore).toBeFocused();
  await expect(dayBefore).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(picker).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(opener).toBeFocused();
  await expect(dateInput(dialog, 'First preferred date')).toHaveValue(EARLIEST);

  // A month later with Page Down (the heading follows), back with Page Up, then a week on and
  // the week's first day with Home: Enter chooses it and focus returns to the button.
  await opener.click();
  const heading = picker.getByRole('heading', { level: 3 });
  const month = await heading.textContent();
  await page.keyboard.press('PageDown');
  await expect(heading).not.toHaveText(month ?? '');
  await page.keyboard.press('PageUp');
  await expect(heading).toHaveText(month ?? '');
  await expect(grid.locator(`[data-date="${EARLIEST}"]`)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  const chosen = addDays(EARLIEST, 8);
  await expect(grid.locator(`[data-date="${chosen}"]`)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(dateInput(dialog, 'First preferred date')).toHaveValue(chosen);

  // The second date: exactly six weeks, chosen in the picker from the blank field.
  await dateInput(dialog, 'Second preferred date').fill('');
  await dialog.getByRole('button', { name: /^Choose date\s*, Second preferred date$/ }).click();
  const second = cart(page).getByRole('dialog', { name: 'Choose date: Second preferred date' });
  await expect(second.locator(`[data-date="${EARLIEST}"]`)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dateInput(dialog, 'Second preferred date')).toHaveValue(EARLIEST);
  await group(dialog, 'Contact details').getByLabel('First name').fill('Dee');
  await dialog.getByRole('button', { name: 'Save details' }).click();
  await expect(dialog).toBeHidden();
  const details = entry.locator('[data-training-details]');
  await expect(details).toContainText('Dee Whitfield');
  await expect(details.getByRole('definition').first()).toContainText(
    new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${chosen}T00:00:00Z`),
    ),
  );

  // Checkout: the summary lists the training's dates; the confirmation says it needs extra processing.
  await page.goto('/store/checkout');
  await expect(checkout(page).locator('[part="base"]')).toHaveAttribute('data-state', 'ready');
  await expect(
    checkout(page).locator(
      `.checkout-item[data-product-code="${TRAINING.code}"] [data-training-details]`,
    ),
  ).toContainText('1 participant');
  await walkToReview(page);
  await acceptTermsToPayment(page);
  await stepSection(page)
    .getByRole('radio', { name: /^Bank transfer/ })
    .check();
  await solveCaptcha(page);
  await placeOrderButton(page).click();
  const ordered = confirmation(page).locator(`[data-product-code="${TRAINING.code}"]`);
  await expect(ordered).toContainText(
    'This product needs extra processing before it is delivered. We will contact you about the next steps.',
  );
  await expect(
    confirmation(page).locator(
      `[data-product-code="${PRODUCTS.ppvtForms.code}"] .extra-processing`,
    ),
  ).toHaveCount(0);
});
