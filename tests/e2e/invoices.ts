import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The invoice pages' helpers (invoices.spec.ts, invoice-payments.spec.ts). Seeds
 * (src/mocks/db/seed-invoices.ts): the district's organisations' twelve invoices, INV100201 open
 * ($1,245.60) and INV100202 overdue ($389.00) (both billed to 92501), INV100204 open ($512.25,
 * billed to 92506), INV100203 paid; INV100301 is the university's.
 */
export const LIST = '/invoices/en-us';
export const payment = (id: string) => `/invoices/${id}/payment`;
export const confirmationOf = (id: string) => `/invoices/${id}/payment/confirmation`;

export const list = (page: Page) => page.locator('store-invoices');
export const pay = (page: Page) => page.locator('store-invoice-payment');
export const confirmation = (page: Page) => page.locator('store-invoice-confirmation');
export const base = (widget: Locator) => widget.locator('[part="base"]');
export const row = (page: Page, id: string) =>
  list(page).locator(`tr[data-invoice-number="${id}"]`);

export const isPayment = (request: Request) =>
  request.method() === 'POST' &&
  /\/invoices\/INV\d{6}\/payments$/.test(new URL(request.url()).pathname);

/** Invoice payments the fake backend charged since the test's reset. */
export async function charges(request: APIRequestContext): Promise<number> {
  const response = await request.get('/__mock/invoices');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { charges: number }).charges;
}

/** The provider's card fields of the payment widget (a test card's number), and the holder's names. */
export async function enterCard(
  page: Page,
  number = '4242 4242 4242 4242',
  holder: { first: string; last: string; labels?: [string, string] } = {
    first: 'Maria',
    last: 'Alvarez',
  },
): Promise<void> {
  const field = (name: string) =>
    page.frameLocator(`store-invoice-payment iframe.hosted-field-${name}`).getByRole('textbox');
  await field('number').fill(number);
  await field('expiry').fill('12/30');
  await field('cvc').fill('123');
  const [firstLabel, lastLabel] = holder.labels ?? ['First name on card', 'Last name on card'];
  await pay(page).getByLabel(firstLabel, { exact: true }).fill(holder.first);
  await pay(page).getByLabel(lastLabel, { exact: true }).fill(holder.last);
}
