import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page, Route } from '@playwright/test';
import { accountTrigger, signIn } from './account';
import { addFault, expect, relayPostsWithoutResend, scriptRequests, test } from './fixtures';

/**
 * <store-quick-order> in Chromium on the demo CMS pages, against the fake backend over HTTP.
 * Products and users are the seeded ones (src/mocks/db/seed-products.ts, seed-users.ts).
 */
const PAGE = '/store/usassessments/en/quickOrder';
const EMBED = '/embed/quick-order.html';
const TEACHER = {
  username: 'teacher@example.com',
  password: 'Teacher!2026',
  name: 'Sam Okafor', // level A, personal account
};

const UNKNOWN =
  'Unable to find corresponding product - please make sure that product code/ISBN is correct';
const DUPLICATE = 'ISBN/product already exists in the form';
const NOT_BUYABLE =
  'This product cannot be bought online. Please contact Customer Support to order it.';
const ADD_FAILED =
  'We could not add these products to your cart. Nothing was added and your rows are unchanged. Please try again.';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

const quickOrder = (page: Page) => page.locator('store-quick-order');
const entry = (page: Page, row: number) =>
  quickOrder(page).getByLabel(`ISBN or product code, row ${row}`, { exact: true });
const quantity = (page: Page, row: number) =>
  quickOrder(page).getByLabel(`Quantity, row ${row}`, { exact: true });
const rowOf = (page: Page, row: number) =>
  quickOrder(page)
    .locator('tbody tr')
    .nth(row - 1);
const addToCart = (page: Page) => quickOrder(page).getByRole('button', { name: 'Add to cart' });

/** Pastes text into a field as the browser does (a paste event carrying the clipboard's text). */
async function pasteInto(field: Locator, text: string): Promise<void> {
  await field.evaluate((input, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    (input as HTMLInputElement).focus();
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

async function ready(page: Page): Promise<void> {
  await expect(quickOrder(page).locator('[part="base"][data-state="ready"]')).toBeVisible();
}

/**
 * Serious axe violations inside the quick order (its shadow root included). Only this widget: the
 * page as a whole is checked by page-integration.spec.ts.
 */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: Element) => Promise<{
            violations: { id: string; impact: string; nodes: { target: unknown }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document.querySelector('store-quick-order') as Element);
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  });
}

/** The cart the page's shopper has, read from the commerce API beside the page. */
async function cartLines(page: Page, request: APIRequestContext): Promise<[string, number][]> {
  const { guid, token } = await page.evaluate(() => ({
    guid: localStorage.getItem('store-widgets.cart.anonymous-guid'),
    token: (
      JSON.parse(localStorage.getItem('store-widgets.tokens') ?? 'null') as {
        accessToken?: string;
      } | null
    )?.accessToken,
  }));
  const path = token
    ? '/headless/ecommerce/v2/users/current/carts/current'
    : `/headless/ecommerce/v2/users/anonymous/carts/${guid}`;
  const response = await request.get(path, {
    headers: {
      'X-Site-Id': 'usassessments',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const cart = (await response.json()) as {
    entries: { product: { code: string }; quantity: number }[];
  };
  return cart.entries.map((e) => [e.product.code, e.quantity]);
}

/** Counts product lookups and add requests (with their request ids). */
function watchRequests(page: Page) {
  const seen = { lookups: [] as string[], adds: [] as string[] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/headless/ecommerce/v2/products/')) {
      seen.lookups.push(decodeURIComponent(url.pathname.split('/').pop() ?? ''));
    }
    if (request.method() === 'POST' && url.pathname.endsWith('/entries')) {
      seen.adds.push(request.headers()['x-request-id'] ?? '');
    }
  });
  return seen;
}

test.describe('quick order', () => {
  test('25 rows of good, duplicate, unknown, not-buyable, over-max and under-qualified products; the 26th is refused; the good ones are added', async ({
    page,
    request,
  }) => {
    const scripts = scriptRequests(page);
    await page.goto(PAGE);
    await ready(page);
    await signIn(page, TEACHER);
    await expect(accountTrigger(page, TEACHER.name)).toBeVisible();
    // Whatever the teacher's cart already holds (the seed may give them one): the add comes on top.
    const before = new Map(await cartLines(page, request));

    const rows: [code: string, quantity?: string][] = [
      ['0158241926', '2'], // 1 good: PPVT-5 record forms (A)
      ['0158242124'], // 2 good: EVT-3 record forms (A)
      ['978-0-15-825641-2'], // 3 good: VMI-6 booklets by ISBN, hyphens
      ['0158263105', '1000'], // 4 over max (999)
      ['0158241926'], // 5 duplicate of row 1
      ['978 0 15 824212 5'], // 6 duplicate: row 2's product by ISBN, spaces
      ['NOSUCH-404'], // 7 unknown
      ['0158984403'], // 8 not buyable online (WMS-IV kit)
      ['0158192738'], // 9 not buyable online (KTEA-3 brief kit)
      ['0158979817'], // 10 level C: under-qualified
      ['0158036653'], // 11 level B: under-qualified
      ['A103000290018'], // 12 aimswebPlus: organisation accounts only
      ['0158271469'], // 13 good
      ['A103000280314', '3'], // 14 good
      ['0158241934'], // 15 good
      ['0158242132'], // 16 good
      ['0158256427'], // 17 good
      ['0158263113'], // 18 good
      ['0158241918'], // 19 good
      ['A103000271129', '10'], // 20 good (digital)
      ['0158271450'], // 21 good (2 in stock)
      ['ABC#123'], // 22 cannot be a code: unknown without a lookup
      ['0158241926'], // 23 duplicate of row 1 again
      ['0158980378'], // 24 level C: under-qualified
      ['9780000000002'], // 25 unknown ISBN
      ['0158242116'], // 26: refused, the form holds 25 products
    ];
    const seen = watchRequests(page);
    const analyticsCode = () =>
      scripts.filter((path) => /\/(cart-analytics|analytics)\.js$/.test(path));
    await pasteInto(
      entry(page, 1),
      rows.map(([code, qty]) => (qty ? `${code}\t${qty}` : code)).join('\r\n'),
    );
    await expect(quickOrder(page).getByRole('alert')).toHaveText(
      'You can add up to 25 products at a time. Not pasted: 0158242116.',
    );
    await expect(quickOrder(page).getByRole('status')).toHaveText(
      'Pasted 25 products into rows 1 to 25.',
    );
    await expect(quickOrder(page).locator('tbody tr')).toHaveCount(25);
    await expect(quickOrder(page).getByRole('button', { name: 'Add row' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(quickOrder(page).locator('tbody tr[data-state="checking"]')).toHaveCount(0);

    const expectRow = async (row: number, text: string) =>
      expect(rowOf(page, row).locator('.row-message')).toHaveText(text);
    await expect(rowOf(page, 1)).toHaveAttribute('data-state', 'ok');
    await expect(rowOf(page, 1)).toContainText('PPVT-5 Form A Record Forms (pack of 25)');
    await expect(rowOf(page, 1)).toContainText('$62.00');
    await expect(rowOf(page, 1)).toContainText('Qualification level A');
    await expect(rowOf(page, 3)).toContainText('VMI-6 Short Form Test Booklets (pack of 25)');
    await expectRow(4, 'The maximum order quantity for this product is 999');
    await expect(quantity(page, 4)).toHaveAttribute('aria-invalid', 'true');
    await expectRow(5, DUPLICATE);
    await expectRow(6, DUPLICATE);
    await expectRow(7, UNKNOWN);
    await expectRow(8, NOT_BUYABLE);
    await expectRow(9, NOT_BUYABLE);
    await expect(rowOf(page, 10).locator('.row-message')).toContainText(
      'This product requires qualification level C',
    );
    await expect(rowOf(page, 11).locator('.row-message')).toContainText(
      'This product requires qualification level B',
    );
    await expect(
      rowOf(page, 10).getByRole('link', { name: 'Update your qualifications' }),
    ).toHaveAttribute('href', '/store/usassessments/en/my-account/qualifications');
    await expectRow(12, 'Only organisational accounts can buy aimswebPlus products.');
    await expectRow(22, UNKNOWN);
    await expectRow(23, DUPLICATE);
    await expectRow(25, UNKNOWN);
    // The field in error is tied to its message.
    const messageId = await rowOf(page, 7).locator('.row-message').getAttribute('id');
    await expect(entry(page, 7)).toHaveAttribute('aria-invalid', 'true');
    await expect(entry(page, 7)).toHaveAttribute('aria-describedby', new RegExp(messageId ?? 'x'));
    // One lookup per distinct plausible code (duplicates come from the cache; "ABC#123" is never sent).
    expect(new Set(seen.lookups).size).toBe(seen.lookups.length);
    expect(seen.lookups).not.toContain('ABC#123');

    // Add to cart: nothing is sent, the summary is announced, focus goes to the first row in error.
    await addToCart(page).click();
    await expect(quickOrder(page).getByRole('alert')).toHaveText(
      '13 rows need your attention. Nothing was added to your cart.',
    );
    await expect(quantity(page, 4)).toBeFocused();
    expect(seen.adds).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    // The shopper fixes the rows in place: a quantity, and clears the rows that cannot be ordered.
    await quantity(page, 4).fill('4');
    for (const row of [5, 6, 7, 8, 9, 10, 11, 12, 22, 23, 24, 25]) await entry(page, row).fill('');
    // The data layer's code comes with the first add (src/ui/cart/lazy-cart-analytics.ts).
    expect(analyticsCode()).toEqual([]);
    await addToCart(page).click();
    await expect(quickOrder(page).getByRole('status')).toContainText(
      'Added 13 products to your cart.',
    );
    expect(seen.adds).toHaveLength(1);
    await expect(entry(page, 1)).toHaveValue('');
    const added = new Map([
      ['0158241926', 2],
      ['0158242124', 1],
      ['0158256419', 1],
      ['0158263105', 4],
      ['0158271469', 1],
      ['A103000280314', 3],
      ['0158241934', 1],
      ['0158242132', 1],
      ['0158256427', 1],
      ['0158263113', 1],
      ['0158241918', 1],
      ['A103000271129', 10],
      ['0158271450', 1],
    ]);
    const expected = new Map(before);
    for (const [code, qty] of added) expected.set(code, (expected.get(code) ?? 0) + qty);
    expect(new Map(await cartLines(page, request))).toEqual(expected);
    // The data layer heard the add.
    await expect
      .poll(() =>
        page.evaluate(() =>
          ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some(
            (e) => e.event === 'add_to_cart',
          ),
        ),
      )
      .toBe(true);
    expect(analyticsCode().length).toBeGreaterThan(0);
  });

  test('an anonymous visitor is told qualifications are checked at sign-in, and adds on the embedded page', async ({
    page,
    request,
  }) => {
    await page.goto(EMBED);
    await ready(page);
    await expect(quickOrder(page).locator('tbody tr')).toHaveCount(3);
    await entry(page, 1).fill('0158979817'); // level C
    await entry(page, 2).fill('0158271450'); // 2 in stock
    await quantity(page, 2).fill('5');
    await quantity(page, 2).blur();
    await expect(rowOf(page, 1)).toContainText(
      'This product requires qualification level C. Your qualification is checked once you sign in.',
    );
    await expect(rowOf(page, 2)).toHaveAttribute('data-state', 'ok');
    expect(await axeViolations(page)).toEqual([]);
    await addToCart(page).click();
    const status = quickOrder(page).getByRole('status');
    await expect(status).toContainText('Added 2 products to your cart.');
    await expect(status).toContainText('Only 2 in stock: the quantity was reduced from 5 to 2.');
    expect(await cartLines(page, request)).toEqual([
      ['0158979817', 1],
      ['0158271450', 2],
    ]);
  });

  test('one lookup per settled edit while typing', async ({ page }) => {
    await page.goto(EMBED);
    await ready(page);
    const seen = watchRequests(page);
    await entry(page, 1).pressSequentially('0158241926', { delay: 40 });
    await expect(rowOf(page, 1)).toHaveAttribute('data-state', 'ok');
    expect(seen.lookups).toEqual(['0158241926']);
    // Retyped in another row: the cache answers (duplicate), no new request.
    await entry(page, 2).pressSequentially('0158241926', { delay: 40 });
    await entry(page, 2).press('Tab');
    await expect(rowOf(page, 2).locator('.row-message')).toHaveText(DUPLICATE);
    expect(seen.lookups).toEqual(['0158241926']);
  });

  for (const mode of ['500', 'timeout'] as const) {
    test(`a failed add (${mode}) keeps every typed row, and "Try again" adds once`, async ({
      page,
      request,
    }) => {
      await page.goto(`${EMBED}?timeoutMs=2500`);
      await ready(page);
      await pasteInto(entry(page, 1), '0158241926\t3\n0158242124\t2\n978-0-15-825641-2');
      await expect(rowOf(page, 3)).toHaveAttribute('data-state', 'ok');
      await addFault(request, {
        path: '/headless/ecommerce/v2/users/anonymous/carts/*/entries',
        method: 'POST',
        mode,
        times: 1,
      });
      const seen = watchRequests(page);
      // Two clicks before the first answer. Not Playwright's dblclick: on a loaded machine its
      // second press can arrive after the failure and retry (seen in a full run).
      await addToCart(page).evaluate((button: HTMLElement) => {
        button.click();
        button.click();
      });
      await expect(quickOrder(page).getByRole('alert')).toHaveText(ADD_FAILED, {
        timeout: 10_000,
      });
      expect(seen.adds).toHaveLength(1); // the double click sent one request
      await expect(entry(page, 1)).toHaveValue('0158241926');
      await expect(quantity(page, 1)).toHaveValue('3');
      await expect(entry(page, 2)).toHaveValue('0158242124');
      await expect(quantity(page, 2)).toHaveValue('2');
      await expect(entry(page, 3)).toHaveValue('978-0-15-825641-2');

      await quickOrder(page).getByRole('button', { name: 'Try again', exact: true }).click();
      await expect(quickOrder(page).getByRole('status')).toContainText(
        'Added 3 products to your cart.',
      );
      expect(seen.adds).toHaveLength(2);
      expect(seen.adds[1]).toBe(seen.adds[0]);
      expect(await cartLines(page, request)).toEqual([
        ['0158241926', 3],
        ['0158242124', 2],
        ['0158256419', 1],
      ]);
    });
  }

  test('an add whose answer is lost: "Try again" reads the cart and adds nothing twice (OCC replays nothing)', async ({
    page,
    request,
  }) => {
    await page.goto(`${EMBED}?timeoutMs=2500`);
    await ready(page);
    await pasteInto(entry(page, 1), '0158241926\t3\n0158242124\t2');
    await expect(rowOf(page, 2)).toHaveAttribute('data-state', 'ok');
    // The platform adds the lines, then the connection drops before its answer.
    await relayPostsWithoutResend(page, /\/carts\/[^/]+\/entries$/);
    await addFault(request, {
      path: '/headless/ecommerce/v2/users/anonymous/carts/*/entries',
      method: 'POST',
      mode: 'lost',
      times: 1,
    });
    const seen = watchRequests(page);
    await addToCart(page).click();
    await expect(quickOrder(page).getByRole('alert')).toHaveText(ADD_FAILED, { timeout: 10_000 });
    expect(await cartLines(page, request)).toEqual([
      ['0158241926', 3],
      ['0158242124', 2],
    ]);

    await quickOrder(page).getByRole('button', { name: 'Try again', exact: true }).click();
    await expect(quickOrder(page).getByRole('status')).toContainText(
      'Added 2 products to your cart.',
    );
    // Everything had arrived: the retry read the cart and sent no add.
    expect(seen.adds).toHaveLength(1);
    expect(await cartLines(page, request)).toEqual([
      ['0158241926', 3],
      ['0158242124', 2],
    ]);
  });

  test('typed rows survive a change of the rows flag and a reload', async ({ page, request }) => {
    // mockFlags=0: the flags follow the (fake) flag service, live. Its values say 3 rows to start.
    await page.goto(`${EMBED}?mockFlags=0`);
    await ready(page);
    await expect(quickOrder(page).locator('tbody tr')).toHaveCount(3);
    await entry(page, 1).fill('0158241926');
    await entry(page, 2).fill('0158242124');
    await quantity(page, 2).fill('4');
    await quantity(page, 2).blur();
    await expect(rowOf(page, 2)).toHaveAttribute('data-state', 'ok');
    expect(
      (
        await request.post('/__mock/flags', {
          data: { values: { 'quick-order-rows': { min: 5, max: 6 } } },
        })
      ).ok(),
    ).toBe(true);
    await expect(quickOrder(page).locator('tbody tr')).toHaveCount(5);
    await expect(entry(page, 1)).toHaveValue('0158241926');
    await expect(quantity(page, 2)).toHaveValue('4');
    const addRow = quickOrder(page).getByRole('button', { name: 'Add row' });
    await addRow.click();
    await expect(entry(page, 6)).toBeFocused();
    // At the limit the button stays focusable (aria-disabled) and says why nothing happens.
    await addRow.press('Enter');
    await expect(quickOrder(page).getByRole('alert')).toHaveText(
      'You can add up to 6 products at a time.',
    );

    await page.reload();
    await ready(page);
    await expect(entry(page, 1)).toHaveValue('0158241926');
    await expect(entry(page, 2)).toHaveValue('0158242124');
    await expect(quantity(page, 2)).toHaveValue('4');
    await expect(rowOf(page, 2)).toHaveAttribute('data-state', 'ok');
  });

  test('a shopper already in row 1 when the rows flag arrives keeps the field and what they type', async ({
    page,
    request,
  }) => {
    // The flags come after the first paint; on a slow network the shopper may be in the form
    // first. Held here until the shopper is in row 1 (this lost the code typed, stop 35).
    expect(
      (
        await request.post('/__mock/flags', {
          data: { values: { 'quick-order-rows': { min: 3, max: 4 } } },
        })
      ).ok(),
    ).toBe(true);
    const held: Route[] = [];
    let holding = true;
    await page.route('**/ld/**', (route) => (holding ? held.push(route) : route.continue()));
    await page.goto(`${EMBED}?mockFlags=0`);
    await ready(page);
    // The production default before the flag service answers.
    await expect(quickOrder(page).locator('tbody tr')).toHaveCount(5);
    // In row 1, nothing typed yet (a click, or a Tab into the form).
    await entry(page, 1).focus();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    holding = false;
    for (const route of held.splice(0)) await route.continue();
    // The flag's maximum of 4 takes one empty row; the rows the shopper is in stay as they are.
    await expect(quickOrder(page).locator('tbody tr')).toHaveCount(4);
    await expect(entry(page, 1)).toBeFocused();
    await page.keyboard.type('0158241926');
    await expect(entry(page, 1)).toHaveValue('0158241926');
    await quantity(page, 1).focus();
    await expect(rowOf(page, 1)).toHaveAttribute('data-state', 'ok');
  });

  test('a press on Add to cart counts when the row grows under it as its lookup answers', async ({
    page,
  }) => {
    // A shopper who types a code and goes straight for the button: the field's blur sends the
    // lookup, which answers while the button is held down; the row grows by its product's
    // details and the button moves down under the pointer (this swallowed the add: the release
    // landed on the form, and the browser sent its click there).
    const held: Route[] = [];
    let holding = true;
    await page.route('**/products/0158241926?**', (route) =>
      holding ? held.push(route) : route.continue(),
    );
    const adds: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/entries\b/.test(r.url())) adds.push(r.url());
    });
    await page.goto(EMBED);
    await ready(page);
    await entry(page, 1).fill('0158241926');
    const before = await addToCart(page).boundingBox();
    expect(before).not.toBeNull();
    const x = before!.x + before!.width / 2;
    const y = before!.y + before!.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    holding = false;
    for (const route of held.splice(0)) await route.continue();
    await expect(rowOf(page, 1)).toHaveAttribute('data-state', 'ok');
    // The button has moved from under the pointer.
    const after = await addToCart(page).boundingBox();
    expect(after!.y).toBeGreaterThan(y);
    await page.mouse.up();
    await expect(quickOrder(page).getByRole('status')).toContainText(
      'Added 1 product to your cart.',
    );
    // One add: the browser's own click (sent to the form) and the press's are never both taken.
    await page.waitForTimeout(300);
    expect(adds).toHaveLength(1);
  });

  test('keyboard only: type, move between fields, add to cart', async ({ page, request }) => {
    await page.goto(EMBED);
    await ready(page);
    await entry(page, 1).focus();
    await page.keyboard.type('0158242124');
    await page.keyboard.press('Tab');
    await expect(quantity(page, 1)).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('2');
    await page.keyboard.press('Enter'); // submits the form
    await expect(quickOrder(page).getByRole('status')).toContainText(
      'Added 1 product to your cart.',
    );
    expect(await cartLines(page, request)).toEqual([['0158242124', 2]]);
  });
});
