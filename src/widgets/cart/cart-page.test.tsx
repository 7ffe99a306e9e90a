// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addEntries, type CartLine } from '../../api/cart/cart-mutations';
import type { CartOwner } from '../../api/cart/cart-owner';
import { setAccessTokenProvider } from '../../api/http/commerce-auth';
import { getCore } from '../../core/core';
import { addFault, heldCount, releaseHeld } from '../../mocks/control/faults';
import { server } from '../../mocks/node';
import { issueAccessToken } from '../../mocks/identity/session-tokens';
import { CartPage } from './cart';
import { mountWidget, unmountWidgets } from '../../testing/mount-widget';
import { fillSlot, requireSlot, slotNamed, slotShows } from '../../testing/content-slots';

// The session check is not under test: the tests set the session themselves.
vi.mock('../../auth/session/start', () => ({ startSession: () => undefined }));

/**
 * <store-cart>'s component in jsdom against the fake backend (msw in process). Seeded products:
 * src/mocks/db/seed-products.ts; promotion codes: src/mocks/db/seed-promotions.ts.
 */
const PPVT_FORMS = { code: '0158241926', name: 'PPVT-5 Form A Record Forms (pack of 25)' }; // $62
const WISC_FORMS = { code: '0158979833', name: 'WISC-V Record Forms (pack of 25)' }; // min 5
const WISC_STIMULUS = {
  code: 'A103000185339',
  name: 'WISC-V Digital Stimulus Books, 1-year access',
}; // max 10, not discountable
const WISC_TECH_MANUAL = { code: '0158979825', name: 'WISC-V Technical and Interpretive Manual' }; // 3 in stock
const EVT_KIT = { code: '0158242116', name: 'EVT-3 Form A Kit' }; // none in stock

const globals = globalThis as Record<string, unknown>;
const ANONYMOUS: CartOwner = { userId: 'anonymous', cartId: null };
const CURRENT: CartOwner = { userId: 'current', cartId: 'current' };

interface Seen {
  patches: { requestId: string | null; body: string }[];
}
let seen: Seen;

function configure(extra: Record<string, unknown> = {}) {
  globals.storeWidgetsConfig = {
    platformKey: 'pk',
    host: 'www.assessments.com',
    apiBase: 'http://localhost',
    mockFlags: true,
    ...extra,
  };
  // The session check is not part of these tests: the visitor is known.
  getCore().store.session.loading = false;
}

beforeAll(() => {
  // jsdom has no modal dialogs: enough of one for ModalDialog (open, close, the close event).
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & Record<string, unknown>;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  if (!('open' in proto)) {
    Object.defineProperty(proto, 'open', {
      get(this: HTMLDialogElement) {
        return this.hasAttribute('open');
      },
    });
  }
});

beforeEach(() => {
  localStorage.clear();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  seen = { patches: [] };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PATCH' && /\/entries\/\d+$/.test(new URL(request.url).pathname)) {
      void request
        .clone()
        .text()
        .then((body) =>
          seen.patches.push({ requestId: request.headers.get('X-Request-Id'), body }),
        );
    }
  });
});

afterEach(() => {
  unmountWidgets();
  server.events.removeAllListeners();
  setAccessTokenProvider(() => undefined);
  delete globals.storeWidgetsConfig;
  localStorage.clear();
});

function signIn(userId: string, firstName: string) {
  const token = issueAccessToken(userId, 3_600_000);
  setAccessTokenProvider(() => token);
  getCore().store.session.user = { id: userId, firstName, lastName: 'Test' };
}

async function seed(owner: CartOwner, lines: CartLine[]) {
  await addEntries(owner, lines, crypto.randomUUID());
}

function mount() {
  return mountWidget(<CartPage />);
}

async function loaded() {
  await waitFor(() =>
    expect(document.querySelector('[part="base"]')?.getAttribute('data-state')).toBe('loaded'),
  );
}

const quantityOf = (name: string) => screen.getByLabelText(`Quantity, ${name}`) as HTMLInputElement;
const rowOf = (code: string) =>
  document.querySelector(`li[data-product-code="${code}"]`) as HTMLElement;
const promoForm = () => document.querySelector('.promo-form') as HTMLFormElement;
const discountRow = () => document.querySelector('.totals-discount');

function setQuantity(name: string, value: string) {
  const input = quantityOf(name);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

describe('<store-cart> quantities', () => {
  it('checks a typed quantity (not empty, positive, min, max) before anything is sent', async () => {
    configure();
    await seed(ANONYMOUS, [
      { code: WISC_FORMS.code, quantity: 5 },
      { code: WISC_STIMULUS.code, quantity: 1 },
    ]);
    mount();
    await loaded();

    const cases: [string, string, string][] = [
      [WISC_FORMS.name, '', 'Please enter a quantity'],
      [WISC_FORMS.name, '0', 'Please enter a whole number of 1 or more'],
      [WISC_FORMS.name, '2.5', 'Please enter a whole number of 1 or more'],
      [WISC_FORMS.name, '4', 'The minimum order quantity for this product is 5'],
      [WISC_STIMULUS.name, '11', 'The maximum order quantity for this product is 10'],
    ];
    for (const [name, value, message] of cases) {
      setQuantity(name, value);
      const code = name === WISC_FORMS.name ? WISC_FORMS.code : WISC_STIMULUS.code;
      expect(within(rowOf(code)).getByRole('alert').textContent).toBe(message);
      expect(quantityOf(name).getAttribute('aria-invalid')).toBe('true');
      expect(quantityOf(name).value).toBe(value);
    }
    expect(seen.patches).toEqual([]);

    setQuantity(WISC_FORMS.name, '6');
    await waitFor(() => expect(within(rowOf(WISC_FORMS.code)).queryByRole('alert')).toBeNull());
    await waitFor(() =>
      expect(rowOf(WISC_FORMS.code).querySelector('.entry-line-total')?.textContent).toBe(
        '$768.00',
      ),
    );
    expect(seen.patches).toHaveLength(1);
    expect(JSON.parse(seen.patches[0]?.body ?? '{}')).toEqual({ quantity: 6 });
  });

  it('sends a quantity once typing pauses, once, without Enter or leaving the field', async () => {
    configure();
    await seed(ANONYMOUS, [{ code: PPVT_FORMS.code, quantity: 1 }]);
    mount();
    await loaded();
    const input = quantityOf(PPVT_FORMS.name);
    fireEvent.change(input, { target: { value: '1' } });
    fireEvent.change(input, { target: { value: '12' } });
    await waitFor(
      () =>
        expect(rowOf(PPVT_FORMS.code).querySelector('.entry-line-total')?.textContent).toBe(
          '$744.00',
        ),
      { timeout: 3000 },
    );
    // Leaving the field afterwards sends nothing more.
    fireEvent.blur(input);
    expect(seen.patches.map((p) => JSON.parse(p.body) as unknown)).toEqual([{ quantity: 12 }]);
  });
});

describe('<store-cart> tells the page', () => {
  it('fires store-cart-updated from its element for a changed quantity and a removed line', async () => {
    configure();
    await seed(ANONYMOUS, [
      { code: PPVT_FORMS.code, quantity: 1 },
      { code: WISC_STIMULUS.code, quantity: 2 },
    ]);
    const { element } = mountWidget(<CartPage />, 'store-cart', { renderIn: 'document' });
    await loaded();
    const heard: { target: EventTarget | null; detail: unknown }[] = [];
    const listener = (event: CustomEvent) =>
      heard.push({ target: event.target, detail: event.detail });
    document.addEventListener('store-cart-updated', listener);
    setQuantity(PPVT_FORMS.name, '3');
    await waitFor(() => expect(heard).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: `Remove ${WISC_STIMULUS.name}` }));
    await waitFor(() => expect(heard).toHaveLength(2));
    document.removeEventListener('store-cart-updated', listener);
    expect(heard).toEqual([
      {
        target: element,
        detail: {
          tag: 'store-cart',
          action: 'updated',
          entries: [{ productCode: PPVT_FORMS.code, quantityAdded: 2 }],
        },
      },
      {
        target: element,
        detail: {
          tag: 'store-cart',
          action: 'removed',
          entries: [{ productCode: WISC_STIMULUS.code, quantityAdded: -2 }],
        },
      },
    ]);
    element.remove();
  });
});

describe('<store-cart> tells the page each change as it starts and how it ended', () => {
  it("a quantity change: started with the change asked, then error with the row's text; a removal: started, updated", async () => {
    configure();
    await seed(ANONYMOUS, [
      { code: PPVT_FORMS.code, quantity: 1 },
      { code: WISC_STIMULUS.code, quantity: 2 },
    ]);
    const { element } = mountWidget(<CartPage />, 'store-cart', { renderIn: 'document' });
    await loaded();
    const types = ['store-cart-update-started', 'store-cart-updated', 'store-cart-error'] as const;
    const heard: { type: string; target: EventTarget | null; detail: Record<string, unknown> }[] =
      [];
    const listener = (event: Event) =>
      heard.push({
        type: event.type,
        target: event.target,
        detail: (event as CustomEvent).detail,
      });
    types.forEach((type) => document.addEventListener(type, listener));
    addFault({
      path: '/headless/ecommerce/v2/users/anonymous/carts/*/entries/*',
      method: 'PATCH',
      mode: '500',
      times: 1,
    });
    setQuantity(PPVT_FORMS.name, '3');
    await waitFor(() => expect(heard).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: `Remove ${WISC_STIMULUS.name}` }));
    await waitFor(() => expect(heard).toHaveLength(4));
    types.forEach((type) => document.removeEventListener(type, listener));
    expect(heard.map((one) => [one.type, one.target])).toEqual([
      ['store-cart-update-started', element],
      ['store-cart-error', element],
      ['store-cart-update-started', element],
      ['store-cart-updated', element],
    ]);
    expect(heard[0]!.detail).toMatchObject({
      tag: 'store-cart',
      action: 'updated',
      requested: [{ productCode: PPVT_FORMS.code, quantity: 2 }],
    });
    const failure = {
      tag: 'store-cart',
      action: 'updated',
      code: 'server',
      message: expect.stringMatching(/\S/) as unknown,
    };
    expect(heard[1]!.detail).toEqual(failure);
    expect(screen.getByText(heard[1]!.detail.message as string)).toBeTruthy();
    await expect(heard[0]!.detail.result).resolves.toEqual({
      status: 'failed',
      code: 'server',
      message: heard[1]!.detail.message,
    });
    expect(heard[2]!.detail).toMatchObject({
      action: 'removed',
      requested: [{ productCode: WISC_STIMULUS.code, quantity: -2 }],
    });
    await expect(heard[2]!.detail.result).resolves.toEqual({
      status: 'succeeded',
      entries: [{ productCode: WISC_STIMULUS.code, quantityAdded: -2 }],
    });
    element.remove();
  });
});

describe('<store-cart> load failures', () => {
  it('a failed read says so; Try again reads the cart again', async () => {
    configure();
    await seed(ANONYMOUS, [{ code: PPVT_FORMS.code, quantity: 3 }]);
    addFault({
      path: '/headless/ecommerce/v2/users/anonymous/carts/*',
      method: 'GET',
      mode: '500',
      times: 1,
    });
    mount();
    await waitFor(() =>
      expect(document.querySelector('[part="base"]')?.getAttribute('data-state')).toBe('error'),
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'We could not load your cart. Please try again.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await loaded();
    expect(quantityOf(PPVT_FORMS.name).value).toBe('3');
  });

  it('a failed refresh keeps the cart on screen, with Try again', async () => {
    configure();
    await seed(ANONYMOUS, [{ code: PPVT_FORMS.code, quantity: 3 }]);
    mount();
    await loaded();
    addFault({
      path: '/headless/ecommerce/v2/users/anonymous/carts/*',
      method: 'GET',
      mode: 'network',
      times: 1,
    });
    await act(() => getCore().queries.invalidate({ queryKey: [] }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'We could not refresh your cart, so it may be out of date. Please try again.',
      ),
    );
    expect(quantityOf(PPVT_FORMS.name).value).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

describe('<store-cart> stock', () => {
  it('insufficient stock reduces the quantity with a notice; an out-of-stock product says so', async () => {
    configure();
    await seed(ANONYMOUS, [
      { code: WISC_TECH_MANUAL.code, quantity: 1 },
      { code: EVT_KIT.code, quantity: 1 },
    ]);
    mount();
    await loaded();
    // The EVT-3 kit has no stock: it was not added, and the cart says so.
    expect(document.querySelector('.stock-notices')?.textContent).toBe(
      `Product ${EVT_KIT.code}: This product is out of stock and was not added to your cart.`,
    );
    expect(rowOf(EVT_KIT.code)).toBeNull();

    setQuantity(WISC_TECH_MANUAL.name, '5');
    await waitFor(() =>
      expect(rowOf(WISC_TECH_MANUAL.code).querySelector('.entry-stock')?.textContent).toBe(
        'Only 3 in stock: the quantity was reduced from 5 to 3.',
      ),
    );
    await waitFor(() => expect(quantityOf(WISC_TECH_MANUAL.name).value).toBe('3'));
  });
});

describe('<store-cart> promotion codes', () => {
  it('gives each outcome its own message, and announces a success', async () => {
    configure();
    await seed(ANONYMOUS, [
      { code: PPVT_FORMS.code, quantity: 2 },
      { code: WISC_STIMULUS.code, quantity: 1 },
    ]);
    mount();
    await loaded();
    const input = screen.getByLabelText('Enter a promotion code');
    const apply = (code: string) => {
      fireEvent.change(input, { target: { value: code } });
      fireEvent.submit(promoForm());
    };

    const outcomes: [string, string][] = [
      ['', 'Please enter a promotion code'],
      ['NOTACODE', 'This promotion code is invalid.'],
      ['SPRING2024', 'This promotion code is not active.'],
      ['WINTER2099', 'This promotion code is not active.'],
      ['WELCOME15', 'This promotion code has already been applied.'],
      ['WISC15', 'This promotion code does not apply to the items in your cart.'],
    ];
    for (const [code, message] of outcomes) {
      apply(code);
      await waitFor(() => expect(within(promoForm()).getByRole('alert').textContent).toBe(message));
    }

    // The cart's read after the code is held: the success waits for the totals that show it.
    addFault({
      path: '/headless/ecommerce/v2/users/anonymous/carts/*',
      method: 'GET',
      mode: 'hold',
      times: 1,
    });
    apply('SAVE10');
    await waitFor(() => expect(heldCount()).toBe(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const statuses = () => screen.getAllByRole('status').map((s) => s.textContent);
    expect(statuses()).not.toContain('Promotion code SAVE10 applied.');
    expect(discountRow()).toBeFalsy();
    releaseHeld();
    await waitFor(() => expect(statuses()).toContain('Promotion code SAVE10 applied.'));
    expect(within(promoForm()).queryByRole('alert')).toBeNull();
    expect(discountRow()?.textContent).toBe('Discounts−$12.40');
    expect(screen.getByRole('list', { name: 'Applied promotion codes' }).textContent).toContain(
      'SAVE10',
    );
  });
});

describe('<store-cart> promotion codes as cart operations', () => {
  it('applying and removing a code: started, then updated or error, from the element', async () => {
    configure();
    await seed(ANONYMOUS, [{ code: PPVT_FORMS.code, quantity: 2 }]);
    const { element } = mountWidget(<CartPage />, 'store-cart', { renderIn: 'document' });
    await loaded();
    const heard: [string, EventTarget | null, Record<string, unknown>][] = [];
    const types = ['store-cart-update-started', 'store-cart-updated', 'store-cart-error'];
    const listener = (event: Event) =>
      heard.push([event.type, event.target, (event as CustomEvent).detail]);
    types.forEach((type) => document.addEventListener(type, listener));
    const input = screen.getByLabelText('Enter a promotion code');
    for (const [index, code] of ['NOTACODE', 'SAVE10'].entries()) {
      fireEvent.change(input, { target: { value: code } });
      fireEvent.submit(promoForm());
      await waitFor(() => expect(heard).toHaveLength(2 * (index + 1)));
    }
    fireEvent.click(await screen.findByRole('button', { name: 'Remove promotion code SAVE10' }));
    await waitFor(() => expect(heard).toHaveLength(6));
    types.forEach((type) => document.removeEventListener(type, listener));

    expect(heard.map(([type, target, detail]) => [type, target, detail.action])).toEqual([
      ['store-cart-update-started', element, 'promotion-applied'],
      ['store-cart-error', element, 'promotion-applied'],
      ['store-cart-update-started', element, 'promotion-applied'],
      ['store-cart-updated', element, 'promotion-applied'],
      ['store-cart-update-started', element, 'promotion-removed'],
      ['store-cart-updated', element, 'promotion-removed'],
    ]);
    expect(heard[1]![2]).toEqual({
      tag: 'store-cart',
      action: 'promotion-applied',
      code: 'invalid',
      message: 'This promotion code is invalid.',
    });
    expect(heard[0]![2].requested).toEqual([]);
    await expect(heard[2]![2].result).resolves.toEqual({ status: 'succeeded', entries: [] });
    element.remove();
  });
});

describe('<store-cart> discount label', () => {
  it('UAP applied with the UAP feature on: the agreement’s label', async () => {
    configure();
    await seed(ANONYMOUS, [{ code: PPVT_FORMS.code, quantity: 2 }]);
    mount();
    await loaded();
    fireEvent.change(screen.getByLabelText('Enter a promotion code'), {
      target: { value: 'UAP2026' },
    });
    fireEvent.submit(promoForm());
    await waitFor(() =>
      expect(discountRow()?.textContent).toBe('University adoption price−$24.80'),
    );
    expect(discountRow()?.getAttribute('data-discount-label')).toBe('uap');
  });

  it('UAP applied with the UAP feature off: the generic label', async () => {
    configure({ flags: { upc: false } });
    await seed(ANONYMOUS, [{ code: PPVT_FORMS.code, quantity: 2 }]);
    mount();
    await loaded();
    fireEvent.change(screen.getByLabelText('Enter a promotion code'), {
      target: { value: 'UAP2026' },
    });
    fireEvent.submit(promoForm());
    await waitFor(() => expect(discountRow()?.textContent).toBe('Discounts−$24.80'));
  });

  it('an organisation discount under its label when the organisation-level-discount flag is on', async () => {
    configure();
    signIn('u-1003', 'Maria'); // district, ORGANIZATION, OLD_APPLIED 5%
    await seed(CURRENT, [{ code: PPVT_FORMS.code, quantity: 2 }]);
    mount();
    await loaded();
    expect(discountRow()?.textContent).toBe('Riverside Unified School District discount−$6.20');
    // Organisation account: the tax-exempt note beside the totals.
    expect(document.querySelector('.shipping-notes')?.textContent).toBe(
      'Tax-exempt organizations are not charged tax. Make sure your exemption certificate is on file with us.',
    );
  });

  it('and the generic label when that flag is off', async () => {
    configure({ flags: { 'organisation-level-discount': false } });
    signIn('u-1003', 'Maria');
    await seed(CURRENT, [{ code: PPVT_FORMS.code, quantity: 2 }]);
    mount();
    await loaded();
    expect(discountRow()?.textContent).toBe('Discounts−$6.20');
  });
});

describe('<store-cart> save cart dialog', () => {
  async function openDialog() {
    configure();
    signIn('u-1001', 'Dana');
    await seed(CURRENT, [{ code: PPVT_FORMS.code, quantity: 1 }]);
    mount();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Save cart' }));
    return screen.findByRole('dialog', { name: 'Save cart' });
  }

  it('anonymous visitors are asked to sign in instead', async () => {
    configure();
    await seed(ANONYMOUS, [{ code: PPVT_FORMS.code, quantity: 1 }]);
    mount();
    await loaded();
    expect(screen.getByText('Sign in to save your cart')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save cart' })).toBeNull();
  });

  it('name alphanumeric only, exactly the spec’s message; the description counter follows typing', async () => {
    const dialog = await openDialog();
    const name = within(dialog).getByLabelText('Cart name') as HTMLInputElement;
    const description = within(dialog).getByLabelText('Description (optional)');
    expect(within(dialog).getByText('Characters left: 255')).toBeTruthy();
    fireEvent.change(description, { target: { value: 'Spring forms' } });
    await waitFor(() => expect(within(dialog).getByText('Characters left: 243')).toBeTruthy());

    for (const bad of ['My cart', 'Cart-1', 'Café']) {
      fireEvent.change(name, { target: { value: bad } });
      fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
      await waitFor(() =>
        expect(within(dialog).getByRole('alert').textContent).toBe(
          'Cart name can only be alpha numeric',
        ),
      );
    }
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Please enter a cart name'),
    );
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });

  it('a refusal from the platform goes to its field; then a save closes and links to saved carts', async () => {
    const dialog = await openDialog();
    let refuse = true;
    server.use(
      http.patch('*/headless/ecommerce/v2/users/:userId/carts/:cartId/save', () =>
        refuse
          ? HttpResponse.json(
              {
                errors: [
                  {
                    type: 'ValidationError',
                    reason: 'invalid',
                    subject: 'saveCartName',
                    message: 'Cart name can only be alpha numeric',
                  },
                ],
              },
              { status: 400 },
            )
          : undefined,
      ),
    );
    const name = within(dialog).getByLabelText('Cart name') as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Spring2026' } });
    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'Cart name can only be alpha numeric',
      ),
    );
    expect(name.value).toBe('Spring2026');

    refuse = false;
    await act(async () => {
      fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
    });
    await waitFor(() =>
      expect(document.querySelector('.saved-notice')?.textContent).toContain(
        'Your cart was saved as Spring2026.',
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'View your saved carts' }).getAttribute('href')).toBe(
      '/store/usassessments/en/my-account/saved-carts',
    );
  });
});

describe('<store-cart> notice from the checkout (/cart?checkout=…)', () => {
  const AIMSWEB = {
    code: 'A103000290018',
    name: 'aimswebPlus Complete Subscription (per student)',
  }; // $7.50
  const notice = () => document.querySelector('.checkout-notice');

  afterEach(() => window.history.replaceState(null, '', '/'));

  it('empty: says there is nothing to check out, in a status region at the top', async () => {
    configure();
    window.history.replaceState(null, '', '/cart?checkout=empty');
    mount();
    await waitFor(() =>
      expect(document.querySelector('[part="base"]')?.getAttribute('data-state')).toBe('empty'),
    );
    await waitFor(() =>
      expect(notice()?.textContent).toBe('There is nothing in your cart to check out yet.'),
    );
    expect(notice()?.getAttribute('role')).toBe('status');
    expect(document.querySelector('[part="base"]')?.firstElementChild).toBe(notice());
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
  });

  it('blocked: says a change is needed, above the cart that says which', async () => {
    configure();
    await seed(ANONYMOUS, [{ code: AIMSWEB.code, quantity: 2 }]);
    window.history.replaceState(null, '', '/cart?x=1&checkout=blocked');
    mount();
    // The live region is there, empty, while the cart loads; the text comes with the cart.
    expect(notice()?.getAttribute('role')).toBe('status');
    expect(notice()?.textContent).toBe('');
    await loaded();
    await waitFor(() =>
      expect(notice()?.textContent).toBe('Your cart needs a change before checkout. See below.'),
    );
    expect(document.querySelector('.checkout-blockers li')?.textContent).toBe(
      'aimswebPlus products need a minimum order total of $300.00. Add $285.00 more to continue.',
    );
  });

  it.each([
    '/cart',
    '/cart?checkout=EMPTY',
    '/cart?checkout=',
    '/cart?checkout=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
    '/cart?checkout=constructor',
    '/cart?notice=blocked',
  ])('%s: no notice (only the two known values count)', async (url) => {
    configure();
    await seed(ANONYMOUS, [{ code: PPVT_FORMS.code, quantity: 1 }]);
    window.history.replaceState(null, '', url);
    mount();
    await loaded();
    expect(notice()).toBeNull();
    // Nothing from the address became markup (the entries' own thumbnails are the flag's).
    expect(document.querySelector('img:not(.product-thumbnail)')).toBeNull();
  });

  it('is translated (French Canada)', async () => {
    configure({ host: 'www.assessments.ca', localePath: 'fr-ca' });
    window.history.replaceState(null, '', '/cart?checkout=empty');
    mount();
    await waitFor(() =>
      expect(notice()?.textContent).toBe('Votre panier ne contient encore rien à commander.'),
    );
  });
});

describe('<store-cart> content slots', () => {
  const state = (root: ShadowRoot) =>
    root.querySelector('[part="base"]')?.getAttribute('data-state');

  it('the empty cart shows our state by default, the page’s own in the `empty` slot in its place', async () => {
    configure();
    const { element, shadowRoot } = mountWidget(<CartPage />, 'store-cart');
    await waitFor(() => expect(state(shadowRoot)).toBe('empty'));
    const empty = requireSlot(shadowRoot, 'empty');
    expect(slotShows(empty).assigned).toEqual([]);
    expect(slotShows(empty).fallback).toContain('Your cart is empty.');
    const own = fillSlot(element, 'empty', 'Your basket is empty: see our new kits.');
    expect(slotShows(empty).assigned).toEqual([own]);
    expect(slotNamed(shadowRoot, 'totals-note')).toBeNull();
  });

  it('a cart with entries has the `totals-note` slot right under its totals, empty by default', async () => {
    configure();
    await seed(ANONYMOUS, [{ code: PPVT_FORMS.code, quantity: 1 }]);
    const { element, shadowRoot } = mountWidget(<CartPage />, 'store-cart');
    await waitFor(() => expect(state(shadowRoot)).toBe('loaded'));
    const note = requireSlot(shadowRoot, 'totals-note');
    expect(slotShows(note)).toEqual({ assigned: [], fallback: '' });
    expect(note.previousElementSibling?.className).toBe('cart-totals');
    const own = fillSlot(element, 'totals-note', 'Orders ship within two working days.');
    expect(slotShows(note).assigned).toEqual([own]);
    expect(slotNamed(shadowRoot, 'empty')).toBeNull();
  });
});
