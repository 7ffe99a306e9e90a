import type { Locator, Page } from '@playwright/test';
import { accountTrigger, signIn } from './account';
import { seriousViolations } from './axe';
import { expect, test, widgetsReady } from './fixtures';

/**
 * The Accounts page (issue 12): the shopper's personal and organisational accounts with their
 * customer account numbers and linked Q-global and aimswebPlus accounts, and the transfer of a
 * Q-global account's ownership by its owner (spec section 6); a non-owner sees no transfer.
 */
const PAGE = '/store/usassessments/en/my-account/accounts';
const DISTRICT = { username: 'district@example.com', password: 'District!2026' };

const widget = (page: Page) => page.locator('store-accounts');
const state = (page: Page) => widget(page).locator('[part="base"]');
const account = (page: Page, name: string) =>
  widget(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) });
const qglobal = (card: Locator, number: string) =>
  card.locator('li.qglobal').filter({ hasText: number });
const transferButton = (page: Page, number: string) =>
  widget(page).getByRole('button', { name: `Transfer ownership of ${number}` });

test('accounts with their numbers; the owner transfers Q-global ownership once; others see no transfer; axe', async ({
  page,
  errors,
}) => {
  test.setTimeout(90_000);
  const transfers: number[] = [];
  page.on('requestfinished', async (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/owner'))
      transfers.push((await request.response())?.status() ?? 0);
  });

  // A visitor is asked to sign in (the account page shell), then sees their accounts.
  await page.goto(PAGE);
  await widgetsReady(page);
  await expect(state(page)).toHaveAttribute('data-state', 'signed-out');
  await expect(widget(page).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    `/en-us/login?returnTo=${encodeURIComponent(PAGE)}`,
  );
  await signIn(page, DISTRICT);
  await expect(accountTrigger(page, 'Maria Álvarez')).toBeVisible();
  await expect(state(page)).toHaveAttribute('data-state', 'loaded');

  await expect(widget(page).getByRole('heading', { level: 2 })).toHaveText([
    'Maria Álvarez',
    'Riverside Unified School District',
    'Riverside Assessment Center',
    'Riverside Early Learning Center',
  ]);
  const personal = account(page, 'Maria Álvarez');
  await expect(personal.locator('.account-type')).toHaveText('Personal account');
  await expect(personal.locator('dd')).toHaveText(['None (personal account)', 'None', 'None']);
  const district = account(page, 'Riverside Unified School District');
  await expect(district.locator('.customer-number')).toHaveText('1234');
  await expect(qglobal(district, 'QG-200481').locator('.owner')).toHaveText(
    'Owner: Maria Álvarez (you)',
  );
  await expect(qglobal(district, 'QG-700100').locator('.owner')).toHaveText(
    'Owner: Priya Natarajan',
  );
  await expect(district.getByRole('list', { name: 'aimswebPlus accounts' })).toHaveText(
    /AW-10001\s*AW-10002/,
  );
  const center = account(page, 'Riverside Assessment Center');
  await expect(center.locator('.customer-number')).toHaveText('4321');
  await expect(qglobal(center, 'QG-204321').locator('.owner')).toHaveText('Owner: Priya Natarajan');
  await expect(account(page, 'Riverside Early Learning Center')).toContainText(
    'Not valid for ordering: this account has no billing address.',
  );
  // Only the owner's account can be transferred: one button on the page.
  await expect(widget(page).getByRole('button', { name: /^Transfer ownership/ })).toHaveCount(1);
  await expect(transferButton(page, 'QG-200481')).toBeVisible();
  expect(await seriousViolations(page, ['main'])).toEqual([]);

  // The dialog: choose, confirm; a double click transfers once.
  await transferButton(page, 'QG-200481').click();
  const dialog = widget(page).getByRole('dialog', { name: 'Transfer ownership of QG-200481' });
  await expect(dialog.getByRole('radio')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose the new owner.');
  await dialog.getByRole('radio', { name: /Priya Natarajan/ }).check();
  expect(await seriousViolations(page, ['main'])).toEqual([]);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toContainText(
    'Transfer ownership of QG-200481 to Priya Natarajan? You will no longer be its owner and cannot undo this yourself.',
  );
  await dialog.getByRole('button', { name: 'Transfer ownership' }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(widget(page).getByRole('status').first()).toHaveText(
    'Ownership of QG-200481 was transferred to Priya Natarajan.',
  );
  expect(transfers).toEqual([200]);
  // No longer the owner: no transfer anywhere, and focus is back in the list.
  await expect(qglobal(district, 'QG-200481').locator('.owner')).toHaveText(
    'Owner: Priya Natarajan',
  );
  await expect(widget(page).getByRole('button', { name: /^Transfer ownership/ })).toHaveCount(0);
  await expect(widget(page).getByRole('list', { name: 'Your accounts' })).toBeFocused();

  // The platform kept it.
  await page.reload();
  await widgetsReady(page);
  await expect(state(page)).toHaveAttribute('data-state', 'loaded');
  await expect(
    qglobal(account(page, 'Riverside Unified School District'), 'QG-200481').locator('.owner'),
  ).toHaveText('Owner: Priya Natarajan');
  await expect(widget(page).getByRole('button', { name: /^Transfer ownership/ })).toHaveCount(0);

  // The page's link leads to a working page.
  await widget(page).getByRole('link', { name: 'Back to My account' }).click();
  await expect(page.locator('main h1').first()).toHaveText('My account');
  expect(errors.pageErrors).toEqual([]);
});
