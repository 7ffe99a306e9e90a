import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import { accountMenu, signIn } from './account';
import { seriousViolations } from './axe';
import { DISTRICT } from './checkout';
import { addFault, expect, scriptRequests, test, widgetsReady } from './fixtures';
import {
  base,
  charges,
  confirmation,
  confirmationOf,
  enterCard,
  isPayment,
  LIST,
  list,
  pay,
  payment,
  row,
} from './invoices';

/**
 * The invoice pages (issue 12; spec section 2: /store/invoices, /invoices/{locale},
 * /invoices/{id}/payment, /invoices/{id}/payment/confirmation; section 6: simplified mode). Seeds
 * (src/mocks/db/seed-invoices.ts): the district's organisations' twelve invoices, INV100201 open
 * and INV100202 overdue (both billed to 92501), INV100203 paid; INV100301 is the university's.
 */
const rowNumbers = (page: Page) =>
  list(page)
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-invoice-number')));

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

test.describe('invoices', () => {
  test('signed in: the organisations’ invoices with their PDF and pages; one paid once despite a double click; its confirmation; unknown ones lead to the 404 page', async ({
    page,
    request,
    errors,
  }) => {
    const scripts = scriptRequests(page);
    await page.goto('/store/invoices');
    await widgetsReady(page);
    await expect(base(list(page))).toHaveAttribute('data-state', 'signed-out');
    await signIn(page, DISTRICT);
    await expect(base(list(page))).toHaveAttribute('data-state', 'loaded');

    // Newest first, ten to a page; never another organisation's (INV100301).
    expect(await rowNumbers(page)).toEqual([
      'INV100207',
      'INV100204',
      'INV100201',
      'INV100202',
      'INV100205',
      'INV100203',
      'INV100206',
      'INV100208',
      'INV100209',
      'INV100210',
    ]);
    await expect(row(page, 'INV100201')).toContainText('Riverside Unified School District (1234)');
    await expect(row(page, 'INV100201')).toContainText('$1,245.60');
    await expect(row(page, 'INV100201').locator('.invoice-status')).toHaveText('Open');
    await expect(row(page, 'INV100202').locator('.invoice-status')).toHaveText('Overdue');
    await expect(row(page, 'INV100203').locator('.invoice-status')).toHaveText('Paid');
    await expect(row(page, 'INV100203').getByRole('link', { name: /^Pay/ })).toHaveCount(0);

    // The PDF: a real one, named after the invoice, with its number in it.
    const downloaded = page.waitForEvent('download');
    await list(page).getByRole('button', { name: 'Download PDF of invoice INV100201' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe('invoice-INV100201.pdf');
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('Invoice INV100201');
    await expect(list(page).getByRole('status').filter({ hasText: 'PDF' })).toHaveText(
      'Invoice INV100201 is downloaded as a PDF.',
    );

    expect(await seriousViolations(page, ['store-invoices'])).toEqual([]);
    const hrefs = await followLinks(list(page), request);
    expect(hrefs).toContain(`${LIST}?page=2`);
    expect(hrefs).toContain(payment('INV100202'));

    await list(page).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(`${LIST}?page=2`);
    await expect(base(list(page))).toHaveAttribute('data-state', 'loaded');
    expect(await rowNumbers(page)).toEqual(['INV100211', 'INV100212']);
    await list(page).getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(LIST);

    // Pay INV100201 by card: a double click sends one payment and charges once.
    await row(page, 'INV100201').getByRole('link', { name: 'Pay invoice INV100201' }).click();
    await expect(page).toHaveURL(payment('INV100201'));
    await expect(base(pay(page))).toHaveAttribute('data-state', 'payable');
    await expect(pay(page)).toContainText('Amount to pay: $1,245.60');
    expect(await seriousViolations(page, ['store-invoice-payment'])).toEqual([]);
    const payments: Request[] = [];
    page.on('request', (sent) => {
      if (isPayment(sent)) payments.push(sent);
    });
    await enterCard(page);
    await pay(page).getByRole('button', { name: 'Pay $1,245.60' }).dblclick();

    await expect(page).toHaveURL(confirmationOf('INV100201'));
    await expect(base(confirmation(page))).toHaveAttribute('data-state', 'paid');
    await expect(confirmation(page)).toContainText(
      /Invoice INV100201 is paid: \$1,245\.60 by card ending in 4242 on /,
    );
    await expect(confirmation(page)).toContainText('Payment reference: PAY-000001');
    await expect(confirmation(page)).toContainText('Balance remaining: $0.00');
    expect(payments).toHaveLength(1);
    expect(await charges(request)).toBe(1);
    expect(await seriousViolations(page, ['store-invoice-confirmation'])).toEqual([]);
    expect(await followLinks(confirmation(page), request)).toContain(LIST);

    // A paid invoice cannot be paid again: the page says so and links its confirmation.
    await page.goto(payment('INV100201'));
    await expect(base(pay(page))).toHaveAttribute('data-state', 'paid');
    await expect(pay(page)).toContainText('This invoice is paid. It cannot be paid again.');
    await expect(pay(page).getByRole('button', { name: /^Pay/ })).toHaveCount(0);
    expect(await followLinks(pay(page), request)).toContain(confirmationOf('INV100201'));

    // Unknown, malformed and another organisation's numbers: the site's 404 error page.
    for (const id of ['INV999999', 'not-an-invoice', 'INV100301']) {
      await page.goto(payment(id));
      await page.waitForURL('**/en-us/error.404.html');
      await expect(
        page.locator('store-error-page').getByRole('heading', { level: 1 }),
        id,
      ).toHaveText('Page not found');
    }
    expect(await charges(request)).toBe(1);
    // An account-mode store looks nothing up: no page of it fetched the lookup form's code.
    expect(scripts.filter((path) => path.endsWith('/invoice-lookup-form.js'))).toEqual([]);
    expect(errors.pageErrors).toEqual([]);
  });

  test('simplified mode: no sign-in; a wrong then the right postal code; paid once after a lost answer', async ({
    page,
    request,
    errors,
  }) => {
    const scripts = scriptRequests(page);
    await page.goto(`${LIST}?invoices=simplified`);
    await widgetsReady(page);
    // The logged-in user feature is off on the page: the account menu offers no sign-in.
    await expect(accountMenu(page).locator('[part="base"]')).toHaveAttribute(
      'data-state',
      'signed-out',
    );
    await expect(accountMenu(page).getByRole('button', { name: 'Sign in' })).toHaveCount(0);
    await expect(base(list(page))).toHaveAttribute('data-state', 'lookup');
    // The lookup form is a file of its own, fetched where it is used (never in account mode).
    expect(scripts.filter((path) => path.endsWith('/invoice-lookup-form.js'))).toHaveLength(1);
    expect(await seriousViolations(page, ['store-invoices'])).toEqual([]);

    const lookup = list(page);
    await lookup.getByLabel('Invoice number').fill('INV100202');
    await lookup.getByLabel('Billing postal code').fill('92506');
    await lookup.getByRole('button', { name: 'Find invoice' }).click();
    const wrong =
      'We could not find an invoice with this number and billing postal code. Please check both and try again.';
    await expect(lookup.getByRole('alert')).toHaveText(wrong);
    // Nothing of the invoice shows, and an unknown number gets the very same answer.
    await expect(lookup.locator('table')).toHaveCount(0);
    await lookup.getByLabel('Invoice number').fill('INV999999');
    await lookup.getByLabel('Billing postal code').fill('92501');
    await lookup.getByRole('button', { name: 'Find invoice' }).click();
    await expect(lookup.getByRole('alert')).toHaveText(wrong);

    await lookup.getByLabel('Invoice number').fill('inv100202');
    // By keyboard: Enter in the postal code submits.
    await lookup.getByLabel('Billing postal code').fill(' 92501 ');
    await lookup.getByLabel('Billing postal code').press('Enter');
    await expect(base(list(page))).toHaveAttribute('data-state', 'found');
    await expect(row(page, 'INV100202').locator('.invoice-status')).toHaveText('Overdue');
    const downloaded = page.waitForEvent('download');
    await list(page).getByRole('button', { name: 'Download PDF of invoice INV100202' }).click();
    expect(readFileSync(await (await downloaded).path()).toString('latin1')).toContain(
      'Invoice INV100202',
    );

    // Pay it: the page opens with this tab's lookup; the first answer is lost after the charge.
    await row(page, 'INV100202').getByRole('link', { name: 'Pay invoice INV100202' }).click();
    await expect(page).toHaveURL(payment('INV100202'));
    await expect(base(pay(page))).toHaveAttribute('data-state', 'payable');
    // A relay that never resends on its own (Chromium would), so the page sees the lost answer.
    await page.route(
      (url) => url.pathname.endsWith('/payments'),
      async (route) => {
        try {
          await route.fulfill({ response: await route.fetch() });
        } catch {
          await route.abort('connectionreset');
        }
      },
    );
    await addFault(request, {
      path: '/headless/ecommerce/v2/invoices/INV100202/payments',
      method: 'POST',
      mode: 'lost',
      times: 1,
    });
    await enterCard(page);
    const button = pay(page).getByRole('button', { name: 'Pay $389.00' });
    await button.click();
    await expect(pay(page).getByRole('alert').filter({ hasText: 'confirm' })).toHaveText(
      'We could not confirm your payment. Please pay again: you will not be charged twice.',
    );
    expect(await charges(request)).toBe(1);
    await button.click();
    await expect(page).toHaveURL(confirmationOf('INV100202'));
    await expect(base(confirmation(page))).toHaveAttribute('data-state', 'paid');
    expect(await charges(request)).toBe(1);

    // Another tab has no lookup: the confirmation asks for the postal code (the number is the page's).
    const other = await page.context().newPage();
    await other.bringToFront();
    await other.goto(confirmationOf('INV100202'));
    await expect(base(confirmation(other))).toHaveAttribute('data-state', 'lookup');
    await confirmation(other).getByLabel('Billing postal code').fill('92501');
    await confirmation(other).getByRole('button', { name: 'Find invoice' }).click();
    await expect(base(confirmation(other))).toHaveAttribute('data-state', 'paid');
    // A malformed number in the address is the 404 error page, without asking the platform.
    const asked: string[] = [];
    other.on('request', (request) => {
      if (
        /\/invoices\/INV12\b/.test(new URL(request.url()).pathname) &&
        !request.isNavigationRequest()
      )
        asked.push(request.url());
    });
    await other.goto(payment('INV12'));
    await other.waitForURL('**/en-us/error.404.html');
    await expect(other.locator('store-error-page').getByRole('heading', { level: 1 })).toHaveText(
      'Page not found',
    );
    expect(asked).toEqual([]);
    expect(errors.pageErrors).toEqual([]);
  });
});
