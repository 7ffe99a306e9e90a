import type { APIRequestContext, Page, Request } from '@playwright/test';
import { signIn } from './account';
import { seriousViolations } from './axe';
import { DISTRICT } from './checkout';
import { expect, test, widgetsReady } from './fixtures';
import {
  base,
  charges,
  confirmation,
  confirmationOf,
  enterCard,
  isPayment,
  LIST,
  pay,
  payment,
  row,
} from './invoices';

/**
 * Paying an invoice in parts, and the sanctions screening of an invoice payment (the
 * ofac-screening flag, as Place order's): the amount's choice and its messages word for word,
 * the confirmation's paid and remaining amounts, the list's balance, the screened-out payer
 * refused with the order's message, and the same payer paying with the flag off.
 */
const SANCTIONS_CARD = '4000 0000 0000 0101';
const SANCTIONS = 'Your order was declined after a sanctions check. You have not been charged.';

const amountField = (page: Page) => pay(page).getByLabel('Amount to pay (USD)');
/** The amount field's own error (role=alert, the field's live region). */
const amountError = (page: Page) => pay(page).locator('.form-field').getByRole('alert');
const banner = (page: Page) => pay(page).locator('.pay-banner[role="alert"]');

/** The bodies of the invoice payments the page sends. */
function watchPayments(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (isPayment(request)) sent.push(request);
  });
  return sent;
}

const bodyOf = (request: Request | undefined) =>
  request?.postDataJSON() as { amount: number; sanctionsScreening: boolean } | undefined;

/** Changes the fake flag service's values (pages opened with `?mockFlags=0` follow it live). */
async function setServiceFlags(
  request: APIRequestContext,
  values: Record<string, unknown>,
): Promise<void> {
  const response = await request.post('/__mock/flags', { data: { values } });
  expect(response.ok()).toBe(true);
}

async function openSignedIn(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await widgetsReady(page);
  await signIn(page, DISTRICT);
}

test('a part of the balance: the amount’s rules word for word, one payment, what was paid and what remains; then the rest', async ({
  page,
  request,
  errors,
}) => {
  await openSignedIn(page, payment('INV100201'));
  await expect(base(pay(page))).toHaveAttribute('data-state', 'payable');
  const full = pay(page).getByRole('radio', { name: 'The full balance ($1,245.60)' });
  const other = pay(page).getByRole('radio', { name: 'Another amount' });
  await expect(full).toBeChecked();
  await expect(amountField(page)).toHaveCount(0);

  // By keyboard: the arrow key moves to "Another amount", whose field appears.
  await full.focus();
  await page.keyboard.press('ArrowDown');
  await expect(other).toBeChecked();
  await expect(amountField(page)).toBeVisible();
  await expect(pay(page).getByText('More than zero and up to $1,245.60')).toBeVisible();
  expect(await seriousViolations(page, ['store-invoice-payment'])).toEqual([]);

  const sent = watchPayments(page);
  await enterCard(page);
  const button = pay(page).getByRole('button', { name: /^Pay/ });
  await expect(button).toHaveText('Pay');
  await button.click();
  await expect(amountError(page)).toHaveText('Please enter the amount to pay');
  await expect(amountField(page)).toBeFocused();
  await expect(amountField(page)).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page, ['store-invoice-payment'])).toEqual([]);

  // After the first Pay the message follows what is typed.
  const cases: [string, string][] = [
    ['0', 'Please enter an amount of more than zero'],
    ['-20', 'Please enter an amount of more than zero'],
    ['1245.61', 'The amount can be no more than the balance due of $1,245.60'],
    ['10.005', 'Please enter the amount with no more than 2 decimal places (for example, 100.00)'],
    ['1,245.60', 'Please enter the amount in numbers only (for example, 100.00)'],
  ];
  for (const [typed, message] of cases) {
    await amountField(page).fill(typed);
    await expect(amountError(page)).toHaveText(message);
    await button.click();
    await expect(amountError(page)).toHaveText(message);
  }
  expect(sent).toHaveLength(0);

  await amountField(page).fill('245.10');
  await expect(amountError(page)).toHaveCount(0);
  await expect(pay(page)).toContainText('Amount to pay: $245.10');
  await pay(page).getByRole('button', { name: 'Pay $245.10' }).dblclick();

  await expect(page).toHaveURL(confirmationOf('INV100201'));
  await expect(base(confirmation(page))).toHaveAttribute('data-state', 'part-paid');
  await expect(confirmation(page)).toContainText(
    /You paid \$245\.10 toward invoice INV100201 by card ending in 4242 on /,
  );
  await expect(confirmation(page)).toContainText('Balance remaining: $1,000.50');
  await expect(confirmation(page)).toContainText('Payment reference: PAY-000001');
  expect(sent).toHaveLength(1);
  expect(bodyOf(sent[0])?.amount).toBe(245.1);
  expect(await charges(request)).toBe(1);
  // A reload shows the same.
  await page.reload();
  await expect(base(confirmation(page))).toHaveAttribute('data-state', 'part-paid');
  await expect(confirmation(page)).toContainText('Balance remaining: $1,000.50');
  expect(await seriousViolations(page, ['store-invoice-confirmation'])).toEqual([]);

  // The list keeps it open with what remains.
  await page.goto(LIST);
  await expect(row(page, 'INV100201').locator('.invoice-status')).toHaveText('Open');
  await expect(row(page, 'INV100201').locator('td.number').nth(0)).toHaveText('$1,245.60');
  await expect(row(page, 'INV100201').locator('td.number').nth(1)).toHaveText('$1,000.50');

  // The rest: from the confirmation's link, the full balance is now what remains.
  await page.goto(confirmationOf('INV100201'));
  await confirmation(page).getByRole('link', { name: 'Pay the remaining balance' }).click();
  await expect(page).toHaveURL(payment('INV100201'));
  await expect(
    pay(page).getByRole('radio', { name: 'The full balance ($1,000.50)' }),
  ).toBeChecked();
  await enterCard(page, '5555 5555 5555 4444');
  await pay(page).getByRole('button', { name: 'Pay $1,000.50' }).click();
  await expect(base(confirmation(page))).toHaveAttribute('data-state', 'paid');
  await expect(confirmation(page)).toContainText(
    /Invoice INV100201 is paid: \$1,000\.50 by card ending in 4444 on /,
  );
  await expect(confirmation(page)).toContainText('Balance remaining: $0.00');
  await expect(
    confirmation(page).getByRole('link', { name: 'Pay the remaining balance' }),
  ).toHaveCount(0);
  expect(await charges(request)).toBe(2);
  expect(errors.pageErrors).toEqual([]);
});

test('in French (simplified mode): the amount’s messages are translated and a decimal comma pays', async ({
  page,
  request,
}) => {
  await page.goto(`${payment('INV100204')}?site=fr-ca&invoices=simplified`);
  await widgetsReady(page);
  await pay(page).getByLabel('Code postal de facturation').fill('92506');
  await pay(page).getByRole('button', { name: 'Trouver la facture' }).click();
  await expect(base(pay(page))).toHaveAttribute('data-state', 'payable');
  await pay(page).getByRole('radio', { name: 'Un autre montant' }).check();
  const field = pay(page).getByLabel('Montant à payer (USD)');
  await enterCard(page, '4242 4242 4242 4242', {
    first: 'Maria',
    last: 'Alvarez',
    labels: ['Prénom sur la carte', 'Nom sur la carte'],
  });
  await field.fill('600');
  await pay(page)
    .getByRole('button', { name: /^Payer/ })
    .click();
  await expect(pay(page).locator('.form-field').getByRole('alert')).toHaveText(
    /^Le montant ne peut pas dépasser le solde dû de 512,25\s?\$\s?US$/,
  );
  await field.fill('12.505');
  await expect(pay(page).locator('.form-field').getByRole('alert')).toHaveText(
    'Veuillez saisir le montant avec au plus 2 décimales (par exemple, 100,00)',
  );
  await field.fill('12,50');
  await pay(page)
    .getByRole('button', { name: /^Payer 12,50/ })
    .click();
  await expect(base(confirmation(page))).toHaveAttribute('data-state', 'part-paid');
  await expect(confirmation(page)).toContainText(
    /Vous avez payé 12,50\s?\$\s?US sur la facture INV100204/,
  );
  await expect(confirmation(page)).toContainText(/Solde restant : 499,75\s?\$\s?US/);
  expect(await charges(request)).toBe(1);
});

test.describe('the sanctions screening (ofac-screening flag)', () => {
  test('on (the mock default): the screened-out payer is refused with the order’s message and nothing is charged; another card pays', async ({
    page,
    request,
  }) => {
    await openSignedIn(page, payment('INV100202'));
    await expect(base(pay(page))).toHaveAttribute('data-state', 'payable');
    const sent = watchPayments(page);
    await enterCard(page, SANCTIONS_CARD);
    await pay(page).getByRole('button', { name: 'Pay $389.00' }).click();
    await expect(banner(page)).toHaveText(SANCTIONS);
    expect(bodyOf(sent[0])?.sanctionsScreening).toBe(true);
    expect(await charges(request)).toBe(0);
    await expect(page).toHaveURL(payment('INV100202'));
    await expect(pay(page).getByLabel('First name on card')).toHaveValue('Maria');

    // A part of the balance is screened the same way.
    await pay(page).getByRole('radio', { name: 'Another amount' }).check();
    await amountField(page).fill('50');
    await enterCard(page, SANCTIONS_CARD);
    await pay(page).getByRole('button', { name: 'Pay $50.00' }).click();
    await expect(banner(page)).toHaveText(SANCTIONS);
    expect(sent).toHaveLength(2);
    expect(await charges(request)).toBe(0);

    await enterCard(page);
    await pay(page).getByRole('button', { name: 'Pay $50.00' }).click();
    await expect(base(confirmation(page))).toHaveAttribute('data-state', 'part-paid');
    await expect(confirmation(page)).toContainText('Balance remaining: $339.00');
    expect(await charges(request)).toBe(1);
  });

  test('off: the same payer is not screened and pays', async ({ page, request }) => {
    await setServiceFlags(request, { 'ofac-screening': false });
    await openSignedIn(page, `${payment('INV100202')}?mockFlags=0`);
    await expect(base(pay(page))).toHaveAttribute('data-state', 'payable');
    const sent = watchPayments(page);
    await enterCard(page, SANCTIONS_CARD);
    await pay(page).getByRole('button', { name: 'Pay $389.00' }).click();
    await expect(page).toHaveURL(confirmationOf('INV100202'));
    await expect(base(confirmation(page))).toHaveAttribute('data-state', 'paid');
    await expect(confirmation(page)).toContainText(
      /Invoice INV100202 is paid: \$389\.00 by card ending in 0101 on /,
    );
    expect(bodyOf(sent[0])?.sanctionsScreening).toBe(false);
    expect(await charges(request)).toBe(1);
  });
});
