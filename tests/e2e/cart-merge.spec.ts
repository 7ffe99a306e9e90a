import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { APIRequestContext, Page } from '@playwright/test';
import { accountMenu, accountTrigger, DANA, signIn } from './account';
import { addFault, expect, recordEventsAcrossPages, test, widgetsReady } from './fixtures';

/**
 * The old-cart merge dialog (spec section 2): a visitor fills an anonymous cart, then signs in.
 * The teacher has an older cart with items (seeded), so they are asked; the clinician has none, so
 * the merge is silent. The `/saved-carts` page hosts the dialog (its widget renders the merge
 * host); locators are page-wide, so whichever cart widget on the page acts, the test holds.
 */

const API = '/headless/ecommerce/v2';
const GUID_KEY = 'store-widgets.cart.anonymous-guid';
/** OCC's "create a cart", with `oldCartId` the merge. */
const MERGE_PATH = `${API}/users/current/carts`;
const TEACHER = { username: 'teacher@example.com', password: 'Teacher!2026', name: 'Sam Okafor' };

const PPVT_FORMS = '0158241926'; // level A, $62.00
const EVT_FORMS = '0158242124'; // level A, $55.00
// The teacher's seeded cart (src/mocks/db/seed-carts.ts).
const TEACHER_CART = [
  ['0158241934', 1],
  ['0158256419', 2],
];

interface WireCart {
  code: string;
  guid: string;
  name?: string;
  entries: { product: { code: string }; quantity: number }[];
}

interface Held {
  held: number;
}

const lines = (cart: WireCart | null | undefined) =>
  cart?.entries.map((e) => [e.product.code, e.quantity]);

/**
 * The one `store-cart-updated` a merge fires, with the visitor's lines. On the widget that hosts
 * the page's merge: whichever cart widget claimed it first.
 */
const merged = (entries: [string, number][]) => ({
  tag: expect.stringMatching(/^store-/),
  action: 'merged',
  entries: entries.map(([productCode, quantityAdded]) => ({ productCode, quantityAdded })),
});

const mergeDialog = (page: Page) => page.getByRole('dialog', { name: 'You have two carts' });
const status = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });

/** A visitor's cart made through the API, its guid stored where the widgets keep it. */
async function visitorCart(page: Page, cartLines: [string, number][]): Promise<string> {
  const created = await page.request.post(`${API}/users/anonymous/carts`);
  expect(created.status()).toBe(201);
  const { guid } = (await created.json()) as WireCart;
  const added = await page.request.post(`${API}/users/anonymous/carts/${guid}/entries`, {
    data: { orderEntries: cartLines.map(([code, quantity]) => ({ product: { code }, quantity })) },
  });
  expect(added.ok()).toBe(true);
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: GUID_KEY,
    value: guid,
  });
  return guid;
}

const storedGuid = (page: Page) => page.evaluate((key) => localStorage.getItem(key), GUID_KEY);

async function tokenOf(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('store-widgets.tokens'));
  const token = (JSON.parse(stored ?? '{}') as { accessToken?: string }).accessToken;
  if (!token) throw new Error('not signed in');
  return token;
}

function shopperApi(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    async current(): Promise<WireCart | null> {
      const response = await request.get(`${API}/users/current/carts/current?fields=FULL`, {
        headers,
      });
      return response.status() === 200 ? ((await response.json()) as WireCart) : null;
    },
    async saved(): Promise<WireCart[]> {
      const response = await request.get(
        `${API}/users/current/carts?savedCartsOnly=true&fields=FULL`,
        {
          headers,
        },
      );
      return ((await response.json()) as { carts: WireCart[] }).carts;
    },
  };
}

async function anonymousCartStatus(request: APIRequestContext, guid: string): Promise<number> {
  return (await request.get(`${API}/users/anonymous/carts/${guid}`)).status();
}

/** On /saved-carts as a visitor with an anonymous cart, then signed in. */
async function arriveAndSignIn(
  page: Page,
  user: { username: string; password: string; name: string },
  cartLines: [string, number][],
): Promise<string> {
  await page.goto('/saved-carts');
  await widgetsReady(page);
  const guid = await visitorCart(page, cartLines);
  await page.reload(); // the visitor's widgets now read that cart
  await widgetsReady(page);
  await signIn(page, user);
  await expect(accountTrigger(page, user.name)).toBeVisible();
  return guid;
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

test.describe('old-cart merge dialog', () => {
  test('the teacher is asked; "Combine the carts" merges the anonymous cart into the old one', async ({
    page,
    errors,
  }) => {
    const cartEvents = await recordEventsAcrossPages(page, 'store-cart-updated');
    const guid = await arriveAndSignIn(page, TEACHER, [[PPVT_FORMS, 1]]);
    const dialog = mergeDialog(page);
    await expect(dialog).toBeVisible();
    await expect(mergeDialog(page)).toHaveCount(1); // one host acts, however many render it
    await expect(dialog).toContainText('Added before you signed in');
    await expect(dialog).toContainText('1 item, $62.00');
    await expect(dialog).toContainText('From an earlier visit');
    await expect(dialog).toContainText('3 items, $264.00');
    await expect(dialog.getByRole('button', { name: 'Combine the carts' })).toBeFocused();

    await dialog.getByRole('button', { name: 'Combine the carts' }).dblclick();
    await expect(dialog).toBeHidden();
    await expect(status(page, 'combined')).toHaveText('Your carts were combined.');
    // The page heard the change once (a double click merges once), with what the visitor brought.
    expect(cartEvents).toEqual([merged([[PPVT_FORMS, 1]])]);

    const api = shopperApi(page.request, await tokenOf(page));
    expect(lines(await api.current())).toEqual([...TEACHER_CART, [PPVT_FORMS, 1]]);
    expect(await api.saved()).toEqual([]);
    expect(await storedGuid(page)).toBeNull();
    expect(await anonymousCartStatus(page.request, guid)).toBe(400);

    // A reload does not ask again: the anonymous cart is gone.
    await page.reload();
    await widgetsReady(page);
    await expect(accountTrigger(page, TEACHER.name)).toBeVisible();
    await expect(mergeDialog(page)).toHaveCount(0);
    // Nothing merged on the reload: nothing more told.
    expect(cartEvents).toHaveLength(1);
    expect(errors.pageErrors).toEqual([]);
  });

  test('a sign-in with a merge asks each thing once: the customer, each cart, the saved carts', async ({
    page,
  }) => {
    await page.goto('/saved-carts');
    await widgetsReady(page);
    await visitorCart(page, [[PPVT_FORMS, 1]]);
    await page.reload();
    await widgetsReady(page);
    // The page's own reads first (the mini-cart's of the visitor's cart may come after the header
    // and footer show their content, on React's build): what is counted is what the sign-in reads.
    await page.waitForLoadState('networkidle');
    const gets = new Map<string, number>();
    // The current cart's reads and the merge's POST, in order.
    const cartCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === `${API}/users/current/carts/current` && request.method() === 'GET') {
        cartCalls.push('read');
      }
      if (url.pathname === `${API}/users/current/carts` && url.searchParams.has('oldCartId')) {
        cartCalls.push('merge');
      }
      if (request.method() !== 'GET' || !/^\/(store|headless)\//.test(url.pathname)) return;
      if (request.resourceType() === 'document') return;
      const key = `${url.pathname}${url.search}`;
      gets.set(key, (gets.get(key) ?? 0) + 1);
    });
    await signIn(page, TEACHER);
    await expect(accountTrigger(page, TEACHER.name)).toBeVisible();
    await expect(mergeDialog(page)).toBeVisible();
    // Her first key once signed in makes the session's keep-alive check (its customer read), after
    // its code comes: the page was idle already, so the read is waited for, not the network.
    await page.keyboard.press('Shift');
    await expect.poll(() => gets.get('/store/customer/current')).toBeDefined();
    await page.waitForLoadState('networkidle');
    // Up to the merge dialog: every read once (issue 29: the customer and the current cart were
    // read twice, the current cart once more without its language).
    expect([...gets].filter(([, count]) => count > 1)).toEqual([]);
    expect(gets.get('/store/customer/current')).toBe(1);
    const cartReads = [...gets].filter(([key]) =>
      key.startsWith(`${API}/users/current/carts/current?`),
    );
    expect(cartReads).toHaveLength(1);
    expect(cartReads[0]?.[1]).toBe(1);
    expect(new URLSearchParams(cartReads[0]?.[0].split('?')[1]).get('lang')).toBe('en');
    await mergeDialog(page).getByRole('button', { name: 'Combine the carts' }).click();
    await expect(mergeDialog(page)).toBeHidden();
    await expect(status(page, 'combined')).toHaveText('Your carts were combined.');
    // The merge itself reads nothing again before its POST.
    expect(cartCalls.slice(0, cartCalls.indexOf('merge') + 1)).toEqual(['read', 'merge']);
  });

  test('"Keep only the new cart" makes the anonymous cart current and keeps the old one as a saved cart', async ({
    page,
  }) => {
    const cartEvents = await recordEventsAcrossPages(page, 'store-cart-updated');
    const guid = await arriveAndSignIn(page, TEACHER, [[EVT_FORMS, 2]]);
    const dialog = mergeDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      /Your earlier cart is kept in Saved carts as PreviousCart\d{12}, so nothing is lost\./,
    );
    await dialog.getByRole('button', { name: 'Keep only the new cart' }).click();
    await expect(dialog).toBeHidden();
    await expect(status(page, 'now your cart')).toHaveText(
      /^The cart from this visit is now your cart\. Your earlier cart was saved as PreviousCart\d{12}\.$/,
    );
    // The visitor's lines are the cart now: told once, as a restored cart is.
    expect(cartEvents).toEqual([merged([[EVT_FORMS, 2]])]);

    const api = shopperApi(page.request, await tokenOf(page));
    const current = await api.current();
    expect(current?.guid).toBe(guid);
    expect(lines(current)).toEqual([[EVT_FORMS, 2]]);
    const saved = await api.saved();
    expect(saved.map((c) => c.name)).toEqual([expect.stringMatching(/^PreviousCart\d{12}$/)]);
    expect(lines(saved[0])).toEqual(TEACHER_CART);
    expect(await storedGuid(page)).toBeNull();
    // The saved-carts list on the page followed the change.
    await expect(
      page.locator('store-saved-carts').getByRole('link', { name: /^PreviousCart\d{12}$/ }),
    ).toBeVisible();
  });

  test('closing with Escape loses nothing, and the next page load (signed in) asks again', async ({
    page,
  }) => {
    const guid = await arriveAndSignIn(page, TEACHER, [[PPVT_FORMS, 3]]);
    await expect(mergeDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(mergeDialog(page)).toBeHidden();

    expect(await storedGuid(page)).toBe(guid);
    expect(await anonymousCartStatus(page.request, guid)).toBe(200);
    const api = shopperApi(page.request, await tokenOf(page));
    expect(lines(await api.current())).toEqual(TEACHER_CART);

    await page.reload();
    await widgetsReady(page);
    await expect(mergeDialog(page)).toBeVisible();
    await mergeDialog(page).getByRole('button', { name: 'Decide later' }).click();
    await expect(mergeDialog(page)).toBeHidden();
    expect(await storedGuid(page)).toBe(guid);
  });

  test('a failed merge keeps the anonymous cart, says so, and Try again merges once', async ({
    page,
    request,
  }) => {
    const guid = await arriveAndSignIn(page, TEACHER, [[PPVT_FORMS, 1]]);
    const dialog = mergeDialog(page);
    await expect(dialog).toBeVisible();
    await addFault(request, {
      path: `${API}/users/current/carts`,
      method: 'POST',
      mode: '500',
      times: 1,
    });
    await dialog.getByRole('button', { name: 'Combine the carts' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'We could not update your carts. Nothing was lost. Please try again.',
    );
    expect(await storedGuid(page)).toBe(guid);
    expect(await anonymousCartStatus(request, guid)).toBe(200);

    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(dialog).toBeHidden();
    await expect(status(page, 'combined')).toHaveText('Your carts were combined.');
    const api = shopperApi(request, await tokenOf(page));
    expect(lines(await api.current())).toEqual([...TEACHER_CART, [PPVT_FORMS, 1]]);
  });

  test('a merge whose answer was lost is sent again and merges once', async ({ page, request }) => {
    // The platform merged; its answer never reached the page (the connection dropped).
    await addFault(request, { path: MERGE_PATH, method: 'POST', mode: 'lost', times: 1 });
    await arriveAndSignIn(page, DANA, [[PPVT_FORMS, 2]]);
    await expect(status(page, 'before signing in')).toHaveText(
      'The items you added before signing in are in your cart.',
    );
    const api = shopperApi(page.request, await tokenOf(page));
    expect(lines(await api.current())).toEqual([[PPVT_FORMS, 2]]);
    expect(await storedGuid(page)).toBeNull();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a page left while its merge was on its way: the next page finds it done and asks nothing', async ({
    page,
    request,
    errors,
  }) => {
    await addFault(request, { path: MERGE_PATH, method: 'POST', mode: 'hold', times: 1 });
    const guid = await arriveAndSignIn(page, DANA, [[PPVT_FORMS, 2]]);
    await expect
      .poll(async () => ((await (await request.get('/__mock/faults/held')).json()) as Held).held)
      .toBe(1);
    // She leaves; the platform then completes the merge her page no longer hears of.
    await page.goto('about:blank');
    await request.post('/__mock/faults/release');
    await expect.poll(() => anonymousCartStatus(request, guid)).toBe(400);

    await page.goto('/saved-carts');
    await widgetsReady(page);
    // The visitor's cart is gone (OCC's 400): merged, so forgotten, with nothing to ask or say.
    await expect.poll(() => storedGuid(page)).toBeNull();
    await expect(mergeDialog(page)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    const api = shopperApi(page.request, await tokenOf(page));
    expect(lines(await api.current())).toEqual([[PPVT_FORMS, 2]]);
    expect(errors.pageErrors).toEqual([]);
  });

  test('with no old cart (clinician) the merge is silent; after sign-out the cart stays on the server', async ({
    page,
    errors,
  }) => {
    const cartEvents = await recordEventsAcrossPages(page, 'store-cart-updated');
    await arriveAndSignIn(page, DANA, [[PPVT_FORMS, 2]]);
    await expect(status(page, 'before signing in')).toHaveText(
      'The items you added before signing in are in your cart.',
    );
    // Nobody was asked, and the page still heard the change, once.
    expect(cartEvents).toEqual([merged([[PPVT_FORMS, 2]])]);
    await expect(mergeDialog(page)).toHaveCount(0);
    const api = shopperApi(page.request, await tokenOf(page));
    expect(lines(await api.current())).toEqual([[PPVT_FORMS, 2]]);
    expect(await storedGuid(page)).toBeNull();

    // Sign out: the visitor has no anonymous cart any more (an empty cart); the shopper's cart stays.
    await accountTrigger(page).click();
    await accountMenu(page).getByRole('menuitem', { name: 'Sign out' }).click();
    // Signing out on an account page goes to the sign-in page (spec section 4): read after it.
    await page.waitForURL('**/login');
    await widgetsReady(page);
    await expect(accountMenu(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await storedGuid(page)).toBeNull();
    await signIn(page);
    await expect(accountTrigger(page)).toBeVisible();
    const again = shopperApi(page.request, await tokenOf(page));
    expect(lines(await again.current())).toEqual([[PPVT_FORMS, 2]]);
    await expect(mergeDialog(page)).toHaveCount(0);
    // Nothing merged on the second sign-in: nothing more told.
    expect(cartEvents).toHaveLength(1);
    expect(errors.pageErrors).toEqual([]);
  });

  test('axe finds no serious violations in the open dialog and the widget hosting it', async ({
    page,
  }) => {
    await arriveAndSignIn(page, TEACHER, [[PPVT_FORMS, 1]]);
    await expect(mergeDialog(page)).toBeVisible();
    await page.addScriptTag({ content: axeSource });
    // Scoped to the dialog (in whichever widget's shadow root hosts it) and our saved-carts widget:
    // the other cart widgets on the page have their own accessibility tests.
    const violations = await page.evaluate(async () => {
      const dialogSelector = 'dialog.cart-merge-dialog[open]';
      const hostChain = (root: Document | ShadowRoot, chain: string[]): string[] | undefined => {
        if (root.querySelector(dialogSelector)) return [...chain, dialogSelector];
        for (const element of root.querySelectorAll('*')) {
          if (!element.shadowRoot) continue;
          const found = hostChain(element.shadowRoot, [...chain, element.localName]);
          if (found) return found;
        }
        return undefined;
      };
      const axe = (
        window as unknown as {
          axe: {
            run: (context: unknown) => Promise<{
              violations: { id: string; impact: string; nodes: { target: unknown }[] }[];
            }>;
          };
        }
      ).axe;
      const chain = hostChain(document, []);
      if (!chain) return ['no open merge dialog'];
      const result = await axe.run({
        include: [{ fromShadowDom: chain }, { fromShadowDom: ['store-saved-carts'] }],
      });
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
    });
    expect(violations).toEqual([]);
  });
});
