import type { Locator, Page, Route } from '@playwright/test';
import { TIME_ZONE_BY_BASE_SITE } from '../../src/core/locale/site-time-zones';
import { addDays } from '../../src/rules/form/calendar-date';
import { earliestTrainingDate } from '../../src/rules/training/training-dates';
import { accountTrigger, signIn } from './account';
import { expect, scriptRequests, test } from './fixtures';

/**
 * Issue 31: the training dialog's rules carry the phone metadata (libphonenumber-js "min", 29 kB
 * gzip). The dialog opens without them (its country picker reads a table of calling codes) and
 * loads them when the shopper starts on the form; a submit awaits them, so it checks what it
 * always did however slow they are; a load that keeps failing says so and keeps what was typed,
 * and the next submit loads them again. The rules themselves: src/rules/phone.
 */
const PRODUCT_PAGE = '/p/A103000310010';
const EARLIEST = earliestTrainingDate({ timeZone: TIME_ZONE_BY_BASE_SITE.usassessments });
const TOO_SHORT = 'This phone number is too short for the selected country.';
const DATE_REQUIRED = 'Please enter a preferred date';
const PART_NOTICE = 'This part could not be loaded. Check your connection and try again.';

const PHONE_METADATA = /\/phone-metadata\.js$/;
/** The rules' own chunk (not `training-details-summary.js`). */
const TRAINING_RULES = (url: URL) => /\/training-details\.js$/.test(url.pathname);

const widget = (page: Page) => page.locator('store-add-to-cart');
const dialogOf = (page: Page) =>
  widget(page).getByRole('dialog', { name: 'Online training details' });
const group = (dialog: Locator, name: string) => dialog.getByRole('group', { name, exact: true });

/** Dana, signed in, with the training dialog open. */
async function openDialog(page: Page): Promise<Locator> {
  await page.goto(PRODUCT_PAGE);
  await signIn(page);
  await expect(accountTrigger(page)).toBeVisible();
  await widget(page).getByRole('button', { name: 'Add to cart' }).click();
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Everything valid but the phone, which is too short for the US. */
async function fillAllButPhone(dialog: Locator): Promise<void> {
  await group(dialog, 'Preferred dates').getByLabel('First preferred date').fill(EARLIEST);
  await group(dialog, 'Preferred dates')
    .getByLabel('Second preferred date')
    .fill(addDays(EARLIEST, 7));
  const contact = group(dialog, 'Contact details');
  await contact.getByLabel('First name').fill('Dana');
  await contact.getByLabel('Last name').fill('Whitfield');
  await contact.getByLabel('Email').fill('dana@example.com');
  await contact.getByLabel('Phone number').fill('555');
  const first = group(dialog, 'Participant 1');
  await first.getByLabel('First name').fill('Ada');
  await first.getByLabel('Last name').fill('Lovelace');
  await first.getByLabel('Email').fill('ada@example.com');
}

test.describe('the training dialog’s phone rules, loaded when the shopper starts on the form', () => {
  test.setTimeout(60_000);

  test('the dialog opens without the phone metadata; the first input loads it, once', async ({
    page,
    errors,
  }) => {
    const scripts = scriptRequests(page);
    const dialog = await openDialog(page);
    const country = group(dialog, 'Contact details').getByLabel('Phone country');
    await expect(country).toHaveValue('US');
    await expect(country.locator('option:checked')).toHaveText('United States (+1)');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => PHONE_METADATA.test(s))).toEqual([]);

    await group(dialog, 'Contact details').getByLabel('First name').fill('Dana');
    await expect.poll(() => scripts.filter((s) => PHONE_METADATA.test(s))).toHaveLength(1);
    await group(dialog, 'Contact details').getByLabel('Phone number').fill('555');
    await dialog.getByRole('button', { name: 'Add to cart' }).click();
    await expect(group(dialog, 'Contact details').getByRole('alert')).toContainText([TOO_SHORT]);
    expect(scripts.filter((s) => PHONE_METADATA.test(s))).toHaveLength(1);
    expect(errors.pageErrors).toEqual([]);
  });

  test('a slow load: the submit waits for the rules and checks the phone as always', async ({
    page,
  }) => {
    // Two seconds for the metadata: the submit below comes long before it.
    await page.route(PHONE_METADATA, async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    const dialog = await openDialog(page);
    await fillAllButPhone(dialog);
    await dialog.getByRole('button', { name: 'Add to cart' }).click();
    const phone = group(dialog, 'Contact details').getByLabel('Phone number');
    await expect(phone).toHaveAccessibleDescription(TOO_SHORT);
    await expect(phone).toBeFocused();

    await phone.fill('(201) 555-0123');
    await dialog.getByRole('button', { name: 'Add to cart' }).click();
    await expect(dialog).toBeHidden();
    await expect(widget(page).locator('[part="message"][role="status"]')).toHaveText(
      'Added to your cart',
    );
  });

  test('rules that keep failing to load: the form says so and keeps what was typed; the next submit loads them', async ({
    page,
    errors,
  }) => {
    const asked: string[] = [];
    await page.route(TRAINING_RULES, (route) => {
      asked.push(route.request().url());
      return route.fulfill({ status: 500, body: '' });
    });
    const dialog = await openDialog(page);
    const contact = group(dialog, 'Contact details');
    await contact.getByLabel('First name').fill('Dana');
    await contact.getByLabel('Phone number').fill('555');
    await dialog.getByRole('button', { name: 'Add to cart' }).click();
    // The first load and its two retries (after 1 s and 3 s more), then the notice.
    await expect(dialog.getByRole('alert').filter({ hasText: PART_NOTICE })).toBeVisible({
      timeout: 15_000,
    });
    expect(asked).toHaveLength(3);
    await expect(contact.getByLabel('First name')).toHaveValue('Dana');
    await expect(contact.getByLabel('Phone number')).toHaveValue('555');

    await page.unroute(TRAINING_RULES);
    await dialog.getByRole('button', { name: 'Add to cart' }).click();
    await expect(
      group(dialog, 'Preferred dates').getByLabel('First preferred date'),
    ).toHaveAccessibleDescription(`${DATE_REQUIRED} YYYY-MM-DD`);
    await expect(contact.getByLabel('Phone number')).toHaveAccessibleDescription(TOO_SHORT);
    await expect(dialog.getByRole('alert').filter({ hasText: PART_NOTICE })).toHaveCount(0);
    expect(errors.pageErrors).toEqual([]);
  });
});
