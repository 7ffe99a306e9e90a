import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { accountMenu, DANA, signIn } from './account';
import { addFault, expect, recordDocumentEvents, test, widgetsReady } from './fixtures';

/**
 * Saved carts (spec section 2: /saved-carts, /saved-carts/cart-details/{id}): list, open, restore
 * and delete, against the fake commerce backend. Carts are made through the cart API with the
 * shopper's bearer token (the cart page is another widget), then shown and changed by ours.
 */

const API = '/headless/ecommerce/v2';
const UNIVERSITY = { username: 'university@example.com', password: 'University!2026' };

const list = (page: Page) => page.locator('store-saved-carts');
const details = (page: Page) => page.locator('store-saved-cart-details');
const listState = (page: Page) => list(page).locator('[part="base"]');
const detailsState = (page: Page) => details(page).locator('[part="base"]');
const signedIn = (page: Page) =>
  accountMenu(page).getByRole('button', { name: /Account menu for/ });

interface WireCart {
  code: string;
  name?: string;
  description?: string;
  totalUnitCount: number;
  totalPrice: { formattedValue: string };
  entries: { product: { code: string }; quantity: number }[];
}

async function tokenOf(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('store-widgets.tokens'));
  const token = (JSON.parse(stored ?? '{}') as { accessToken?: string }).accessToken;
  if (!token) throw new Error('not signed in');
  return token;
}

/** The cart API as the signed-in shopper. */
function shopperApi(page: Page, token: string) {
  const headers = { Authorization: `Bearer ${token}`, 'X-Site-Id': 'usassessments' };
  return {
    async cartWith(lines: [string, number][]): Promise<WireCart> {
      const created = await page.request.post(`${API}/users/current/carts`, { headers });
      expect(created.status()).toBe(201);
      const cart = (await created.json()) as WireCart;
      const added = await page.request.post(`${API}/users/current/carts/${cart.code}/entries`, {
        headers,
        data: { orderEntries: lines.map(([code, quantity]) => ({ product: { code }, quantity })) },
      });
      expect(added.ok()).toBe(true);
      return cart;
    },
    async save(code: string, name: string, description = ''): Promise<void> {
      const query = new URLSearchParams({ saveCartName: name, saveCartDescription: description });
      const saved = await page.request.patch(`${API}/users/current/carts/${code}/save?${query}`, {
        headers,
      });
      expect(saved.ok()).toBe(true);
    },
    async current(): Promise<WireCart | null> {
      const response = await page.request.get(`${API}/users/current/carts/current?fields=FULL`, {
        headers,
      });
      return response.status() === 200 ? ((await response.json()) as WireCart) : null;
    },
    async saved(): Promise<WireCart[]> {
      const response = await page.request.get(
        `${API}/users/current/carts?savedCartsOnly=true&fields=FULL`,
        {
          headers,
        },
      );
      return ((await response.json()) as { carts: WireCart[] }).carts;
    },
  };
}

const lines = (cart: WireCart | null | undefined) =>
  cart?.entries.map((e) => [e.product.code, e.quantity]);

async function signInOn(
  page: Page,
  path: string,
  user: { username: string; password: string } = DANA,
) {
  await page.goto(path);
  await widgetsReady(page);
  await signIn(page, user);
  await expect(signedIn(page)).toBeVisible();
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Serious axe violations in the page's main content: our widgets and their dialogs. The header's
 * cart widgets have their own accessibility tests.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: unknown) => Promise<{
            violations: { id: string; impact: string; nodes: { target: unknown }[] }[];
          }>;
        };
      }
    ).axe;
    // The page's <main> holds our widget; axe goes into its shadow root (and open dialogs).
    const result = await axe.run({ include: ['main'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  });
}

const PPVT_FORMS = '0158241926';
const EVT_FORMS = '0158242124';
const WISC_MANUAL = '0158979817';

test.describe('saved carts', () => {
  test('signed out, both pages ask the shopper to sign in', async ({ page, errors }) => {
    await page.goto('/saved-carts');
    await expect(listState(page)).toHaveAttribute('data-state', 'signed-out');
    await expect(list(page)).toContainText('Please sign in to see your saved carts.');
    await page.goto('/saved-carts/cart-details/00001001');
    await expect(detailsState(page)).toHaveAttribute('data-state', 'signed-out');
    await expect(details(page)).toContainText('Please sign in to see this saved cart.');
    expect(errors.pageErrors).toEqual([]);
  });

  test('a clinician saves carts, lists them, opens one, restores it, and deletes another', async ({
    page,
    errors,
  }) => {
    const cartEvents = await recordDocumentEvents(page, 'store-cart-updated');
    await signInOn(page, '/saved-carts');
    await expect(listState(page)).toHaveAttribute('data-state', 'empty');
    await expect(list(page)).toContainText('You have no saved carts.');

    const api = shopperApi(page, await tokenOf(page));
    const spring = await api.cartWith([
      [PPVT_FORMS, 2],
      [WISC_MANUAL, 1],
    ]);
    await api.save(spring.code, 'Spring2026', 'Kits for the spring clinic');
    const backup = await api.cartWith([[EVT_FORMS, 1]]);
    await api.save(backup.code, 'Backup');
    // The shopper's active cart, with an item: restoring must not lose it.
    await api.cartWith([[EVT_FORMS, 4]]);

    await page.reload();
    await expect(listState(page)).toHaveAttribute('data-state', 'loaded');
    const table = list(page).getByRole('table', { name: 'Your saved carts' });
    await expect(table.locator('thead th')).toHaveText([
      'Name',
      'Description',
      'Saved on',
      'Items',
      'Total',
    ]);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    const saved = await api.saved();
    const today = new Intl.DateTimeFormat('en-us', { dateStyle: 'medium' }).format(new Date());
    // Newest saved first.
    for (const [index, [name, description]] of [
      ['Backup', ''],
      ['Spring2026', 'Kits for the spring clinic'],
    ].entries()) {
      const cart = saved.find((c) => c.name === name);
      await expect(rows.nth(index).locator('th, td')).toHaveText([
        name ?? '',
        description ?? '',
        today,
        String(cart?.totalUnitCount),
        cart?.totalPrice.formattedValue ?? '',
      ]);
    }

    // Open it.
    await table.getByRole('link', { name: 'Spring2026' }).click();
    await page.waitForURL(`**/saved-carts/cart-details/${spring.code}`);
    await expect(detailsState(page)).toHaveAttribute('data-state', 'loaded');
    await expect(details(page).getByRole('heading', { name: 'Spring2026' })).toBeVisible();
    await expect(details(page)).toContainText('Kits for the spring clinic');
    const entries = details(page).getByRole('table', { name: 'Products in this saved cart' });
    await expect(entries.locator('tbody tr')).toHaveCount(2);
    await expect(entries.locator('tbody tr').first().locator('th, td')).toHaveText([
      `PPVT-5 Form A Record Forms (pack of 25)${PPVT_FORMS}`,
      'PPVT-5',
      '2',
      '$124.00',
    ]);
    await expect(details(page).locator('.totals')).toContainText('Total');

    // Restore: the active cart (with an item) is saved first, then Spring2026 is the active cart.
    await details(page).getByRole('button', { name: 'Restore cart' }).dblclick();
    await expect(detailsState(page)).toHaveAttribute('data-state', 'restored');
    // The page hears the change, once (a double click restores once), as from every widget.
    expect(await cartEvents()).toEqual([
      expect.objectContaining({ tag: 'store-saved-cart-details', action: 'restored' }),
    ]);
    await expect(details(page).getByRole('status').filter({ hasText: 'Spring2026' })).toHaveText(
      /^Spring2026 is now your active cart\. Your previous cart was saved as PreviousCart\d{12}\.$/,
    );
    expect(lines(await api.current())).toEqual([
      [PPVT_FORMS, 2],
      [WISC_MANUAL, 1],
    ]);
    const afterRestore = await api.saved();
    expect(afterRestore.map((c) => c.name)).toEqual([
      expect.stringMatching(/^PreviousCart\d{12}$/),
      'Backup',
    ]);
    expect(lines(afterRestore[0])).toEqual([[EVT_FORMS, 4]]);
    await expect(details(page).getByRole('link', { name: 'Go to your cart' })).toHaveAttribute(
      'href',
      '/cart',
    );

    // Delete another, with the confirmation.
    await details(page).getByRole('link', { name: 'Back to saved carts' }).click();
    await page.waitForURL('**/saved-carts');
    await list(page).getByRole('link', { name: 'Backup' }).click();
    await expect(detailsState(page)).toHaveAttribute('data-state', 'loaded');
    await details(page).getByRole('button', { name: 'Delete cart' }).click();
    const dialog = details(page).getByRole('dialog', { name: 'Delete this saved cart?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Backup will be deleted. This cannot be undone.');
    // Cancel first: nothing happens.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await details(page).getByRole('button', { name: 'Delete cart' }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.waitForURL(/\/saved-carts$/);
    await expect(list(page).getByRole('status').filter({ hasText: 'deleted' })).toHaveText(
      'The saved cart Backup was deleted.',
    );
    await expect(listState(page)).toHaveAttribute('data-state', 'loaded');
    await expect(list(page).getByRole('link', { name: 'Backup' })).toHaveCount(0);
    expect((await api.saved()).map((c) => c.name)).toEqual([
      expect.stringMatching(/^PreviousCart\d{12}$/),
    ]);
    expect(errors.pageErrors).toEqual([]);
  });

  test('the university shopper sees the seeded carts; a 500 on delete keeps the cart and Try again deletes it', async ({
    page,
    request,
  }) => {
    await signInOn(page, '/saved-carts', UNIVERSITY);
    await expect(listState(page)).toHaveAttribute('data-state', 'loaded');
    const rows = list(page).locator('tbody tr');
    await expect(rows.locator('th')).toHaveText(['FallSeminar', 'ReadingStudy']);
    await expect(rows.first().locator('td').nth(1)).toHaveText('Sep 1, 2026');
    await expect(rows.nth(1).locator('td').nth(1)).toHaveText('Jun 15, 2026');

    await list(page).getByRole('link', { name: 'ReadingStudy' }).click();
    await expect(detailsState(page)).toHaveAttribute('data-state', 'loaded');
    await addFault(request, {
      path: `${API}/users/current/carts/*`,
      method: 'DELETE',
      mode: '500',
      times: 1,
    });
    await details(page).getByRole('button', { name: 'Delete cart' }).click();
    const dialog = details(page).getByRole('dialog', { name: 'Delete this saved cart?' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'We could not delete this saved cart. It is still in your saved carts. Please try again.',
    );
    const api = shopperApi(page, await tokenOf(page));
    expect((await api.saved()).map((c) => c.name)).toEqual(['FallSeminar', 'ReadingStudy']);

    await dialog.getByRole('button', { name: 'Try again' }).click();
    await page.waitForURL(/\/saved-carts$/);
    await expect(list(page).locator('tbody tr th')).toHaveText(['FallSeminar']);
    expect((await api.saved()).map((c) => c.name)).toEqual(['FallSeminar']);
  });

  test('a failed restore says so, changes nothing, and Try again restores', async ({
    page,
    request,
  }) => {
    await signInOn(page, '/saved-carts', UNIVERSITY);
    await list(page).getByRole('link', { name: 'FallSeminar' }).click();
    await expect(detailsState(page)).toHaveAttribute('data-state', 'loaded');
    await addFault(request, {
      path: `${API}/users/current/carts/*/restoresavedcart`,
      mode: '500',
      times: 1,
    });
    await details(page).getByRole('button', { name: 'Restore cart' }).click();
    await expect(details(page).getByRole('alert')).toHaveText(
      'We could not restore this cart. Nothing was lost. Please try again.',
    );
    const api = shopperApi(page, await tokenOf(page));
    expect(await api.current()).toBeNull();
    await details(page).getByRole('button', { name: 'Try again' }).click();
    await expect(details(page).getByRole('status').filter({ hasText: 'active cart' })).toHaveText(
      'FallSeminar is now your active cart.',
    );
    expect((await api.current())?.name).toBe('FallSeminar');
    expect((await api.saved()).map((c) => c.name)).toEqual(['ReadingStudy']);
  });

  test('a malformed or unknown cart id shows "not found", never an error', async ({
    page,
    errors,
  }) => {
    await signInOn(page, '/saved-carts/cart-details/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    await expect(detailsState(page)).toHaveAttribute('data-state', 'not-found');
    await expect(details(page).getByRole('alert')).toHaveText(
      'We could not find this saved cart. It may have been restored or deleted.',
    );
    await expect(details(page).getByRole('link', { name: 'Back to saved carts' })).toHaveAttribute(
      'href',
      '/store/usassessments/en/my-account/saved-carts',
    );
    for (const path of [
      '/saved-carts/cart-details/a%2Fb',
      '/saved-carts/cart-details/%25',
      '/saved-carts/cart-details/99999999',
    ]) {
      await page.goto(path);
      await expect(detailsState(page)).toHaveAttribute('data-state', 'not-found');
    }
    // Someone else's saved cart (the university shopper's) is not found either.
    await page.goto('/saved-carts/cart-details/00001001');
    await expect(detailsState(page)).toHaveAttribute('data-state', 'not-found');
    expect(errors.pageErrors).toEqual([]);
  });

  test('axe finds no serious violations on the list, the details and the delete dialog', async ({
    page,
  }) => {
    await signInOn(page, '/saved-carts', UNIVERSITY);
    await expect(listState(page)).toHaveAttribute('data-state', 'loaded');
    expect(await seriousViolations(page)).toEqual([]);
    await list(page).getByRole('link', { name: 'FallSeminar' }).click();
    await expect(detailsState(page)).toHaveAttribute('data-state', 'loaded');
    expect(await seriousViolations(page)).toEqual([]);
    await details(page).getByRole('button', { name: 'Delete cart' }).click();
    await expect(details(page).getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
