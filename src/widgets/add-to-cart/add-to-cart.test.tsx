// @vitest-environment jsdom
import { cleanup, fireEvent, waitFor } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { addEntries, applyVoucher } from '../../api/cart/cart-mutations';
import { cartOwner } from '../../api/cart/cart-owner';
import { cartQueryOptions } from '../../api/cart/get-cart';
import { setAccessTokenProvider } from '../../api/http/commerce-auth';
import { getCore } from '../../core/core';
import { addFault } from '../../mocks/control/faults';
import { cartHandlers } from '../../mocks/handlers/carts';
import { server } from '../../mocks/node';
import { issueAccessToken } from '../../mocks/identity/session-tokens';
import { AddToCart, type AddToCartProps } from './add-to-cart';
import {
  readProductCode,
  productCodeFromPath,
  productCodeOf,
  readQuantity,
} from './add-to-cart-attributes';
import { stubDialogMethods } from '../../testing/jsdom-dialog';
import { mountWidget, unmountWidgets } from '../../testing/mount-widget';
import { fillSlot, requireSlot, slotShows } from '../../testing/content-slots';

// The session check is not under test: the tests set the session themselves.
vi.mock('../../auth/session/start', () => ({ startSession: () => undefined }));

const globals = globalThis as Record<string, unknown>;
const PPVT_FORMS = '0158241926'; // level A, USD 62
const WISC_MANUAL_LOW_STOCK = '0158979825'; // 3 in stock
const WAIS_KIT_NO_STOCK = '0158980343'; // none in stock
const WMS_KIT_NOT_ONLINE = '0158984403'; // not buyable online
const WISC_KIT_LEVEL_C = '0158979876'; // level C
const ENTRIES_PATH = '*/headless/ecommerce/v2/users/:userId/carts/:cartId/entries';

beforeEach(() => {
  globals.IS_REACT_ACT_ENVIRONMENT = true;
  globals.storeWidgetsConfig = {
    platformKey: 'pk',
    host: 'www.assessments.com',
    apiBase: 'http://localhost',
  };
  localStorage.clear();
  delete globals.dataLayer;
  getCore().store.session.loading = false;
});

afterEach(() => {
  unmountWidgets();
  setAccessTokenProvider(() => undefined);
  delete globals.storeWidgetsConfig;
  delete globals.dataLayer;
  localStorage.clear();
});

/** The widget as its element renders it: in a shadow root, with the page's query client. */
function mountAddToCart(props: AddToCartProps) {
  const { element, container, view } = mountWidget(<AddToCart {...props} />, 'store-add-to-cart');
  return {
    element,
    view,
    state: () => container.querySelector<HTMLElement>('[part="base"]')!.dataset.state,
    button: () => view.getByRole('button', { name: /Add to cart|Adding…/ }),
    /** The button once the product lookup has answered (it waits for it: see the widget). */
    readyButton: async () => {
      const button = view.getByRole<HTMLButtonElement>('button', { name: /Add to cart|Adding…/ });
      await waitFor(() => expect(button.disabled).toBe(false));
      return button;
    },
    status: () => view.getByRole('status').textContent,
  };
}

/** What the platform holds for this shopper, read fresh. */
async function cartLines(): Promise<[string, number][]> {
  const cart = await getCore().queries.fetch({
    ...cartQueryOptions(cartOwner()),
    staleTime: 0,
  });
  return cart?.entries.map((e) => [e.product.code, e.quantity]) ?? [];
}

/** Records the entries POSTs that reach the network, with their request ids. */
function recordAdds(): string[] {
  const ids: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/entries')) {
      ids.push(request.headers.get('X-Request-Id') ?? '');
    }
  });
  return ids;
}

describe('add-to-cart attributes', () => {
  it('takes a product code or ISBN, normalised as the quick order does', () => {
    expect(readProductCode('0158241926')).toEqual({ ok: true, code: '0158241926' });
    expect(readProductCode(' 978-0-15-824192-0 ')).toEqual({ ok: true, code: '9780158241920' });
    expect(readProductCode('a103000185321')).toEqual({ ok: true, code: 'A103000185321' });
    expect(readProductCode(undefined)).toEqual({ ok: false, reason: 'missing' });
    expect(readProductCode('   ')).toEqual({ ok: false, reason: 'blank' });
    expect(readProductCode('<script>')).toEqual({ ok: false, reason: 'invalid' });
    expect(readProductCode('x'.repeat(41))).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each([
    ['/p/0158241926', '0158241926'],
    ['/p/978-0-15-824192-6/', '978-0-15-824192-6'],
    ['/p/A103000310010', 'A103000310010'],
    ['/p/978%200158', '978 0158'],
    ['/p/', undefined],
    ['/p', undefined],
    ['/p/a/b', undefined],
    ['/store/p/0158241926', undefined],
    ['/cart', undefined],
    ['/p/%E0%A4%A', undefined],
  ])('a product page’s address %j gives the code %j', (path, code) => {
    expect(productCodeFromPath(path)).toBe(code);
  });

  it('the attribute wins over the address; without either there is no code', () => {
    const { routes } = getCore().store.site;
    expect(productCodeOf('0158242124', routes, '/p/0158241926')).toBe('0158242124');
    expect(productCodeOf(undefined, routes, '/p/0158241926')).toBe('0158241926');
    expect(productCodeOf(undefined, routes, '/search.html')).toBeUndefined();
  });

  it('takes a whole quantity of 1 or more; anything else is 1 with a reason', () => {
    expect(readQuantity(undefined)).toEqual({ quantity: 1 });
    expect(readQuantity('3')).toEqual({ quantity: 3 });
    expect(readQuantity(' 12 ')).toEqual({ quantity: 12 });
    for (const bad of ['0', '-1', '1.5', 'abc', '', '1e3', '99999999999999999999']) {
      const result = readQuantity(bad);
      expect(result.quantity, bad).toBe(1);
      expect(result.problem, bad).toContain('"quantity"');
    }
  });

  it.each([
    [
      undefined,
      'the attribute "product-code" is missing, and the page is not a product page (/p/{code})',
    ],
    ['  ', 'the required attribute "product-code" is blank'],
    ['not a code!', 'the attribute "product-code" ("not a code!") is not a product code or ISBN'],
  ])('product-code %j: shows the product as unavailable and names the attribute', (code, why) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const widget = mountAddToCart({ productCode: code });
    expect(widget.state()).toBe('unavailable');
    expect(widget.view.getByText('This product is not available.')).toBeTruthy();
    expect(widget.view.queryByRole('button')).toBeNull();
    expect(error).toHaveBeenCalledWith(
      '[store-widgets]',
      `<store-add-to-cart>: ${why}; the product is shown as unavailable.`,
    );
  });

  it('a code that matches no product shows it as unavailable once looked up', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const widget = mountAddToCart({ productCode: 'ZZ9999999' });
    await waitFor(() => expect(widget.state()).toBe('unavailable'));
    expect(error).toHaveBeenCalledWith(
      '[store-widgets]',
      '<store-add-to-cart>: the attribute "product-code" ("ZZ9999999") matches no product; the product is shown as unavailable.',
    );
  });

  it('an invalid quantity adds 1, with a console warning naming the attribute', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const widget = mountAddToCart({ productCode: PPVT_FORMS, quantity: 'two' });
    expect(warn).toHaveBeenCalledWith(
      '[store-widgets]',
      '<store-add-to-cart>: the attribute "quantity" ("two") is not a whole number of 1 or more; 1 is used.',
    );
    fireEvent.click(await widget.readyButton());
    await waitFor(() => expect(widget.state()).toBe('added'));
    expect(await cartLines()).toEqual([[PPVT_FORMS, 1]]);
  });
});

describe('what the product page says before a click', () => {
  it('a product sold from a minimum quantity adds that minimum unless the page asks for more', async () => {
    const WISC_FORMS_MIN_5 = '0158979833';
    const widget = mountAddToCart({ productCode: WISC_FORMS_MIN_5 });
    await waitFor(() =>
      expect(
        widget.view.getByText('The minimum order quantity for this product is 5'),
      ).toBeTruthy(),
    );
    fireEvent.click(await widget.readyButton());
    await waitFor(() => expect(widget.state()).toBe('added'));
    expect(await cartLines()).toEqual([[WISC_FORMS_MIN_5, 5]]);
  });

  it('tells a visitor that the qualification level is checked once they sign in', async () => {
    const widget = mountAddToCart({ productCode: WISC_KIT_LEVEL_C });
    await waitFor(() =>
      expect(
        widget.view.getByText(
          'This product requires qualification level C. Your qualification is checked once you sign in.',
        ),
      ).toBeTruthy(),
    );
    expect(widget.state()).toBe('ready');
    cleanup();
    // Signed in, the platform's own answer (a restriction, or none) replaces the note.
    const token = issueAccessToken('u-1001', 3_600_000);
    setAccessTokenProvider(() => token);
    getCore().store.session.user = { id: 'u-1001', firstName: 'Dana', lastName: 'Whitfield' };
    const signedIn = mountAddToCart({ productCode: WISC_KIT_LEVEL_C });
    await waitFor(() => expect(signedIn.state()).toBe('ready'));
    expect(signedIn.view.queryByText(/checked once you sign in/)).toBeNull();
  });
});

describe('adding', () => {
  it('says "Adding…" while it runs, ignores a second click and sends one request', async () => {
    const adds = recordAdds();
    const widget = mountAddToCart({ productCode: PPVT_FORMS, quantity: '2' });
    fireEvent.click(await widget.readyButton());
    expect(widget.button().textContent).toBe('Adding…');
    expect(widget.button().getAttribute('aria-disabled')).toBe('true');
    expect(widget.state()).toBe('adding');
    fireEvent.click(widget.button());
    fireEvent.click(widget.button());
    await waitFor(() => expect(widget.status()).toBe('Added to your cart'));
    expect(widget.button().textContent).toBe('Add to cart');
    expect(adds).toHaveLength(1);
    expect(await cartLines()).toEqual([[PPVT_FORMS, 2]]);
  });

  it('reports the add to the data layer and to the page (store-cart-updated)', async () => {
    const widget = mountAddToCart({ productCode: PPVT_FORMS });
    const events: unknown[] = [];
    document.addEventListener('store-cart-updated', (event) => events.push(event.detail));
    fireEvent.click(await widget.readyButton());
    await waitFor(() => expect(widget.state()).toBe('added'));
    expect(events).toEqual([
      {
        tag: 'store-add-to-cart',
        action: 'added',
        entries: [{ productCode: PPVT_FORMS, quantityAdded: 1 }],
      },
    ]);
    const layer = globals.dataLayer as { event?: string; ecommerce: { items: unknown[] } }[];
    const pushes = layer.filter((push) => push.event);
    expect(pushes.map((push) => push.event)).toEqual(['add_to_cart']);
    expect(pushes[0]!.ecommerce.items).toEqual([
      expect.objectContaining({ name: 'PPVT-5 Form A Record Forms (pack of 25)', quantity: 1 }),
    ]);
  });

  it('the data layer record carries the cart’s promotion code and promotion (issue 29)', async () => {
    // The visitor's cart holds something with the 10% code applied.
    await addEntries(cartOwner(), [{ code: PPVT_FORMS, quantity: 1 }], crypto.randomUUID());
    await applyVoucher(cartOwner(), 'SAVE10', crypto.randomUUID());
    await getCore().queries.invalidate({ queryKey: [] });
    const widget = mountAddToCart({ productCode: PPVT_FORMS });
    fireEvent.click(await widget.readyButton());
    await waitFor(() => expect(widget.state()).toBe('added'));
    const layer = () =>
      ((globals.dataLayer ?? []) as { event?: string; ecommerce: { items: unknown[] } }[]).filter(
        (push) => push.event === 'add_to_cart',
      );
    await waitFor(() => expect(layer()).toHaveLength(1));
    expect(layer()[0]!.ecommerce.items).toEqual([
      expect.objectContaining({
        quantity: 1,
        coupon: 'SAVE10',
        promotion_type: 'coupon',
        promotion_name: '10% off',
      }),
    ]);
  });

  it('after a failure says so, and "Try again" adds exactly once', async () => {
    const adds = recordAdds();
    addFault({ path: '**/carts/*/entries', method: 'POST', mode: '500', times: 1 });
    const widget = mountAddToCart({ productCode: PPVT_FORMS });
    fireEvent.click(await widget.readyButton());
    const alert = await widget.view.findByRole('alert');
    expect(alert.textContent).toContain(
      'We could not add this product to your cart. Please try again.',
    );
    expect(widget.state()).toBe('failed');
    expect(await cartLines()).toEqual([]);

    fireEvent.click(widget.view.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(widget.state()).toBe('added'));
    expect(widget.status()).toBe('Added to your cart');
    expect(await cartLines()).toEqual([[PPVT_FORMS, 1]]);
    // The retry is the same request to the platform: one id for both tries.
    expect(adds).toHaveLength(2);
    expect(adds[1]).toBe(adds[0]);
  });

  it('when the add reached the platform but its answer was lost, the retry still adds once', async () => {
    // The platform applies the add, then the answer is lost on the way back (a 502 from a proxy).
    let lose = true;
    server.use(
      http.post(ENTRIES_PATH, async ({ request }) => {
        if (!lose) return undefined;
        lose = false;
        await getResponse(cartHandlers, request);
        return HttpResponse.json(
          { errors: [{ type: 'ServerError', message: 'lost' }] },
          {
            status: 502,
          },
        );
      }),
    );
    const widget = mountAddToCart({ productCode: PPVT_FORMS });
    fireEvent.click(await widget.readyButton());
    await waitFor(() => expect(widget.state()).toBe('failed'));
    expect(await cartLines()).toEqual([[PPVT_FORMS, 1]]);

    fireEvent.click(widget.view.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(widget.state()).toBe('added'));
    expect(await cartLines()).toEqual([[PPVT_FORMS, 1]]);
  });

  it('tells the shopper when stock reduced what was added', async () => {
    const widget = mountAddToCart({ productCode: WISC_MANUAL_LOW_STOCK, quantity: '5' });
    fireEvent.click(await widget.readyButton());
    await waitFor(() => expect(widget.state()).toBe('added'));
    expect(widget.status()).toBe(
      'Added to your cart Only 3 in stock: the quantity was reduced from 5 to 3.',
    );
  });

  it('says when nothing could be added because the product is out of stock', async () => {
    const widget = mountAddToCart({ productCode: WAIS_KIT_NO_STOCK });
    fireEvent.click(await widget.readyButton());
    await waitFor(() => expect(widget.state()).toBe('added'));
    expect(widget.status()).toBe('This product is out of stock and was not added to your cart.');
    expect(await cartLines()).toEqual([]);
  });

  it('a product not buyable online says so and its button is disabled', async () => {
    const widget = mountAddToCart({ productCode: WMS_KIT_NOT_ONLINE });
    await waitFor(() => expect(widget.state()).toBe('blocked'));
    expect(
      widget.view.getByText(
        'This product cannot be bought online. Please contact Customer Support to order it.',
      ),
    ).toBeTruthy();
    // Known on arrival, so not announced as an alert.
    expect(widget.view.queryByRole('alert')).toBeNull();
    expect((widget.button() as HTMLButtonElement).disabled).toBe(true);
  });

  it("a signed-in shopper's qualification level too low: why, a link to update it, no button", async () => {
    // The teacher (level A) already has a cart, which carries her level.
    const token = issueAccessToken('u-1002', 3_600_000);
    setAccessTokenProvider(() => token);
    getCore().store.session.user = { id: 'u-1002', firstName: 'Terry', lastName: 'Teacher' };
    await addEntries(cartOwner(), [{ code: PPVT_FORMS, quantity: 1 }], 'seed-1');
    const widget = mountAddToCart({ productCode: WISC_KIT_LEVEL_C });
    await waitFor(() =>
      expect(
        widget.view.getByText(
          'This product requires qualification level C. Your qualification level is A.',
          { exact: false },
        ),
      ).toBeTruthy(),
    );
    expect(widget.state()).toBe('blocked');
    expect((widget.button() as HTMLButtonElement).disabled).toBe(true);
    expect(
      widget.view.getByRole('link', { name: 'Update your qualifications' }).getAttribute('href'),
    ).toBe('/store/usassessments/en/my-account/qualifications');
  });

  it("the platform's refusal shows its message and nothing is retried behind the shopper's back", async () => {
    // The lookup is down, so only the add finds out that the product is not sold online.
    addFault({ path: '**/products/*', method: 'GET', mode: '500' });
    const adds = recordAdds();
    const widget = mountAddToCart({ productCode: WMS_KIT_NOT_ONLINE });
    fireEvent.click(await widget.readyButton());
    await waitFor(() => expect(widget.state()).toBe('refused'));
    expect(widget.view.getByRole('alert').textContent).toContain(
      'This product cannot be bought online. Please contact Customer Support to order it.',
    );
    expect(widget.view.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(adds).toHaveLength(1);
  });
});

/** The cart operation events the document hears, in order. */
function hearCartOperations() {
  const heard: { type: string; detail: Record<string, unknown> }[] = [];
  const types = ['store-cart-update-started', 'store-cart-updated', 'store-cart-error'] as const;
  const listener = (event: Event) =>
    heard.push({ type: event.type, detail: (event as CustomEvent).detail });
  for (const type of types) document.addEventListener(type, listener);
  onTestFinished(() => types.forEach((type) => document.removeEventListener(type, listener)));
  return heard;
}

describe('the page hears each add start, then its outcome', () => {
  it('started, with what is asked and a result, then updated; the result is what was added', async () => {
    const heard = hearCartOperations();
    const widget = mountAddToCart({ productCode: WISC_MANUAL_LOW_STOCK, quantity: '5' });
    fireEvent.click(await widget.readyButton());
    await waitFor(() => expect(widget.state()).toBe('added'));
    expect(heard.map((one) => one.type)).toEqual([
      'store-cart-update-started',
      'store-cart-updated',
    ]);
    const started = heard[0]!.detail;
    expect(started).toMatchObject({
      tag: 'store-add-to-cart',
      action: 'added',
      requested: [{ productCode: WISC_MANUAL_LOW_STOCK, quantity: 5 }],
    });
    await expect(started.result).resolves.toEqual({
      status: 'succeeded',
      entries: [{ productCode: WISC_MANUAL_LOW_STOCK, quantityAdded: 3 }],
    });
  });

  it('a failure is one error with the text the widget shows; "Try again" is a new operation', async () => {
    addFault({ path: '**/carts/*/entries', method: 'POST', mode: '500', times: 1 });
    const heard = hearCartOperations();
    const widget = mountAddToCart({ productCode: PPVT_FORMS });
    fireEvent.click(await widget.readyButton());
    const alert = await widget.view.findByRole('alert');
    expect(heard.map((one) => one.type)).toEqual(['store-cart-update-started', 'store-cart-error']);
    const message = 'We could not add this product to your cart. Please try again.';
    expect(alert.textContent).toContain(message);
    expect(heard[1]!.detail).toEqual({
      tag: 'store-add-to-cart',
      action: 'added',
      code: 'server',
      message,
    });
    await expect(heard[0]!.detail.result).resolves.toEqual({
      status: 'failed',
      code: 'server',
      message,
    });

    fireEvent.click(widget.view.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(widget.state()).toBe('added'));
    expect(heard.map((one) => one.type)).toEqual([
      'store-cart-update-started',
      'store-cart-error',
      'store-cart-update-started',
      'store-cart-updated',
    ]);
  });

  it("a refusal's code is its rule and its message the widget's", async () => {
    addFault({ path: '**/products/*', method: 'GET', mode: '500' });
    const heard = hearCartOperations();
    const widget = mountAddToCart({ productCode: WMS_KIT_NOT_ONLINE });
    fireEvent.click(await widget.readyButton());
    await waitFor(() => expect(widget.state()).toBe('refused'));
    expect(heard.filter((one) => one.type === 'store-cart-error').map((one) => one.detail)).toEqual(
      [
        {
          tag: 'store-add-to-cart',
          action: 'added',
          code: 'notBuyableOnline',
          message:
            'This product cannot be bought online. Please contact Customer Support to order it.',
        },
      ],
    );
  });

  it('a second click while adding starts no second operation', async () => {
    const heard = hearCartOperations();
    const widget = mountAddToCart({ productCode: PPVT_FORMS });
    const button = await widget.readyButton();
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(widget.state()).toBe('added'));
    expect(heard.map((one) => one.type)).toEqual([
      'store-cart-update-started',
      'store-cart-updated',
    ]);
  });
});

describe('before the product is known', () => {
  const TRAINING = 'A103000310010'; // an online training: added with its details only
  const PRODUCT_PATH = '*/headless/ecommerce/v2/products/:code';

  /** Holds the product lookups until `release` is called; the fake backend then answers. */
  function holdLookups() {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(PRODUCT_PATH, async () => {
        await gate;
        return undefined;
      }),
    );
    return release;
  }

  it('the button waits for the lookup: a click before it answers adds nothing', async () => {
    const release = holdLookups();
    const adds = recordAdds();
    const widget = mountAddToCart({ productCode: PPVT_FORMS });
    expect((widget.button() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(widget.button());
    release();
    fireEvent.click(await widget.readyButton());
    await waitFor(() => expect(widget.status()).toBe('Added to your cart'));
    expect(adds).toHaveLength(1);
  });

  it('signing in keeps an online training one while the shopper’s own lookup runs', async () => {
    stubDialogMethods();
    const adds = recordAdds();
    const widget = mountAddToCart({ productCode: TRAINING });
    await waitFor(() => expect(widget.state()).toBe('sign-in'));
    const release = holdLookups();
    const token = issueAccessToken('u-1001', 3_600_000);
    setAccessTokenProvider(() => token);
    getCore().store.session.user = { id: 'u-1001', firstName: 'Dana', lastName: 'Whitfield' };
    await waitFor(() =>
      expect(
        widget.view.getByText('Next, choose two preferred dates and add the participants.'),
      ).toBeTruthy(),
    );
    // The click opens the training dialog: nothing is added without the training's details.
    // Its code is a lazy chunk: on a loaded machine its import took more than findBy's 1 s.
    fireEvent.click(await widget.readyButton());
    expect(
      await widget.view.findByRole(
        'dialog',
        { name: 'Online training details' },
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
    release();
    expect(adds).toHaveLength(0);
  });
});

describe('<store-add-to-cart> content slots', () => {
  it('the `note` slot sits right under the button, empty by default, with the page’s note in it', async () => {
    const WISC_FORMS_MIN_5 = '0158979833';
    const widget = mountAddToCart({ productCode: WISC_FORMS_MIN_5 });
    const button = await widget.readyButton();
    const note = requireSlot(button.getRootNode() as ShadowRoot, 'note');
    expect(note.previousElementSibling).toBe(button);
    expect(slotShows(note)).toEqual({ assigned: [], fallback: '' });
    const own = fillSlot(widget.element, 'note', 'Ships in 2 working days.');
    expect(slotShows(note).assigned).toEqual([own]);
  });
});
