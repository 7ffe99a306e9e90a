import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { accountMenu, DANA, signIn } from './account';
import { seriousViolations } from './axe';
import {
  acceptTermsToPayment,
  aside,
  checkout,
  confirmation,
  continueTo,
  enterNewCard,
  expectStep,
  placeOrderButton,
  solveCaptcha,
  TEACHER,
} from './checkout';
import { addFault, expect, recordEventsAcrossPages, test, widgetsReady } from './fixtures';

/**
 * The quote pages (issue 11; spec section 2: /quotes, /quotes/{id}): the list (newest first,
 * states, paging in the address), one quote (entries, addresses, totals, expiration, the early
 * expiration notice), ordering it through the checkout until it shows ORDERED, an expired quote,
 * the PDF and its flag, the training-order error, "not found", the visitor, axe, and every link
 * the pages render followed. Seeds (src/mocks/db/seed-quotes.ts): the clinician's twelve quotes are
 * Q10000001 (expired), Q10000003 (ordered), Q10000005 (expires early: pricing update) and
 * Q10000007 to Q10000015 (active, made 9 to 1 days ago; Q10000008 with an online training);
 * Q10000002 is the district's.
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
  test('a visitor is asked to sign in on both pages and comes back to the list (none yet: the cart)', async ({
    page,
    request,
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
    await signIn(page, TEACHER);
    await expect(page).toHaveURL(`${LIST}?page=2`);
    // The teacher has no quotes: told so, and pointed to the cart.
    await expect(listBase(page)).toHaveAttribute('data-state', 'empty');
    await expect(list(page)).toContainText(
      'You have no quotes yet. You can create a quote from your cart.',
    );
    // The cart, and the shell's way back to My account.
    expect(await followLinks(list(page), request)).toEqual(['/cart', ACCOUNT]);
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

  test('an active quote: its details, the PDF, then ordered through the checkout it shows ORDERED', async ({
    page,
    request,
    errors,
  }) => {
    test.setTimeout(90_000);
    const cartEvents = await recordEventsAcrossPages(page, 'store-cart-updated');
    await signInOn(page, quotePage('Q10000005'));
    await expect(detailsBase(page)).toHaveAttribute('data-state', 'loaded');
    await expect(detailsBase(page)).toHaveAttribute('data-quote-state', 'ACTIVE');
    const quote = details(page).locator('article.quote');
    await expect(quote.getByRole('heading', { name: 'Quote Q10000005' })).toBeVisible();
    // The early expiration notice, and the same last day among the facts.
    const notice = quote.getByRole('region', { name: 'This quote expires early' });
    await expect(notice).toContainText('Our prices change on');
    const lastDay = (await fact(quote, 'Valid until').textContent()) ?? '';
    expect(lastDay).toMatch(
      /^[A-Z][a-z]+ \d{1,2}, \d{4}, end of day \(Central (Standard|Daylight) Time\)$/,
    );
    await expect(notice).toContainText(`until the end of ${lastDay.split(', end of day')[0]}`);
    await expect(fact(quote, 'Status')).toHaveText('Active');
    await expect(fact(quote, 'Customer account')).toHaveText('Dana Whitfield');
    await expect(fact(quote, 'Shipping address')).toContainText('120 Maple Avenue');
    await expect(fact(quote, 'Billing address')).toContainText('Springfield, IL 62704');
    await expect(fact(quote, 'Shipping method')).toHaveText('Ground (10-15 business days)');
    const products = quote.getByRole('region', { name: 'Quoted products' }).locator('li');
    await expect(products).toHaveCount(2);
    await expect(products.first()).toContainText('PPVT-5 Form A Record Forms (pack of 25)');
    await expect(products.first()).toContainText('Quantity2');
    const total = quote.locator('.totals-total dd');
    await expect(total).toHaveText('$272.42');
    expect(await seriousViolations(page, ['store-quote-details'])).toEqual([]);
    await followLinks(details(page), request);

    // The PDF: a real one, named after the quote, with its number in it.
    const downloading = page.waitForEvent('download');
    await details(page).getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('quote-Q10000005.pdf');
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('Q10000005');
    await expect(details(page).getByRole('status').filter({ hasText: 'PDF' })).toHaveText(
      'Quote Q10000005 is downloaded as a PDF.',
    );

    // Order it (a double click makes one cart): the checkout has the quote's products, prices
    // and choices.
    const cartPosts: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().includes('/quotes/Q10000005/action')) {
        cartPosts.push(sent.headers()['x-request-id'] ?? '');
      }
    });
    await details(page).getByRole('button', { name: 'Order this quote' }).dblclick();
    await expect(page).toHaveURL(/\/store\/checkout/);
    expect(cartPosts).toHaveLength(1);
    // The page heard the quote become the cart, once, with its products (fired before the
    // shopper left for the checkout).
    expect(cartEvents).toEqual([
      {
        tag: 'store-quote-details',
        action: 'quote-ordered',
        entries: [
          { productCode: '0158241926', quantityAdded: 2 },
          { productCode: '0158241934', quantityAdded: 1 },
        ],
      },
    ]);
    await expect(checkout(page).locator('[part="base"]')).toHaveAttribute('data-state', 'ready', {
      timeout: 15_000,
    });
    // Its account, addresses and shipping method are chosen already: the qualified user is left.
    await expectStep(page, 'qualified-user');
    await continueTo(page, 'review');
    await expect(aside(page)).toContainText('PPVT-5 Form A Record Forms (pack of 25)');
    await expect(aside(page)).toContainText('PPVT-5 Manual');
    await expect(aside(page).locator('.totals-total dd')).toHaveText('$272.42');
    await acceptTermsToPayment(page);
    await enterNewCard(page, { number: '4242 4242 4242 4242' });
    await solveCaptcha(page);
    await placeOrderButton(page).click();
    await expect(confirmation(page)).toBeVisible({ timeout: 15_000 });
    const orderCode = (await confirmation(page).getAttribute('data-order-code')) ?? '';
    expect(orderCode).toMatch(/^W\d{8}$/);

    // The quote is ORDERED now, on its page and in the list, and its page links the order.
    await page.goto(quotePage('Q10000005'));
    await expect(detailsBase(page)).toHaveAttribute('data-quote-state', 'ORDERED');
    await expect(details(page)).toContainText('This quote has been ordered.');
    await expect(details(page).getByRole('button', { name: 'Order this quote' })).toHaveCount(0);
    await details(page)
      .getByRole('link', { name: `See order ${orderCode}` })
      .click();
    await expect(page.locator('store-order-confirmation [part="base"]')).toHaveAttribute(
      'data-state',
      'loaded',
    );
    await page.goto(LIST);
    await expect(list(page).locator('tr[data-quote-code="Q10000005"] td').last()).toHaveText(
      'Ordered',
    );
    expect(errors.pageErrors).toEqual([]);
  });

  test('a quote that expires while the shopper is in the checkout: Place order refuses with the quote’s message and the cart stays', async ({
    page,
    request,
  }) => {
    await signInOn(page, quotePage('Q10000005'));
    await expect(detailsBase(page)).toHaveAttribute('data-quote-state', 'ACTIVE');
    await details(page).getByRole('button', { name: 'Order this quote' }).click();
    await expect(page).toHaveURL(/\/store\/checkout/);
    await expect(checkout(page).locator('[part="base"]')).toHaveAttribute('data-state', 'ready', {
      timeout: 15_000,
    });
    await expectStep(page, 'qualified-user');
    await continueTo(page, 'review');
    await acceptTermsToPayment(page);
    await enterNewCard(page, { number: '4242 4242 4242 4242' });
    await solveCaptcha(page);
    // The quote's last day passes meanwhile.
    expect((await request.post('/__mock/quotes/Q10000005/expire')).ok()).toBe(true);
    await placeOrderButton(page).click();
    await expect(checkout(page).getByRole('alert')).toContainText(
      'This quote has expired, so it can no longer be ordered.',
    );
    await expect(confirmation(page)).toHaveCount(0);
    // Nothing ordered, nothing charged; the cart and its products are still there.
    expect(await (await request.get('/__mock/orders')).json()).toEqual({ orders: 0, charges: 0 });
    await expect(aside(page)).toContainText('PPVT-5 Form A Record Forms (pack of 25)');
    await page.goto('/cart');
    await expect(page.locator('store-cart')).toContainText('PPVT-5 Manual');
  });

  test('an expired quote cannot be ordered and offers a new cart of its products; an ordered one says so', async ({
    page,
    request,
    errors,
  }) => {
    const cartEvents = await recordEventsAcrossPages(page, 'store-cart-updated');
    await signInOn(page, quotePage('Q10000001'));
    await expect(detailsBase(page)).toHaveAttribute('data-quote-state', 'EXPIRED');
    await expect(details(page).getByRole('button', { name: 'Order this quote' })).toHaveCount(0);
    const note = details(page).locator('[data-note="expired"]');
    await expect(note).toContainText(
      /This quote expired on [A-Z][a-z]+ \d{1,2}, \d{4} and can no longer be ordered\./,
    );
    await expect(fact(details(page), 'Expired')).toContainText('end of day');
    expect(await seriousViolations(page, ['store-quote-details'])).toEqual([]);
    await followLinks(details(page), request);
    await note.getByRole('button', { name: 'Create a new quote from these products' }).click();
    await expect(page).toHaveURL('/cart');
    const cart = page.locator('store-cart');
    await expect(cart.locator('[part="base"]')).toHaveAttribute('data-state', 'loaded');
    await expect(cart).toContainText('WISC-V Administration and Scoring Manual');
    // The expired quote's products made the cart: the page heard it once, with them.
    expect(cartEvents).toEqual([
      {
        tag: 'store-quote-details',
        action: 'quote-ordered',
        entries: [{ productCode: '0158979817', quantityAdded: 1 }],
      },
    ]);

    // Ordered before (a seed: the order is not known), no order button, no order link.
    await page.goto(quotePage('Q10000003'));
    await expect(detailsBase(page)).toHaveAttribute('data-quote-state', 'ORDERED');
    await expect(details(page).locator('[data-note="ordered"]')).toHaveText(
      'This quote has been ordered.',
    );
    await expect(details(page).getByRole('button', { name: 'Order this quote' })).toHaveCount(0);
    expect(errors.pageErrors).toEqual([]);
  });

  test("the training-order error, and the 404 error page for a malformed, an unknown and another shopper's quote", async ({
    page,
    request,
  }) => {
    // Q10000008 quotes an online training: ordering it is refused, and the page says why.
    await signInOn(page, quotePage('Q10000008'));
    await expect(detailsBase(page)).toHaveAttribute('data-state', 'loaded');
    await details(page).getByRole('button', { name: 'Order this quote' }).click();
    await expect(page).toHaveURL(`${quotePage('Q10000008')}?orderTrainingsError=true`);
    await expect(detailsBase(page)).toHaveAttribute('data-state', 'loaded');
    const trainings = details(page).locator('.trainings-error');
    await expect(trainings).toHaveAttribute('role', 'alert');
    await expect(trainings).toHaveText(
      'This quote includes online training, which cannot be ordered online. Please contact Customer Service to order it. Contact Customer Service',
    );
    expect(await followLinks(details(page), request)).toContain('/contact-us.html');
    // It cannot be ordered online: no order button (the PDF stays).
    await expect(details(page).getByRole('button', { name: 'Order this quote' })).toHaveCount(0);
    await expect(details(page).getByRole('button', { name: 'Download PDF' })).toBeVisible();
    // Without the query (or with another value) there is no such error.
    await page.goto(`${quotePage('Q10000007')}?orderTrainingsError=yes`);
    await expect(detailsBase(page)).toHaveAttribute('data-state', 'loaded');
    await expect(details(page).locator('.trainings-error')).toHaveCount(0);
    await expect(details(page).getByRole('button', { name: 'Order this quote' })).toBeVisible();

    // Back from the error page returns to the page before the quote's (location.replace).
    await page.goto(LIST);
    await expect(listBase(page)).toHaveAttribute('data-state', 'loaded');
    for (const id of ['not-a-quote', '%E0%A4%A', 'Q99999999', 'Q10000002']) {
      await page.goto(quotePage(id));
      await page.waitForURL('**/en-us/error.404.html');
      await expect(
        page.locator('store-error-page').getByRole('heading', { level: 1 }),
        id,
      ).toHaveText('Page not found');
      await page.goBack();
      await expect(page).toHaveURL(LIST);
      await expect(listBase(page)).toHaveAttribute('data-state', 'loaded');
    }
  });

  test('the PDF button follows the quotes-PDF-download-upgrade flag', async ({ page, request }) => {
    // The page follows the (fake) flag service: production defaults, then the service's values.
    const setFlag = async (value: boolean) => {
      const response = await request.post('/__mock/flags', {
        data: { values: { 'quotes-pdf-download-upgrade': value } },
      });
      expect(response.ok()).toBe(true);
    };
    await setFlag(false);
    await signInOn(page, `${quotePage('Q10000007')}?mockFlags=0`);
    await expect(detailsBase(page)).toHaveAttribute('data-state', 'loaded');
    const pdf = details(page).getByRole('button', { name: 'Download PDF' });
    await expect(pdf).toHaveCount(0);
    await expect(details(page).getByRole('button', { name: 'Order this quote' })).toBeVisible();
    // Turned on in the service, it appears without a reload.
    await setFlag(true);
    await expect(pdf).toBeVisible();
  });
});
