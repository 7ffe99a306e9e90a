import type { Locator, Page } from '@playwright/test';
import { accountMenu, DANA, signIn } from './account';
import { seriousViolations } from './axe';
import { expect, scriptRequests, test, widgetsReady } from './fixtures';

/**
 * The Payment Cards page (issue 12): a card added through the payment provider's hosted fields
 * (iframes of its own origin; our page never sees the number), made the default, and another
 * deleted after a confirmation and the step-up; a double click on each acts once.
 */
const PAGE = '/store/usassessments/en/my-account/payment-cards';

const widget = (page: Page) => page.locator('store-payment-cards');
const rows = (page: Page) =>
  widget(page).getByRole('table', { name: 'Your saved payment cards' }).locator('tbody tr');
const cardField = (page: Page, field: 'number' | 'expiry' | 'cvc') =>
  page.frameLocator(`store-payment-cards iframe.hosted-field-${field}`).getByRole('textbox');
const status = (page: Page) => widget(page).getByRole('status').first();

async function confirmItsYou(page: Page) {
  const dialog = accountMenu(page).getByRole('dialog', { name: 'Confirm it’s you' });
  await expect(dialog.getByLabel('Password')).toBeEditable();
  await dialog.getByLabel('Password').fill(DANA.password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

// Dana's seeded cards' holders and billing addresses (src/mocks/identity/payment-cards.ts), as the
// table's "Name on card" and "Billing address" cells read.
const DANA_HOLDER = 'Dana Whitfield';
const DANA_HOME = 'Dana Whitfield 120 Maple Avenue Apt 4B Springfield, IL 62704 United States';
const OFFICE_HOLDER = 'Danielle Whitfield';
const DANA_OFFICE =
  'Dana Whitfield Whitfield Psychology 455 Market Street Suite 300 San Francisco, CA 94105 United States';

async function expectRows(page: Page, expected: string[][]) {
  await expect(rows(page)).toHaveCount(expected.length);
  for (const [index, cells] of expected.entries()) {
    await expect(rows(page).nth(index).locator('th, td')).toHaveText(cells);
  }
}

/** The page's own writes to the cards (not the provider's calls). */
function watchCardWrites(page: Page) {
  const writes: { method: string; status: number; body: string }[] = [];
  page.on('requestfinished', async (request) => {
    const { pathname } = new URL(request.url());
    if (!/\/headless\/ecommerce\/v2\/users\/[^/]+\/paymentdetails/.test(pathname)) return;
    if (request.method() === 'GET') return;
    const response = await request.response();
    writes.push({
      method: request.method(),
      status: response?.status() ?? 0,
      body: request.postData() ?? '',
    });
  });
  return writes;
}

test('the list’s code comes with her answer to the step-up, not with the page', async ({
  page,
  errors,
}) => {
  const isListCode = (path: string) => /\/saved-cards\.js$/.test(path);
  await page.goto(PAGE);
  await widgetsReady(page);
  await signIn(page);
  await confirmItsYou(page);
  await expect(rows(page)).toHaveCount(2);

  // A returning shopper: the page opens on the step-up, as every read of the cards needs one.
  const scripts = scriptRequests(page);
  await page.reload();
  const dialog = accountMenu(page).getByRole('dialog', { name: 'Confirm it’s you' });
  await expect(dialog.getByLabel('Password')).toBeEditable();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter(isListCode)).toEqual([]);

  await dialog.getByLabel('Password').fill(DANA.password);
  await dialog.getByLabel('Password').press('Enter');
  await expect.poll(() => scripts.filter(isListCode)).toHaveLength(1);
  await expect(dialog).toBeHidden();
  await expect(rows(page)).toHaveCount(2);
  expect(errors.pageErrors).toEqual([]);
});

test('add a card in the hosted fields, make it the default, delete one with step-up; once each; axe', async ({
  page,
  errors,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const writes = watchCardWrites(page);
  // Everything the page sent to the store's own origin (the provider is on another).
  const ours = new URL(baseURL ?? 'http://localhost').origin;
  const pageRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin === ours)
      pageRequests.push(`${request.url()} ${request.postData() ?? ''}`);
  });
  await page.goto(PAGE);
  await widgetsReady(page);
  await signIn(page);
  await confirmItsYou(page);
  await expectRows(page, [
    ['Visa', 'ending in 4242', '08/2029', DANA_HOLDER, DANA_HOME, 'Default card', 'Delete'],
    [
      'Mastercard',
      'ending in 5100',
      '02/2028',
      OFFICE_HOLDER,
      DANA_OFFICE,
      'Set as default',
      'Delete',
    ],
  ]);
  expect(await seriousViolations(page, ['main'])).toEqual([]);

  // Add: the provider's fields, in frames of its own origin.
  await widget(page).getByRole('button', { name: 'Add a card' }).click();
  await expect(widget(page).getByRole('heading', { name: 'Add a card' })).toBeFocused();
  const frameSrc = await widget(page).locator('iframe.hosted-field-number').getAttribute('src');
  expect(new URL(frameSrc ?? '').origin).not.toBe(new URL(page.url()).origin);
  await cardField(page, 'number').fill('5555555555554444');
  await cardField(page, 'expiry').fill('12/30');
  await cardField(page, 'cvc').fill('123');
  expect(await seriousViolations(page, ['main'])).toEqual([]);
  // Two clicks before the first save answers. Not Playwright's dblclick: on a loaded machine its
  // second press can arrive after the save, on whatever is then under the pointer, and take the
  // focus that the page has just given back to "Add a card".
  await widget(page)
    .getByRole('button', { name: 'Save card' })
    .evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
  await expect(status(page)).toHaveText('Mastercard ending in 4444 was added.');
  await expectRows(page, [
    ['Visa', 'ending in 4242', '08/2029', DANA_HOLDER, DANA_HOME, 'Default card', 'Delete'],
    [
      'Mastercard',
      'ending in 5100',
      '02/2028',
      OFFICE_HOLDER,
      DANA_OFFICE,
      'Set as default',
      'Delete',
    ],
    ['Mastercard', 'ending in 4444', '12/2030', DANA_HOLDER, DANA_HOME, 'Set as default', 'Delete'],
  ]);
  await expect(widget(page).getByRole('button', { name: 'Add a card' })).toBeFocused();
  expect(writes.filter((w) => w.method === 'POST')).toHaveLength(1);
  // Only the provider's single-use token reached our platform, never the card's number; with it
  // the holder (the shopper's own names to start with) and the default billing address.
  expect(JSON.parse(writes[0]?.body ?? '')).toEqual({
    token: expect.stringMatching(/^tok_\w+$/),
    cardHolder: { firstName: 'Dana', lastName: 'Whitfield' },
    billingAddress: { use: 'book', addressId: 'addr-1001-home' },
  });
  for (const sent of pageRequests) expect(sent).not.toContain('5555555555554444');

  // Set as default.
  await widget(page)
    .getByRole('button', { name: 'Set as default: Mastercard ending in 4444' })
    .click();
  await expect(status(page)).toHaveText('Mastercard ending in 4444 is now your default card.');
  await expect(rows(page).nth(2).locator('td').nth(4)).toHaveText('Default card');
  await expect(rows(page).nth(0).locator('td').nth(4)).toHaveText('Set as default');

  // Delete: a confirmation, then the step-up; a double click deletes once.
  await widget(page).getByRole('button', { name: 'Delete Visa ending in 4242' }).click();
  const dialog = widget(page).getByRole('dialog', { name: 'Delete this card?' });
  await expect(dialog).toContainText(
    'Visa ending in 4242, expiring 08/2029, will be removed from your saved cards.',
  );
  await dialog.getByRole('button', { name: 'Delete card' }).dblclick();
  await confirmItsYou(page);
  await expect(dialog).toBeHidden();
  await expect(status(page)).toHaveText('Visa ending in 4242 was deleted.');
  await expectRows(page, [
    [
      'Mastercard',
      'ending in 5100',
      '02/2028',
      OFFICE_HOLDER,
      DANA_OFFICE,
      'Set as default',
      'Delete',
    ],
    ['Mastercard', 'ending in 4444', '12/2030', DANA_HOLDER, DANA_HOME, 'Default card', 'Delete'],
  ]);
  const deletes = writes.filter((w) => w.method === 'DELETE');
  expect(deletes.map((w) => w.status)).toEqual([401, 200]);
  expect(writes.filter((w) => w.method === 'PATCH')).toHaveLength(1);

  // The platform kept it all: read again (after another confirmation).
  await page.reload();
  await widgetsReady(page);
  await confirmItsYou(page);
  await expectRows(page, [
    [
      'Mastercard',
      'ending in 5100',
      '02/2028',
      OFFICE_HOLDER,
      DANA_OFFICE,
      'Set as default',
      'Delete',
    ],
    ['Mastercard', 'ending in 4444', '12/2030', DANA_HOLDER, DANA_HOME, 'Default card', 'Delete'],
  ]);

  // The page's link leads to a working page.
  await widget(page).getByRole('link', { name: 'Back to My account' }).click();
  await expect(page.locator('main h1').first()).toHaveText('My account');
  expect(errors.pageErrors).toEqual([]);
});

const addForm = (page: Page) => widget(page).getByRole('region', { name: 'Add a card' });
const billing = (page: Page) => addForm(page).getByRole('group', { name: 'Billing address' });

async function openAddForm(page: Page) {
  await page.goto(PAGE);
  await widgetsReady(page);
  await signIn(page);
  await confirmItsYou(page);
  await expect(rows(page)).toHaveCount(2);
  await widget(page).getByRole('button', { name: 'Add a card' }).click();
  await expect(addForm(page).getByRole('heading', { name: 'Add a card' })).toBeFocused();
}

async function typeCard(page: Page, number: string) {
  await cardField(page, 'number').fill(number);
  await cardField(page, 'expiry').fill('11/31');
  await cardField(page, 'cvc').fill('123');
}

test('a card added with its holder and a billing address of the book shows them, after a reload too', async ({
  page,
  errors,
}) => {
  test.setTimeout(90_000);
  const writes = watchCardWrites(page);
  await openAddForm(page);
  const first = addForm(page).getByLabel('First name on card');
  const last = addForm(page).getByLabel('Last name on card');
  // The holder starts as the shopper's names; the billing address as their default one.
  await expect(first).toHaveValue('Dana');
  await expect(last).toHaveValue('Whitfield');
  const home = billing(page).getByRole('radio', { name: /120 Maple Avenue/ });
  const office = billing(page).getByRole('radio', { name: /455 Market Street/ });
  await expect(home).toBeChecked();
  await expect(home).toHaveAccessibleName(/Your default billing address/);
  await expect(billing(page).getByRole('radio', { name: 'A new address' })).not.toBeChecked();
  await typeCard(page, '5555555555554444');

  // The card holder rule, word for word, before anything is sent.
  await first.fill('');
  await last.fill('Whitfield 3rd');
  await addForm(page).getByRole('button', { name: 'Save card' }).click();
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expect(first).toHaveAccessibleDescription('Please enter first name');
  await expect(last).toHaveAccessibleDescription(
    'Last name can only contain letters a-z, hyphens, spaces and apostrophes.',
  );
  expect(writes).toEqual([]);

  // The names as the card prints them, billed to the office; saved with Enter in a name field.
  await first.fill('Jean-Luc');
  await last.fill('O’Brien');
  await office.check();
  expect(await seriousViolations(page, ['main'])).toEqual([]);
  await last.press('Enter');
  await expect(status(page)).toHaveText('Mastercard ending in 4444 was added.');
  const added = [
    'Mastercard',
    'ending in 4444',
    '11/2031',
    "Jean-Luc O'Brien",
    DANA_OFFICE,
    'Set as default',
    'Delete',
  ];
  await expect(rows(page).nth(2).locator('th, td')).toHaveText(added);
  expect(writes.map((write) => write.status)).toEqual([201]);
  expect(JSON.parse(writes[0]?.body ?? '')).toMatchObject({
    cardHolder: { firstName: 'Jean-Luc', lastName: "O'Brien" },
    billingAddress: { use: 'book', addressId: 'addr-1001-office' },
  });

  // The platform kept them: read again (after another confirmation).
  await page.reload();
  await widgetsReady(page);
  await confirmItsYou(page);
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).nth(2).locator('th, td')).toHaveText(added);
  expect(errors.pageErrors).toEqual([]);
});

test('a card billed to a new address keeps it, and the address joins the book when asked', async ({
  page,
  errors,
}) => {
  test.setTimeout(90_000);
  await openAddForm(page);
  await typeCard(page, '4242424242424242');
  // Save card without an address entered yet: the group says what is missing.
  await billing(page).getByRole('radio', { name: 'A new address' }).check();
  await addForm(page).getByRole('button', { name: 'Save card' }).click();
  await expect(billing(page).getByRole('alert')).toHaveText(
    'Please choose a billing address, or enter a new one and select Use this address.',
  );
  const address = (label: string): Locator => billing(page).getByLabel(label, { exact: true });
  await address('First name').fill('Dana');
  await address('Last name').fill('Whitfield');
  await billing(page)
    .getByRole('combobox', { name: 'Street address', exact: true })
    .fill('77 Lakeview Road');
  await address('Town/city').fill('Madison');
  await address('State/region').selectOption('WI');
  await address('ZIP code').fill('53703');
  await address('Save to my address book').check();
  await billing(page).getByRole('button', { name: 'Use this address' }).click();
  await expect(billing(page).getByRole('radio', { name: /A new address/ })).toHaveAccessibleName(
    /77 Lakeview Road/,
  );
  await expect(billing(page).getByRole('alert')).toHaveCount(0);
  await addForm(page).getByRole('button', { name: 'Save card' }).click();
  await expect(status(page)).toHaveText('Visa ending in 4242 was added.');
  const lakeview = 'Dana Whitfield 77 Lakeview Road Madison, WI 53703 United States';
  await expect(rows(page).nth(2).locator('td').nth(3)).toHaveText(lakeview);

  // Kept after a reload; and the next card's choices include the address saved to the book.
  await page.reload();
  await widgetsReady(page);
  await confirmItsYou(page);
  await expect(rows(page).nth(2).locator('td').nth(3)).toHaveText(lakeview);
  await widget(page).getByRole('button', { name: 'Add a card' }).click();
  await expect(billing(page).getByRole('radio', { name: /77 Lakeview Road/ })).toBeVisible();
  expect(errors.pageErrors).toEqual([]);
});
