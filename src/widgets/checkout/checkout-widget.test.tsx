// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addEntries } from '../../api/cart/cart-mutations';
import { setCheckoutChoice } from '../../api/checkout/set-checkout-choice';
import { setAccessTokenProvider } from '../../api/http/commerce-auth';
import { getCore } from '../../core/core';
import { addFault } from '../../mocks/control/faults';
import { server } from '../../mocks/node';
import { issueAccessToken } from '../../mocks/identity/session-tokens';
import { Checkout } from './checkout';
import { mountWidget } from '../../testing/mount-widget';
import { addedElsewhere } from '../../testing/commerce-backend';

// The session check is not under test: the tests set the session themselves.
vi.mock('../../auth/session/start', () => ({ startSession: () => undefined }));

/**
 * <store-checkout>'s component in jsdom against the fake backend (msw in process), for what the
 * browser tests cannot reach as a shopper: the content call's texts and its fallback, French,
 * refusals the backend only gives in a race, and what a double click and a retry send.
 */
const globals = globalThis as Record<string, unknown>;
const CART = '/headless/ecommerce/v2/users/current/carts/current';
const CHECKOUT = `${CART}/checkout`;

interface Put {
  path: string;
  requestId: string | null;
}
let puts: Put[];

beforeAll(() => {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & Record<string, unknown>;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

// The lazy parts are imported once here, as a shopper's page fetches them ahead, so no test's
// waitFor includes compiling them (it timed out on a loaded machine).
beforeAll(async () => {
  await import('./signed-in-checkout');
  await import('./steps/address-step');
});

beforeEach(() => {
  localStorage.clear();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.history.replaceState(null, '', '/store/checkout');
  puts = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT') {
      puts.push({
        path: new URL(request.url).pathname,
        requestId: request.headers.get('X-Request-Id'),
      });
    }
  });
});

afterEach(() => {
  cleanup();
  server.events.removeAllListeners();
  setAccessTokenProvider(() => undefined);
  delete globals.storeWidgetsConfig;
});

/** The clinician signed in with a PPVT-5 forms cart, on the given site. */
async function clinicianCheckout(site: { host?: string; localePath?: string } = {}) {
  globals.storeWidgetsConfig = {
    platformKey: 'pk',
    host: 'www.assessments.com',
    apiBase: 'http://localhost',
    contentBase: 'http://localhost',
    mockFlags: true,
    ...site,
  };
  const token = issueAccessToken('u-1001', 3_600_000);
  setAccessTokenProvider(() => token);
  const { store } = getCore();
  store.session.user = { id: 'u-1001', firstName: 'Dana', lastName: 'Whitfield' };
  store.session.loading = false;
  await addEntries(
    { userId: 'current', cartId: 'current' },
    [{ code: '0158241926', quantity: 1 }],
    'seed',
  );
}

function mount() {
  return mountWidget(<Checkout />);
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

async function stepIs(step: string) {
  await waitFor(() =>
    expect(document.querySelector('section[data-step]')?.getAttribute('data-step')).toBe(step),
  );
}

/** Every choice up to the shipping method, through the API (as earlier visits would have). */
async function chooseUpToShippingMethod() {
  await setCheckoutChoice('customer-account', { accountId: 'personal-u-1001' }, 'a');
  await setCheckoutChoice('qualified-user', { userId: 'u-1001' }, 'b');
  await setCheckoutChoice('delivery-address', { addressId: 'addr-1001-home' }, 'c');
}

describe('<store-checkout> texts', () => {
  it('step titles come from the content call when it has them', async () => {
    await clinicianCheckout();
    server.use(
      http.get('*/graphql/execute.json/USAssessments/:query', () =>
        HttpResponse.json({
          data: { checkout: { item: { chooseAccountTitle: 'Who is this order for?' } } },
        }),
      ),
    );
    mount();
    await stepIs('account');
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 2, name: 'Who is this order for?' }),
      ).toBeTruthy(),
    );
    // A key the content leaves out falls back to the catalog.
    expect(screen.getByRole('heading', { level: 2, name: 'Items in your cart' })).toBeTruthy();
  });

  it('a failing content call leaves the catalog texts, and is logged once', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await clinicianCheckout();
    addFault({ path: '/graphql/execute.json/USAssessments/*', mode: '500' });
    mount();
    await stepIs('account');
    await waitFor(() => expect(logged).toHaveBeenCalledTimes(1));
    expect(String(logged.mock.calls[0]?.join(' '))).toContain(
      'checkout content: using the built-in texts',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Choose a customer account' }),
    ).toBeTruthy();
  });

  it('in French on the fr-ca site, content and catalog alike', async () => {
    await clinicianCheckout({ host: 'www.assessments.ca', localePath: 'fr-ca' });
    mount();
    await stepIs('account');
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 2, name: 'Choisir un compte client' }),
      ).toBeTruthy(),
    );
    // The step's own code (its form, its Continue) loads apart from the checkout's frame.
    expect(await screen.findByRole('button', { name: 'Continuer' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Étapes de la commande' })).toBeTruthy();
  });
});

describe('<store-checkout> saving', () => {
  it('a double click on Continue sends one request', async () => {
    await clinicianCheckout();
    mount();
    await stepIs('account');
    await waitFor(() =>
      expect(
        (screen.getByRole('radio', { name: /Dana Whitfield/ }) as HTMLInputElement).checked,
      ).toBe(true),
    );
    act(() => {
      fireEvent.click(continueButton());
      fireEvent.click(continueButton());
    });
    await stepIs('qualified-user');
    expect(puts.map((p) => p.path)).toEqual([`${CHECKOUT}/customer-account`]);
  });

  it('a failed save says so, keeps the step, and the retry reuses its request id', async () => {
    await clinicianCheckout();
    addFault({ path: `${CHECKOUT}/customer-account`, method: 'PUT', mode: '500', times: 1 });
    mount();
    await stepIs('account');
    await waitFor(() =>
      expect(
        (screen.getByRole('radio', { name: /Dana Whitfield/ }) as HTMLInputElement).checked,
      ).toBe(true),
    );
    fireEvent.click(continueButton());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        "We couldn't save this step. Nothing you entered is lost: please try again.",
      ),
    );
    await stepIs('account');
    fireEvent.click(continueButton());
    await stepIs('qualified-user');
    expect(puts).toHaveLength(2);
    expect(puts[0]?.requestId).toBe(puts[1]?.requestId);
  });

  it("the platform's refusals for a missing delivery address or option get the spec's banners", async () => {
    await clinicianCheckout();
    await chooseUpToShippingMethod();
    // OCC's PUT …/deliverymode when the delivery address went in a race: it offers no mode there.
    server.use(
      http.put(`*${CART}/deliverymode`, () =>
        HttpResponse.json(
          {
            errors: [
              {
                type: 'UnsupportedDeliveryModeError',
                message: 'Delivery Mode [ground] is not supported for the current cart',
              },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    mount();
    await stepIs('shipping-method');
    const ground = await screen.findByRole('radio', { name: /Ground/ });
    puts = [];
    fireEvent.click(ground);
    fireEvent.click(continueButton());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'You must provide a delivery option in order to go to the next step.',
      ),
    );
    await stepIs('shipping-method');
    expect(puts.map((p) => p.path)).toEqual([`${CART}/deliverymode`]);
  });

  it('an address the platform offers no delivery mode for (OCC’s empty list) says so, and Continue sends nothing', async () => {
    await clinicianCheckout();
    await chooseUpToShippingMethod();
    server.use(http.get(`*${CART}/deliverymodes`, () => HttpResponse.json({ deliveryModes: [] })));
    mount();
    await stepIs('shipping-method');
    const message =
      'We cannot deliver to this address. Please go back and choose another shipping address.';
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryAllByRole('radio')).toEqual([]);
    puts = [];
    fireEvent.click(continueButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    await stepIs('shipping-method');
    expect(puts).toEqual([]);
  });

  // The billing step's refusals the platform gives only in a race (a delivery address gone), or
  // for a choice the page thought made: each with the spec's banner.
  it.each([
    [
      'deliveryAddressMissing',
      'You must provide a delivery address in order to go to the next step.',
    ],
    ['billingAddressMissing', 'Please choose a billing address.'],
  ])('the billing step refused with %s: %s', async (reason, message) => {
    await clinicianCheckout();
    await chooseUpToShippingMethod();
    await setCheckoutChoice('delivery-mode', { code: 'ground' }, 'd');
    server.use(
      http.put(`*${CHECKOUT}/billing-address`, () =>
        HttpResponse.json(
          { errors: [{ type: 'CheckoutError', reason, message: 'refused' }] },
          { status: 400 },
        ),
      ),
    );
    mount();
    await stepIs('billing-address');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    await stepIs('billing-address');
  });
});

describe('<store-checkout> after a save (OCC answers no body)', () => {
  /** Every call to the platform's cart and checkout from here on, in order, with its body. */
  function recordCalls() {
    const calls: { call: string; body: string }[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (!url.pathname.startsWith(CART)) return;
      const call = `${request.method} ${url.pathname.slice(CART.length) || '/'}`;
      const entry = { call, body: '' };
      calls.push(entry);
      void request
        .clone()
        .text()
        .then((body) => (entry.body = body));
    });
    return calls;
  }

  it("the shipping method is OCC's PUT deliverymode?deliveryModeId= with no body, then the checkout and the cart are read again", async () => {
    await clinicianCheckout();
    await chooseUpToShippingMethod();
    mount();
    await stepIs('shipping-method');
    fireEvent.click(await screen.findByRole('radio', { name: /Ground/ }));
    const calls = recordCalls();
    const sent: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') sent.push(new URL(request.url));
    });
    fireEvent.click(continueButton());
    await stepIs('billing-address');
    expect(sent.map((url) => [url.pathname, url.searchParams.get('deliveryModeId')])).toEqual([
      [`${CART}/deliverymode`, 'ground'],
    ]);
    const put = calls.findIndex((c) => c.call === 'PUT /deliverymode');
    expect(calls[put]?.body).toBe('');
    const after = calls.slice(put + 1).map((c) => c.call);
    expect(after).toEqual(expect.arrayContaining(['GET /checkout', 'GET /']));
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('');
  });

  it('a cart changed elsewhere, found after a save, restarts the checkout with the new cart and says why', async () => {
    await clinicianCheckout();
    await chooseUpToShippingMethod();
    mount();
    await stepIs('shipping-method');
    fireEvent.click(await screen.findByRole('radio', { name: /Ground/ }));
    const quantityShown = () =>
      document.querySelector('[data-product-code="0158241926"]')?.textContent ?? '';
    expect(quantityShown()).toContain('Quantity: 1');
    // Another browser adds a second copy while this page shows one.
    await addedElsewhere('0158241926', 1);
    puts = [];
    fireEvent.click(continueButton());
    await waitFor(() =>
      expect(document.querySelector('.checkout-notice[role="status"] p')?.textContent).toBe(
        'Your order was modified in another tab. Checkout has restarted with your updated cart.',
      ),
    );
    await stepIs('account');
    await waitFor(() => expect(quantityShown()).toContain('Quantity: 2'));
    // The choice was saved (OCC's call), but the checkout goes on with the cart the shopper now sees.
    expect(puts.map((p) => p.path)).toEqual([`${CART}/deliverymode`]);
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('');
  });
});
