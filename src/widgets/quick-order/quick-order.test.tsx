// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessTokenProvider } from '../../api/http/commerce-auth';
import { addEntries, applyVoucher } from '../../api/cart/cart-mutations';
import { cartOwner } from '../../api/cart/cart-owner';
import { fetchCart } from '../../api/cart/get-cart';
import { getCore } from '../../core/core';
import { addFault, type FaultMode } from '../../mocks/control/faults';
import { server } from '../../mocks/node';
import { issueAccessToken } from '../../mocks/identity/session-tokens';
import { QuickOrder } from './quick-order';
import { mountWidget, unmountWidgets } from '../../testing/mount-widget';
import { fillSlot, requireSlot, slotShows } from '../../testing/content-slots';

// The session check is not under test: the tests set the session themselves.
vi.mock('../../auth/session/start', () => ({ startSession: () => undefined }));

/**
 * <store-quick-order>'s component, mounted in jsdom against the fake backend (msw in process).
 * Seeded products: src/mocks/db/seed-products.ts.
 */
const PPVT_FORMS = '0158241926'; // level A, $62
const PPVT_FORMS_ISBN = '978-0-15-824192-0';
const EVT_FORMS = '0158242124'; // level A, $55
const VMI_BOOKLETS = '0158256419'; // level A
const WISC_KIT = '0158979876'; // level C, max 5 per order, 38 in stock
const WMS_KIT = '0158984403'; // not buyable online
const SAPT_KIT = '0158271450'; // level A, 2 in stock
const AIMSWEB = 'A103000290018'; // aimswebPlus: organisation accounts only

const globals = globalThis as Record<string, unknown>;

interface Seen {
  lookups: string[];
  adds: { requestId: string | null; body: unknown }[];
}
let seen: Seen;

beforeEach(() => {
  globals.storeWidgetsConfig = {
    platformKey: 'pk',
    host: 'www.assessments.com',
    apiBase: 'http://localhost',
    mockFlags: true,
    requestTimeoutMs: 1500,
  };
  localStorage.clear();
  sessionStorage.clear();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // The session check is not part of these tests: the visitor is known to be anonymous.
  getCore().store.session.loading = false;
  seen = { lookups: [], adds: [] };
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname.includes('/products/')) {
      seen.lookups.push(decodeURIComponent(url.pathname.split('/').pop() ?? ''));
    }
    if (request.method === 'POST' && url.pathname.endsWith('/entries')) {
      seen.adds.push({ requestId: request.headers.get('X-Request-Id'), body: null });
    }
  });
});

afterEach(() => {
  unmountWidgets();
  server.events.removeAllListeners();
  setAccessTokenProvider(() => undefined);
  delete globals.storeWidgetsConfig;
  localStorage.clear();
  sessionStorage.clear();
});

function mount() {
  return mountWidget(<QuickOrder />);
}

const entryField = (row: number) =>
  screen.getByLabelText(`ISBN or product code, row ${row}`) as HTMLInputElement;
const quantityField = (row: number) =>
  screen.getByLabelText(`Quantity, row ${row}`) as HTMLInputElement;
const rowOf = (row: number) => entryField(row).closest('tr') as HTMLTableRowElement;
const addButton = () => screen.getByRole('button', { name: 'Add to cart' });

/** Keystroke by keystroke, as fast as a shopper types (no pause long enough to settle). */
function type(input: HTMLInputElement, text: string) {
  for (let i = 1; i <= text.length; i += 1) {
    fireEvent.change(input, { target: { value: text.slice(0, i) } });
  }
}

/** Types a code in a row, then leaves the field (the lookup goes at once). */
function enter(row: number, code: string, quantity?: string) {
  type(entryField(row), code);
  fireEvent.blur(entryField(row));
  if (quantity !== undefined) {
    fireEvent.change(quantityField(row), { target: { value: quantity } });
    fireEvent.blur(quantityField(row));
  }
}

function paste(input: HTMLInputElement, text: string) {
  fireEvent.paste(input, { clipboardData: { getData: () => text } });
}

async function resolved(row: number) {
  await waitFor(() => expect(rowOf(row).dataset.state).toMatch(/^(ok|error)$/));
}

function signIn(userId: string, firstName: string) {
  const token = issueAccessToken(userId, 3_600_000);
  setAccessTokenProvider(() => token);
  act(() => {
    getCore().store.session.user = { id: userId, firstName, lastName: 'Test' };
  });
}

async function cartLines() {
  const cart = await fetchCart(cartOwner());
  return cart?.entries.map((entry) => [entry.product.code, entry.quantity]) ?? [];
}

describe('<store-quick-order> rows', () => {
  it('shows the flag’s rows with a label per field, and adds rows up to 25', () => {
    mount();
    expect(screen.getAllByRole('row')).toHaveLength(1 + 3);
    expect(entryField(3)).toBeTruthy();
    expect(quantityField(3).value).toBe('1');
    const addRow = screen.getByRole('button', { name: 'Add row' });
    for (let i = 0; i < 22; i += 1) fireEvent.click(addRow);
    expect(screen.getAllByRole('row')).toHaveLength(1 + 25);
    expect(document.activeElement).toBe(entryField(25));
    fireEvent.click(addRow);
    expect(screen.getAllByRole('row')).toHaveLength(1 + 25);
    expect(screen.getByRole('alert').textContent).toBe('You can add up to 25 products at a time.');
  });

  it('looks a row up once per settled edit, never per keystroke, and reuses the cache', async () => {
    mount();
    type(entryField(1), PPVT_FORMS);
    expect(seen.lookups).toEqual([]); // still typing
    await resolved(1); // the pause after the last keystroke settles the row
    expect(seen.lookups).toEqual([PPVT_FORMS]);
    expect(within(rowOf(1)).getByText('PPVT-5 Form A Record Forms (pack of 25)')).toBeTruthy();
    expect(rowOf(1).textContent).toContain('$62.00');
    expect(rowOf(1).textContent).toContain('Qualification level A');

    // The same product by ISBN, with hyphens: a lookup of its own key, then the duplicate message.
    enter(2, PPVT_FORMS_ISBN);
    await resolved(2);
    expect(seen.lookups).toEqual([PPVT_FORMS, '9780158241920']);
    expect(within(rowOf(2)).getByText('ISBN/product already exists in the form')).toBeTruthy();
    expect(entryField(2).getAttribute('aria-invalid')).toBe('true');
    expect(entryField(2).getAttribute('aria-describedby')).toContain(
      within(rowOf(2)).getByText('ISBN/product already exists in the form').id,
    );

    // The same code typed again: the duplicate message, and no request (the cache answers).
    enter(3, PPVT_FORMS.toLowerCase());
    await resolved(3);
    expect(within(rowOf(3)).getByText('ISBN/product already exists in the form')).toBeTruthy();
    expect(seen.lookups).toHaveLength(2);

    // Something that cannot be a code is never sent.
    fireEvent.change(entryField(3), { target: { value: 'not a code!' } });
    fireEvent.blur(entryField(3));
    expect(
      within(rowOf(3)).getByText(
        'Unable to find corresponding product - please make sure that product code/ISBN is correct',
      ),
    ).toBeTruthy();
    expect(seen.lookups).toHaveLength(2);
  });

  it('shows each rule’s message per row (anonymous: qualification checked once signed in)', async () => {
    mount();
    enter(1, 'NOSUCH123');
    enter(2, WMS_KIT);
    enter(3, WISC_KIT, '6');
    await resolved(1);
    await resolved(2);
    await resolved(3);
    expect(rowOf(1).textContent).toContain(
      'Unable to find corresponding product - please make sure that product code/ISBN is correct',
    );
    expect(rowOf(2).textContent).toContain('This product cannot be bought online.');
    expect(rowOf(3).textContent).toContain('The maximum order quantity for this product is 5');
    expect(quantityField(3).getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(quantityField(3), { target: { value: '' } });
    fireEvent.blur(quantityField(3));
    expect(rowOf(3).textContent).toContain('Please enter a quantity');
    fireEvent.change(quantityField(3), { target: { value: '2' } });
    fireEvent.blur(quantityField(3));
    expect(rowOf(3).dataset.state).toBe('ok');
    expect(rowOf(3).textContent).toContain(
      'This product requires qualification level C. Your qualification is checked once you sign in.',
    );
  });

  it('fills rows from a pasted spreadsheet and refuses the 26th product with the message', async () => {
    mount();
    const lines = [
      `${PPVT_FORMS}\t3`,
      `${EVT_FORMS}\t2`,
      ...Array.from({ length: 24 }, (_, i) => `ZZ${String(i).padStart(4, '0')}`),
    ];
    paste(entryField(1), lines.join('\r\n'));
    expect(screen.getAllByRole('row')).toHaveLength(1 + 25);
    expect(entryField(1).value).toBe(PPVT_FORMS);
    expect(quantityField(1).value).toBe('3');
    expect(quantityField(2).value).toBe('2');
    expect(entryField(25).value).toBe('ZZ0022');
    expect(screen.getByRole('alert').textContent).toBe(
      'You can add up to 25 products at a time. Not pasted: ZZ0023.',
    );
    expect(screen.getByRole('status').textContent).toBe('Pasted 25 products into rows 1 to 25.');
    // One lookup per pasted row, at once (a paste is a settled edit).
    await waitFor(() => expect(seen.lookups).toHaveLength(25));
    await resolved(25);
    expect(seen.lookups).toHaveLength(25);
  });
});

describe('<store-quick-order> add to cart', () => {
  it('validates every row first: messages inline, focus on the first row in error, nothing sent', async () => {
    mount();
    type(entryField(1), PPVT_FORMS); // not settled yet: "Add to cart" settles it
    enter(2, WMS_KIT);
    await resolved(2);
    fireEvent.click(addButton());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        '1 row needs your attention. Nothing was added to your cart.',
      ),
    );
    // Focus moves once the message is on screen (an effect after that render): awaited, not raced.
    await waitFor(() => expect(document.activeElement).toBe(entryField(2)));
    expect(seen.adds).toHaveLength(0);
  });

  it('adds every row in one request, clears them and says what was added', async () => {
    const dataLayer: unknown[] = [];
    globals.dataLayer = dataLayer;
    mount();
    enter(1, PPVT_FORMS, '2');
    enter(2, `978 0 15 824212 5`); // EVT-3 record forms by ISBN with spaces
    enter(3, SAPT_KIT, '4'); // only 2 in stock
    await resolved(1);
    await resolved(2);
    await resolved(3);
    fireEvent.click(addButton());
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Added 3 products'),
    );
    expect(seen.adds).toHaveLength(1);
    expect(await cartLines()).toEqual([
      [PPVT_FORMS, 2],
      [EVT_FORMS, 1],
      [SAPT_KIT, 2],
    ]);
    const status = screen.getByRole('status').textContent ?? '';
    expect(status).toContain('2 × PPVT-5 Form A Record Forms (pack of 25)');
    expect(status).toContain('Only 2 in stock: the quantity was reduced from 4 to 2.');
    expect(entryField(1).value).toBe('');
    expect(screen.getAllByRole('row')).toHaveLength(1 + 3);
    // trackAdded reads the cart's promotion before it pushes: after the status, not with it.
    await waitFor(() =>
      expect(dataLayer).toContainEqual(expect.objectContaining({ event: 'add_to_cart' })),
    );
    delete globals.dataLayer;
  });

  it('each add_to_cart record carries the cart’s promotion code and promotion (issue 29 item 16)', async () => {
    // The visitor's cart already holds something, with the 10% code applied.
    await addEntries(cartOwner(), [{ code: EVT_FORMS, quantity: 1 }], crypto.randomUUID());
    await applyVoucher(cartOwner(), 'SAVE10', crypto.randomUUID());
    await getCore().queries.invalidate({ queryKey: [] });
    const dataLayer: { event?: string; ecommerce?: { items: unknown[] } }[] = [];
    globals.dataLayer = dataLayer;
    mount();
    enter(1, PPVT_FORMS, '2');
    enter(2, VMI_BOOKLETS);
    await resolved(1);
    await resolved(2);
    fireEvent.click(addButton());
    const adds = () => dataLayer.filter((push) => push.event === 'add_to_cart');
    await waitFor(() => expect(adds()).toHaveLength(1));
    const promotion = { coupon: 'SAVE10', promotion_type: 'coupon', promotion_name: '10% off' };
    expect(adds()[0]!.ecommerce?.items).toEqual([
      expect.objectContaining({ position: 2, quantity: 2, ...promotion }),
      expect.objectContaining({ position: 3, quantity: 1, ...promotion }),
    ]);
    delete globals.dataLayer;
  });

  it('tells the page what it added (store-cart-updated from its element), as add to cart does', async () => {
    const { element } = mountWidget(<QuickOrder />, 'store-quick-order', { renderIn: 'document' });
    const heard: { target: EventTarget | null; detail: unknown }[] = [];
    const listener = (event: CustomEvent) =>
      heard.push({ target: event.target, detail: event.detail });
    document.addEventListener('store-cart-updated', listener);
    enter(1, PPVT_FORMS, '2');
    enter(2, SAPT_KIT, '4'); // only 2 in stock
    await resolved(1);
    await resolved(2);
    fireEvent.click(addButton());
    await waitFor(() => expect(heard).toHaveLength(1));
    document.removeEventListener('store-cart-updated', listener);
    expect(heard[0]).toEqual({
      target: element,
      detail: {
        tag: 'store-quick-order',
        action: 'added',
        entries: [
          { productCode: PPVT_FORMS, quantityAdded: 2 },
          { productCode: SAPT_KIT, quantityAdded: 2 },
        ],
      },
    });
    element.remove();
  });

  it('tells the page when the add starts, with each line asked, and when it fails', async () => {
    const { element } = mountWidget(<QuickOrder />, 'store-quick-order', { renderIn: 'document' });
    const types = ['store-cart-update-started', 'store-cart-updated', 'store-cart-error'] as const;
    const heard: { type: string; detail: Record<string, unknown> }[] = [];
    const listener = (event: Event) =>
      heard.push({ type: event.type, detail: (event as CustomEvent).detail });
    types.forEach((type) => document.addEventListener(type, listener));
    enter(1, PPVT_FORMS, '2');
    enter(2, SAPT_KIT, '4');
    await resolved(1);
    await resolved(2);
    addFault({
      path: '/headless/ecommerce/v2/users/anonymous/carts/*/entries',
      mode: '500',
      times: 1,
    });
    fireEvent.click(addButton());
    await waitFor(() => expect(heard).toHaveLength(2));
    types.forEach((type) => document.removeEventListener(type, listener));
    expect(heard.map((one) => one.type)).toEqual(['store-cart-update-started', 'store-cart-error']);
    expect(heard[0]!.detail).toMatchObject({
      tag: 'store-quick-order',
      action: 'added',
      requested: [
        { productCode: PPVT_FORMS, quantity: 2 },
        { productCode: SAPT_KIT, quantity: 4 },
      ],
    });
    const message =
      'We could not add these products to your cart. Nothing was added and your rows are unchanged. Please try again.';
    expect(heard[1]!.detail).toEqual({
      tag: 'store-quick-order',
      action: 'added',
      code: 'server',
      message,
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    element.remove();
  });

  it('sends one request for a double click', async () => {
    mount();
    enter(1, PPVT_FORMS);
    await resolved(1);
    fireEvent.click(addButton());
    fireEvent.click(addButton());
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Added 1 product'),
    );
    expect(seen.adds).toHaveLength(1);
    expect(await cartLines()).toEqual([[PPVT_FORMS, 1]]);
  });

  it.each<FaultMode>(['500', 'timeout', 'malformed', 'network'])(
    'keeps every row as typed when the add fails (%s), and "Try again" adds once',
    async (mode) => {
      mount();
      enter(1, PPVT_FORMS, '3');
      enter(2, EVT_FORMS, '2');
      await resolved(1);
      await resolved(2);
      addFault({ path: '/headless/ecommerce/v2/users/anonymous/carts/*/entries', mode, times: 1 });
      fireEvent.click(addButton());
      await waitFor(
        () =>
          expect(screen.getByRole('alert').textContent).toBe(
            'We could not add these products to your cart. Nothing was added and your rows are unchanged. Please try again.',
          ),
        { timeout: 4000 },
      );
      expect([entryField(1).value, quantityField(1).value]).toEqual([PPVT_FORMS, '3']);
      expect([entryField(2).value, quantityField(2).value]).toEqual([EVT_FORMS, '2']);
      expect(entryField(1).readOnly).toBe(false);

      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() =>
        expect(screen.getByRole('status').textContent).toContain('Added 2 products'),
      );
      // The retry carries the failed attempt's request id: the platform applies it at most once.
      expect(seen.adds).toHaveLength(2);
      expect(seen.adds[1]?.requestId).toBe(seen.adds[0]?.requestId);
      expect(await cartLines()).toEqual([
        [PPVT_FORMS, 3],
        [EVT_FORMS, 2],
      ]);
    },
    10_000,
  );

  it('puts a refusal by the platform on the row it names, with focus there', async () => {
    server.use(
      http.post(
        '*/headless/ecommerce/v2/users/anonymous/carts/:cartId/entries',
        () =>
          HttpResponse.json(
            {
              errors: [
                {
                  type: 'CartEntryError',
                  reason: 'notBuyableOnline',
                  subject: EVT_FORMS,
                  message: 'cannot be bought online',
                },
              ],
            },
            { status: 400 },
          ),
        { once: true },
      ),
    );
    mount();
    enter(1, PPVT_FORMS);
    enter(2, EVT_FORMS);
    await resolved(1);
    await resolved(2);
    fireEvent.click(addButton());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Nothing was added to your cart: the row marked below cannot be added. Correct it and try again.',
      ),
    );
    expect(rowOf(2).textContent).toContain('This product cannot be bought online.');
    await waitFor(() => expect(document.activeElement).toBe(entryField(2)));
    expect(rowOf(1).dataset.state).toBe('ok');
    expect(entryField(1).value).toBe(PPVT_FORMS);
    expect(await cartLines()).toEqual([]);
    // Once the shopper changes the row, the refusal no longer applies to it.
    fireEvent.change(entryField(2), { target: { value: VMI_BOOKLETS } });
    fireEvent.blur(entryField(2));
    await waitFor(() => expect(rowOf(2).dataset.state).toBe('ok'));
  });

  it('keeps the row and offers a retry when a lookup fails', async () => {
    mount();
    addFault({ path: `/headless/ecommerce/v2/products/${PPVT_FORMS}`, mode: '500', times: 1 });
    enter(1, PPVT_FORMS);
    await resolved(1);
    expect(rowOf(1).textContent).toContain('We could not look up this product. Please try again.');
    expect(entryField(1).value).toBe(PPVT_FORMS);
    fireEvent.click(screen.getByRole('button', { name: 'Try again, row 1' }));
    await waitFor(() => expect(rowOf(1).dataset.state).toBe('ok'));
    expect(seen.lookups).toEqual([PPVT_FORMS, PPVT_FORMS]);
  });

  it('keeps typed rows across a sign-in; the platform says which products the shopper may not buy', async () => {
    mount();
    enter(1, WISC_KIT);
    enter(2, VMI_BOOKLETS);
    enter(3, AIMSWEB);
    await resolved(1);
    expect(rowOf(1).textContent).toContain('checked once you sign in');
    // kiwi@example.com: level AB, personal account, no cart (so no level read from a cart).
    signIn('u-1005', 'Aroha');
    await waitFor(() => expect(rowOf(1).dataset.state).toBe('error'));
    expect(entryField(1).value).toBe(WISC_KIT);
    expect(entryField(2).value).toBe(VMI_BOOKLETS);
    expect(rowOf(1).textContent).toContain(
      'This product requires qualification level C, which your qualification level does not include.',
    );
    const link = within(rowOf(1)).getByRole('link', { name: 'Update your qualifications' });
    expect(link.getAttribute('href')).toBe('/store/usassessments/en/my-account/qualifications');
    await waitFor(() => expect(rowOf(3).dataset.state).toBe('error'));
    expect(rowOf(3).textContent).toContain(
      'Only organisational accounts can buy aimswebPlus products.',
    );
    await waitFor(() => expect(rowOf(2).dataset.state).toBe('ok'));
    expect(rowOf(2).textContent).not.toContain('checked once you sign in');
  });
});

describe('<store-quick-order> content slots', () => {
  it('the `instructions` slot holds ours by default, the page’s own in their place; the form is described by it', () => {
    const { element, shadowRoot } = mountWidget(<QuickOrder />, 'store-quick-order');
    const slot = requireSlot(shadowRoot, 'instructions');
    expect(slotShows(slot)).toEqual({
      assigned: [],
      fallback: expect.stringContaining('25') as unknown as string,
    });
    const form = shadowRoot.querySelector('form')!;
    expect(slot.parentElement?.id).toBe(form.getAttribute('aria-describedby'));
    const own = fillSlot(element, 'instructions', 'Type or paste the codes from our catalogue.');
    expect(slotShows(slot).assigned).toEqual([own]);
  });
});
