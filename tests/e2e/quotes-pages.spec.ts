import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { accountMenu, DANA, signIn } from './account';
import { seriousViolations } from './axe';
import {
  acceptTermsToPayment,
  checkout,
  choice,
  confirmation,
  continueTo,
  enterNewCard,
  expectStep,
  placeOrderButton,
  solveCaptcha,
  TEACHER,
} from './checkout';
import { addFault, expect, test, widgetsReady } from './fixtures';

/**
 * The quote pages (issue 11; spec section 2: /quotes, /quotes/{id}): the list (newest first,
 * states, paging in the address), one quote (entries, addresses, totals, expiration, the early
 * expiration notice), ordering it through the checkout until it shows ORDERED, an expired quote,
 * the PDF and its flag, the training-order error, "not found", the visitor, axe, and every link
 * the pages render followed. Seeds (src/mocks/db/seed-quotes.ts): the clinician's twelve quotes are
 * Q10000001 (expired), Q10000003 (ordered), Q10000005 (expires early: pricing update) and
 * Q10000007 to Q10000015 (active, made 9 to 1 days ago); Q10000002 is the district's.
 */

const ACCOUNT = '/store/usassessments/en/my-account';
const LIST = `${ACCOUNT}/quotes`;
const quotePage = (code: string) => `${LIST}/${code}`;

const list = (page: Page) => page.locator('store-quotes');
const details = (page: Page) => page.locator('store-quote-details');
const listBase = (page: Page) => list(page).locator('[part="base"]');
const detailsBase = (page: Page) => details(page).locator('[part="base"]');
const rowCodes = (page: Page) =>
  list(page)
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-quote-code')));
const signedIn = (page: Page) =>
  accountMenu(page).getByRole('button', { name: /Account menu for/ });

/** One labelled fact of the quote (the `dd` of the `dt` with this label). */
const fact = (root: Locator, label: string) =>
  root
    .locator('.order-fact')
    .filter({ has: root.page().locator('dt').getByText(label, { exact: true }) })
    .locator('dd');

async function signInOn(page: Page, path: string, user = DANA): Promise<void> {
  await page.goto(path);
  await widgetsReady(page);
  await signIn(page, user);
  await expect(signedIn(page)).toBeVisible();
}

/** Every link in the widget leads to a page (200 after redirects). */
async function followLinks(widget: Locator, request: APIRequestContext): Promise<string[]> {
  const hrefs = await widget
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  for (const href of hrefs) {
    const response = await request.get(href, { maxRedirects: 5 });
    expect(response.status(), href).toBe(200);
  }
  return hrefs;
}

test.describe('quote pages', () => {
  test('a visitor is asked to sign in on both pages and comes back to the list', async ({
    page,
    errors,
  }) => {
    await page.goto(quotePage('Q10000005'));
    await expect(detailsBase(page)).toHaveAttribute('data-state', 'signed-out');
    await expect(details(page)).toContainText('Please sign in to see this quote.');

    // The spec's root-level /quotes redirects to the account area's list.
    await page.goto('/quotes?page=2');
    await expect(page).toHaveURL(`${LIST}?page=2`);
    await expect(listBase(page)).toHaveAttribute('data-state', 'signed-out');
    await expect(list(page)).toContainText('Please sign in to see your quotes.');
    await list(page).getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`/en-us/login?returnTo=${encodeURIComponent(`${LIST}?page=2`)}`);
    await widgetsReady(page);
    await signIn(page);
    await expect(page).toHaveURL(`${LIST}?page=2`);
    await expect(listBase(page)).toHaveAttribute('data-state', 'loaded');
    expect(await rowCodes(page)).toEqual(['Q10000003', 'Q10000001']);
    expect(errors.pageErrors).toEqual([]);
  });

  test('the list: newest first with states, ten to a page, the page in the address; a failed read; axe and links', async ({
    page,
    request,
    errors,
  }) => {
    await signInOn(page, LIST);
    await expect(listBase(page)).toHaveAttribute('data-state', 'loaded');
    const first = [
      'Q10000015',
      'Q10000014',
      'Q10000013',
      'Q10000012',
      'Q10000011',
      'Q10000010',
      'Q10000009',
      'Q10000008',
      'Q10000007',
      'Q10000005',
    ];
    expect(await rowCodes(page)).toEqual(first);
    const row = (code: string) => list(page).locator(`tr[data-quote-code="${code}"]`);
    await expect(row('Q10000015').locator('td').last()).toHaveText('Active');
    // The early one says so next to its expiration day.
    await expect(row('Q10000005')).toContainText('(early)');
    await expect(row('Q10000007')).not.toContainText('(early)');
    await expect(list(page).getByRole('navigation', { name: 'Quote pages' })).toContainText(
      'Quotes 1 to 10 of 12',
    );
    await expect(list(page)).toContainText('Page 1 of 2');
    await expect(list(page).getByRole('link', { name: 'Previous page' })).toHaveCount(0);
    expect(await seriousViolations(page, ['store-quotes'])).toEqual([]);
    const links = await followLinks(list(page), request);
    expect(links).toEqual(expect.arrayContaining([quotePage('Q10000015'), `${LIST}?page=2`]));

    await list(page).getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(`${LIST}?page=2`);
    await expect.poll(() => rowCodes(page)).toEqual(['Q10000003', 'Q10000001']);
    await expect(row('Q10000003').locator('td').last()).toHaveText('Ordered');
    await expect(row('Q10000001').locator('td').last()).toHaveText('Expired');
    // The link pressed is gone on the last page: the position line has the focus.
    await expect(list(page).getByText('Quotes 11 to 12 of 12')).toBeFocused();
    await expect(list(page).getByRole('link', { name: 'Next page' })).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(LIST);
    await expect.poll(() => rowCodes(page)).toEqual(first);
    await page.goForward();
    await expect.poll(() => rowCodes(page)).toEqual(['Q10000003', 'Q10000001']);
    await page.reload();
    await expect(listBase(page)).toHaveAttribute('data-state', 'loaded');
    expect(await rowCodes(page)).toEqual(['Q10000003', 'Q10000001']);
    // A page past the end (an old bookmark) shows the last one.
    await page.goto(`${LIST}?page=7`);
    await expect(page).toHaveURL(`${LIST}?page=2`);
    await expect.poll(() => rowCodes(page)).toEqual(['Q10000003', 'Q10000001']);

    // The platform fails: a clear message, and "Try again" brings the list.
    await addFault(request, {
      path: '/headless/ecommerce/v2/users/current/quotes',
      mode: '500',
      times: 1,
    });
    await page.goto(LIST);
    await expect(listBase(page)).toHaveAttribute('data-state', 'error');
    await expect(list(page).getByRole('alert')).toHaveText(
      "We couldn't load your quotes. Check your connection and try again.",
    );
    await list(page).getByRole('button', { name: 'Try again' }).click();
    await expect(listBase(page)).toHaveAttribute('data-state', 'loaded');
    expect(await rowCodes(page)).toEqual(first);
    expect(errors.pageErrors).toEqual([]);
  });

  test('a shopper without quotes is told so and pointed to the cart', async ({ page, request }) => {
    await signInOn(page, LIST, TEACHER);
    await expect(listBase(page)).toHaveAttribute('data-state', 'empty');
    await expect(list(page)).toContainText(
      'You have no quotes yet. You can create a quote from your cart.',
    );
    expect(await followLinks(list(page), request)).toEqual(['/cart']);
  });
});
