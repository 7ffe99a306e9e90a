import type { Locator, Page } from '@playwright/test';
import { signIn } from './account';
import { seriousViolations } from './axe';
import { CLINICIAN, DISTRICT } from './checkout';
import { addFault, expect, test, widgetsReady } from './fixtures';

/**
 * The address book (`<store-address-book>`, `<store-address-form-page>`) as shoppers use it: the
 * list with its defaults, set default, delete with its confirmation (a double click and a second
 * tab act once), add and edit with the checkout's form (rules at their boundaries, a suggestion
 * picked by keyboard, the verification dialog), a lost answer kept and retried, an organisation
 * without a billing address, unknown ids, the flag off and a visitor. Every link is followed.
 * The rule tables are unit tests (src/rules/address, src/mocks/handlers/address-book-backend.test.ts).
 */

const ACCOUNT = '/store/usassessments/en/my-account';
const BOOK = `${ACCOUNT}/addresses`;
const ADD_PATH = '/headless/ecommerce/v2/users/current/addresses';
const BOOK_API = /\/users\/current\/(orgUnits\/[^/]+\/)?addresses(\/[^/]+)?$/;

const book = (page: Page) => page.locator('store-address-book');
const formPage = (page: Page) => page.locator('store-address-form-page');
const state = (widget: Locator) => widget.locator('[part="base"]');
const card = (page: Page, street: string) =>
  book(page)
    .getByRole('listitem')
    .filter({ hasText: street })
    .filter({ has: page.getByRole('link', { name: 'Edit' }) });
const field = (page: Page, label: string) => formPage(page).getByLabel(label, { exact: true });
const street = (page: Page) =>
  formPage(page).getByRole('combobox', { name: 'Street address', exact: true });

/** Follows a link as a shopper does: the page it leads to answers 200 and has the heading. */
async function follow(page: Page, link: Locator, heading: string): Promise<void> {
  const href = (await link.getAttribute('href')) ?? '';
  const answered = page.waitForResponse(
    (response) =>
      response.request().isNavigationRequest() &&
      `${new URL(response.url()).pathname}${new URL(response.url()).search}` === href,
  );
  await link.click();
  expect((await answered).status()).toBe(200);
  await expect(page.locator('main h1').first()).toHaveText(heading);
}

/** Counts the address book's writes (POST, PUT, PATCH, DELETE) by method; not verifications. */
function countWrites(page: Page): Record<string, number> {
  const counts: Record<string, number> = {};
  page.on('request', (request) => {
    const method = request.method();
    const path = new URL(request.url()).pathname;
    if (method !== 'GET' && BOOK_API.test(path) && !path.endsWith('/verification')) {
      counts[method] = (counts[method] ?? 0) + 1;
    }
  });
  return counts;
}

async function openSignedIn(page: Page, path: string, shopper = CLINICIAN): Promise<void> {
  await page.goto(path);
  await widgetsReady(page);
  await signIn(page, shopper);
}

/** A field's message word for word, tied to the field. */
async function expectFieldError(control: Locator, message: string): Promise<void> {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(
    new RegExp(`^${message.replace(/[.()]/g, '\\$&')}`),
  );
}

test.describe('address book', () => {
  test.setTimeout(60_000);

  test('a visitor signs in; the list with its defaults; set default; delete with a confirmation, once; axe and keyboard', async ({
    page,
    context,
    errors,
  }) => {
    await page.goto(BOOK);
    await widgetsReady(page);
    await expect(state(book(page))).toHaveAttribute('data-state', 'signed-out');
    await expect(book(page)).toContainText('Please sign in to see your address book.');
    await follow(page, book(page).getByRole('link', { name: 'Sign in' }), 'Sign in');
    await signIn(page, CLINICIAN);
    await page.waitForURL(`**${BOOK}`);
    await expect(state(book(page))).toHaveAttribute('data-state', 'loaded');

    const home = card(page, '120 Maple Avenue');
    const office = card(page, '455 Market Street');
    await expect(home).toContainText(
      'Dana Whitfield 120 Maple Avenue Apt 4B Springfield, IL 62704 United States',
    );
    await expect(home.locator('.badge')).toHaveText([
      'Default shipping address',
      'Default billing address',
    ]);
    await expect(office.locator('.badge')).toHaveCount(0);
    await expect(home.getByRole('button', { name: /^Set as default/ })).toHaveCount(0);
    // Every action says which address it is for.
    await expect(office.getByRole('button', { name: 'Delete' })).toHaveAccessibleDescription(
      /^Dana Whitfield Whitfield Psychology 455 Market Street/,
    );
    expect(await seriousViolations(page, ['main'])).toEqual([]);

    // Set default billing, by keyboard.
    const writes = countWrites(page);
    await office.getByRole('button', { name: 'Set as default billing address' }).focus();
    await page.keyboard.press('Enter');
    await expect(book(page).getByRole('status').first()).toHaveText(
      'The default billing address was changed.',
    );
    await expect(office.locator('.badge')).toHaveText(['Default billing address']);
    await expect(home.locator('.badge')).toHaveText(['Default shipping address']);
    await office.getByRole('button', { name: 'Set as default shipping address' }).click();
    await expect(office.locator('.badge')).toHaveText([
      'Default shipping address',
      'Default billing address',
    ]);
    await expect(home.locator('.badge')).toHaveCount(0);
    expect(writes.PATCH).toBe(2);

    // A second tab deletes the home address first; this one's delete then finds it gone: done.
    const other = await context.newPage();
    await other.goto(BOOK);
    await expect(state(book(other))).toHaveAttribute('data-state', 'loaded');
    await card(other, '120 Maple Avenue').getByRole('button', { name: 'Delete' }).click();
    const otherDialog = book(other).getByRole('dialog', { name: 'Delete this address?' });
    await otherDialog.getByRole('button', { name: 'Delete address' }).click();
    await expect(book(other).getByRole('status').first()).toHaveText('The address was deleted.');
    await other.close();
    await page.bringToFront();

    // The confirmation: keyboard in, Escape out, nothing deleted.
    await home.getByRole('button', { name: 'Delete' }).focus();
    await page.keyboard.press('Enter');
    const dialog = book(page).getByRole('dialog', { name: 'Delete this address?' });
    await expect(dialog.locator('.dialog-text')).toHaveText(
      'This address will be removed from the address book:',
    );
    await expect(dialog.locator('.dialog-address')).toHaveText(
      'Dana Whitfield 120 Maple Avenue Apt 4B Springfield, IL 62704 United States',
    );
    await expect(dialog.getByRole('button', { name: 'Delete address' })).toBeFocused();
    expect(await seriousViolations(page, ['main'])).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(home.getByRole('button', { name: 'Delete' })).toBeFocused();
    // Deleted elsewhere already: a double click here is one request, and its 404 is "deleted".
    await page.keyboard.press('Enter');
    // Two clicks before the first answer (not a pointer dblclick: on a loaded machine its second
    // press can land on the page after the dialog closed and take the focus given to the list).
    await dialog.getByRole('button', { name: 'Delete address' }).evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    await expect(book(page).getByRole('status').first()).toHaveText('The address was deleted.');
    await expect(dialog).toBeHidden();
    await expect(book(page).getByRole('list', { name: 'Addresses' })).toBeFocused();
    expect(writes.DELETE).toBe(1);
    await expect(book(page).locator('[part="item"]')).toHaveCount(1);
    await expect(card(page, '455 Market Street')).toBeVisible();
    expect(errors.pageErrors).toEqual([]);
  });

  test("add and edit with the checkout's rules, a suggestion, the verification dialog; a lost answer kept and retried, once; axe and keyboard", async ({
    page,
    request,
    errors,
  }) => {
    await openSignedIn(page, BOOK);
    await expect(state(book(page))).toHaveAttribute('data-state', 'loaded');
    await follow(page, book(page).getByRole('link', { name: 'Add an address' }), 'Add an address');
    await expect(state(formPage(page))).toHaveAttribute('data-state', 'loaded');
    await expect(field(page, 'First name')).toHaveValue('Dana');
    await expect(field(page, 'Last name')).toHaveValue('Whitfield');
    expect(await seriousViolations(page, ['main'])).toEqual([]);

    // The checkout's rules at their boundaries.
    const long = (length: number) => `1 ${'A'.repeat(length - 2)}`;
    await street(page).fill(long(241));
    await field(page, 'Town/city').fill('B'.repeat(101));
    await field(page, 'State/region').selectOption('IL');
    await field(page, 'ZIP code').fill('1234');
    await formPage(page).getByRole('button', { name: 'Save address' }).click();
    await expectFieldError(street(page), 'Street address can be no more than 240 characters.');
    await expectFieldError(
      field(page, 'Town/city'),
      'Town/city can be no more than 100 characters.',
    );
    await expectFieldError(
      field(page, 'ZIP code'),
      'Please enter a 5-digit ZIP code (for example, 12345)',
    );
    await street(page).fill(long(240));
    await expect(street(page)).toHaveAttribute('aria-invalid', 'false');
    await field(page, 'Town/city').fill('B'.repeat(100));
    await expect(field(page, 'Town/city')).toHaveAttribute('aria-invalid', 'false');

    // A street suggestion, picked by keyboard, fills the address (a known place: verified as is).
    await street(page).fill('');
    await street(page).pressSequentially('downing');
    const suggestions = formPage(page).getByRole('listbox', { name: 'Address suggestions' });
    await expect(suggestions.getByRole('option')).toHaveText([
      '10 Downing Street, London, SW1A 2AA, United Kingdom',
    ]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(field(page, 'Country')).toHaveValue('GB');
    await expect(field(page, 'Town/city')).toHaveValue('London');
    await expect(field(page, 'Postal code')).toHaveValue('SW1A 2AA');

    // The answer is lost after the platform added it: the input stays, a retry finds it added.
    // Chromium would resend a request whose kept-alive connection dropped, so the add goes
    // through a relay that never resends: the page gets a network failure.
    const requestIds: string[] = [];
    await page.route(
      (url) => url.pathname === ADD_PATH,
      async (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        requestIds.push((await route.request().headerValue('X-Request-Id')) ?? '');
        try {
          await route.fulfill({ response: await route.fetch() });
        } catch {
          await route.abort('connectionreset');
        }
      },
    );
    await addFault(request, { path: ADD_PATH, method: 'POST', mode: 'lost', times: 1 });
    const writes = countWrites(page);
    await formPage(page).getByRole('button', { name: 'Save address' }).dblclick();
    await expect(formPage(page).getByRole('alert')).toHaveText(
      'Your address could not be saved. Please try again.',
    );
    await expect(street(page)).toHaveValue('10 Downing Street');
    await expect(field(page, 'First name')).toHaveValue('Dana');
    expect(writes.POST).toBe(1);
    await formPage(page).getByRole('button', { name: 'Save address' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${BOOK}`);
    await expect(book(page).getByRole('status').first()).toHaveText('The address was added.');
    await expect(book(page).locator('[part="item"]')).toHaveCount(3);
    await expect(card(page, '10 Downing Street')).toContainText('London SW1A 2AA United Kingdom');
    // The retry looked in the book first and found what the lost answer had added: no second
    // add (OCC would add it again), the address once.
    expect(requestIds).toHaveLength(1);
    await expect(
      book(page).locator('[part="item"]').filter({ hasText: '10 Downing Street' }),
    ).toHaveCount(1);

    // Edit: the near miss of a known place opens the verification's review dialog.
    await follow(
      page,
      card(page, '455 Market Street').getByRole('link', { name: 'Edit' }),
      'Edit an address',
    );
    await expect(street(page)).toHaveValue('455 Market Street');
    await expect(field(page, 'Organization (optional)')).toHaveValue('Whitfield Psychology');
    await street(page).fill('350 Fifth Ave');
    await field(page, 'Apartment, suite, unit (optional)').fill('');
    await field(page, 'Town/city').fill('New York');
    await field(page, 'State/region').selectOption('NY');
    await field(page, 'ZIP code').fill('10001');
    await formPage(page).getByRole('button', { name: 'Save address' }).click();
    const review = formPage(page).getByRole('dialog', { name: 'Check your address' });
    await expect(review).toContainText(
      'Suggested address Dana Whitfield Whitfield Psychology 350 Fifth Avenue New York, NY 10118',
    );
    expect(await seriousViolations(page, ['main'])).toEqual([]);
    await review.getByRole('button', { name: 'Use this address' }).first().click();
    await page.waitForURL(`**${BOOK}`);
    await expect(book(page).getByRole('status').first()).toHaveText('The address was saved.');
    await expect(card(page, '350 Fifth Avenue')).toContainText('New York, NY 10118');
    await expect(card(page, '455 Market Street')).toHaveCount(0);
    expect(writes.PUT).toBe(1);
    // The add whose answer was lost; its retry found the address and sent nothing.
    expect(writes.POST).toBe(1);
    expect(errors.pageErrors).toEqual([]);
  });

  test('an organisation without a billing address is flagged, its link adds one; unknown ids are not found', async ({
    page,
    errors,
  }) => {
    await openSignedIn(page, BOOK, DISTRICT);
    await expect(state(book(page))).toHaveAttribute('data-state', 'loaded');
    const books = book(page).getByRole('navigation', { name: 'Address books of your accounts' });
    await expect(books.getByRole('listitem')).toHaveText([
      'Maria Álvarez (personal account)',
      'Riverside Unified School District',
      'Riverside Assessment Center',
      'Riverside Early Learning Center (not valid for ordering)',
    ]);
    await follow(
      page,
      books.getByRole('link', { name: 'Riverside Early Learning Center' }),
      'Address book',
    );
    await expect(page).toHaveURL(/\?uuid=org-5678$/);
    await expect(book(page).getByRole('heading', { level: 2 })).toHaveText(
      'Riverside Early Learning Center',
    );
    await expect(book(page).locator('[part="notice"]')).toContainText(
      'Not valid for ordering: this account has no billing address.',
    );
    await expect(book(page)).toContainText('There are no addresses in this address book yet.');
    expect(await seriousViolations(page, ['main'])).toEqual([]);

    await follow(
      page,
      book(page).getByRole('link', { name: 'Add a billing address' }),
      'Add an address',
    );
    expect(new URL(page.url()).searchParams.get('unitName')).toBe(
      'Riverside Early Learning Center',
    );
    await expect(formPage(page).getByRole('heading', { level: 2 })).toHaveText(
      'Riverside Early Learning Center',
    );
    await expect(field(page, 'Organization (optional)')).toHaveValue(
      'Riverside Early Learning Center',
    );
    // Her name as the identity server has it.
    await expect(field(page, 'Last name')).toHaveValue('Álvarez');
    await field(page, 'Last name').fill('Alvarez');
    await street(page).fill('6000 Arlington Avenue');
    await field(page, 'Town/city').fill('Riverside');
    await field(page, 'State/region').selectOption('CA');
    await field(page, 'ZIP code').fill('92504');
    await formPage(page).getByRole('button', { name: 'Save address' }).click();
    await page.waitForURL(`**${BOOK}?uuid=org-5678`);
    await expect(book(page).getByRole('status').first()).toHaveText('The address was added.');
    await expect(book(page).locator('[part="notice"]')).toHaveCount(0);
    await expect(card(page, '6000 Arlington Avenue').locator('.badge')).toHaveText([
      'Default shipping address',
      'Default billing address',
    ]);
    await expect(books.getByRole('listitem').last()).toHaveText('Riverside Early Learning Center');

    // Unknown: an address id, an account that is not hers, a malformed id.
    await page.goto(`${BOOK}/edit-address/addr-1001-home`);
    await expect(state(formPage(page))).toHaveAttribute('data-state', 'not-found');
    await expect(formPage(page).getByRole('alert')).toHaveText(
      'We could not find this address. It may have been deleted.',
    );
    expect(await seriousViolations(page, ['main'])).toEqual([]);
    await follow(
      page,
      formPage(page).getByRole('link', { name: 'Back to the address book' }),
      'Address book',
    );
    await page.goto(`${BOOK}?uuid=org-2468`);
    await expect(state(book(page))).toHaveAttribute('data-state', 'not-found');
    await expect(book(page).getByRole('alert')).toHaveText('We could not find this address book.');
    await page.goto(`${BOOK}/edit-address/%3Cscript%3E`);
    await expect(state(formPage(page))).toHaveAttribute('data-state', 'not-found');
    expect(errors.pageErrors).toEqual([]);
  });

  test('the address-book flag off: not available, list and form', async ({ page, request }) => {
    const off = await request.post('/__mock/flags', {
      data: { values: { 'address-book': false } },
    });
    expect(off.ok()).toBe(true);
    await openSignedIn(page, `${BOOK}?mockFlags=0`);
    await expect(state(book(page))).toHaveAttribute('data-state', 'unavailable');
    await expect(book(page).getByRole('status').first()).toHaveText('This page is not available.');
    await page.goto(`${BOOK}/add-address?mockFlags=0`);
    await expect(state(formPage(page))).toHaveAttribute('data-state', 'unavailable');
    await expect(formPage(page).getByRole('textbox')).toHaveCount(0);
  });
});
