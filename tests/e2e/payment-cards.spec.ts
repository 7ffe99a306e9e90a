import type { Page } from '@playwright/test';
import { accountMenu, DANA, signIn } from './account';
import { seriousViolations } from './axe';
import { expect, test, widgetsReady } from './fixtures';

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
    if (!/\/headless\/ecommerce\/v2\/users\/[^/]+\/payment-cards/.test(pathname)) return;
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
    ['Visa', 'ending in 4242', '08/2029', 'Default card', 'Delete'],
    ['Mastercard', 'ending in 5100', '02/2028', 'Set as default', 'Delete'],
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
    ['Visa', 'ending in 4242', '08/2029', 'Default card', 'Delete'],
    ['Mastercard', 'ending in 5100', '02/2028', 'Set as default', 'Delete'],
    ['Mastercard', 'ending in 4444', '12/2030', 'Set as default', 'Delete'],
  ]);
  await expect(widget(page).getByRole('button', { name: 'Add a card' })).toBeFocused();
  expect(writes.filter((w) => w.method === 'POST')).toHaveLength(1);
  // Only the provider's single-use token reached our platform, never the card's number.
  expect(writes[0]?.body).toMatch(/^\{"token":"tok_\w+"\}$/);
  for (const sent of pageRequests) expect(sent).not.toContain('5555555555554444');

  // Set as default.
  await widget(page)
    .getByRole('button', { name: 'Set as default: Mastercard ending in 4444' })
    .click();
  await expect(status(page)).toHaveText('Mastercard ending in 4444 is now your default card.');
  await expect(rows(page).nth(2).locator('td').nth(2)).toHaveText('Default card');
  await expect(rows(page).nth(0).locator('td').nth(2)).toHaveText('Set as default');

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
    ['Mastercard', 'ending in 5100', '02/2028', 'Set as default', 'Delete'],
    ['Mastercard', 'ending in 4444', '12/2030', 'Default card', 'Delete'],
  ]);
  const deletes = writes.filter((w) => w.method === 'DELETE');
  expect(deletes.map((w) => w.status)).toEqual([401, 204]);
  expect(writes.filter((w) => w.method === 'PATCH')).toHaveLength(1);

  // The platform kept it all: read again (after another confirmation).
  await page.reload();
  await widgetsReady(page);
  await confirmItsYou(page);
  await expectRows(page, [
    ['Mastercard', 'ending in 5100', '02/2028', 'Set as default', 'Delete'],
    ['Mastercard', 'ending in 4444', '12/2030', 'Default card', 'Delete'],
  ]);

  // The page's link leads to a working page.
  await widget(page).getByRole('link', { name: 'Back to My account' }).click();
  await expect(page.locator('main h1').first()).toHaveText('My account');
  expect(errors.pageErrors).toEqual([]);
});
