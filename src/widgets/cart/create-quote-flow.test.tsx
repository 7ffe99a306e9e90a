// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addEntries } from '../../api/cart/cart-mutations';
import { cartQueryOptions } from '../../api/cart/get-cart';
import type { Cart } from '../../api/cart/cart.schema';
import { setCheckoutChoice } from '../../api/checkout/set-checkout-choice';
import { ApiError } from '../../api/http/api-error';
import { setAccessTokenProvider } from '../../api/http/commerce-auth';
import { getCore } from '../../core/core';
import { addFault } from '../../mocks/control/faults';
import { quotesCreated } from '../../mocks/db/quotes';
import { server } from '../../mocks/node';
import { issueAccessToken } from '../../mocks/identity/session-tokens';
import { CreateQuoteFlow } from './create-quote-flow';
import { missingForQuote, quoteSubmitFailure } from './quote-prerequisites';
import { mountWidget } from '../../testing/mount-widget';
import { addedElsewhere } from '../../testing/commerce-backend';

vi.mock('../../auth/session/start', () => ({ startSession: () => undefined }));

/**
 * The create quote flow's component in jsdom against the fake backend: the missing choices with
 * their checkout links, and the submit's Idempotency-Key (the same on a retry after a failure
 * whose outcome is unknown, a new one after a refusal). The browser flow is in
 * tests/e2e/quote-create.spec.ts.
 */
const QUOTES = /\/users\/current\/quotes$/;
const globals = globalThis as Record<string, unknown>;
let keys: string[];

beforeAll(() => {
  // jsdom has no modal dialogs: enough of one for ModalDialog (as in cart-page.test.tsx).
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

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  globals.storeWidgetsConfig = {
    platformKey: 'pk',
    host: 'www.assessments.com',
    apiBase: 'http://localhost',
    mockFlags: true,
  };
  getCore().store.session.loading = false;
  const token = issueAccessToken('u-1001', 3_600_000);
  setAccessTokenProvider(() => token);
  getCore().store.session.user = { id: 'u-1001', firstName: 'Dana', lastName: 'Whitfield' };
  keys = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && QUOTES.test(new URL(request.url).pathname)) {
      keys.push(request.headers.get('Idempotency-Key') ?? '');
    }
  });
});

afterEach(() => {
  cleanup();
  server.events.removeAllListeners();
  getCore().queries.remove({ queryKey: [] });
  getCore().store.session.user = null;
  setAccessTokenProvider(() => undefined);
  delete globals.storeWidgetsConfig;
});

async function cartWithChoices(choices: { address?: boolean; mode?: boolean; billing?: boolean }) {
  await addEntries(
    { userId: 'current', cartId: 'current' },
    [{ code: '0158241926', quantity: 2 }],
    crypto.randomUUID(),
  );
  if (choices.address) {
    await setCheckoutChoice(
      'delivery-address',
      { addressId: 'addr-1001-home' },
      crypto.randomUUID(),
    );
  }
  if (choices.mode) {
    await setCheckoutChoice('delivery-mode', { code: 'ground' }, crypto.randomUUID());
  }
  if (choices.billing) {
    await setCheckoutChoice('billing-address', { sameAsShipping: true }, crypto.randomUUID());
  }
}

const SHOPPERS_CART = { userId: 'current', cartId: 'current' } as const;

/** The cart the page shows (the cart page behind the dialog), once it was read. */
async function pageCartRead(): Promise<Cart> {
  let cart: Cart | null | undefined;
  await waitFor(() => {
    cart = getCore().queries.peek(cartQueryOptions(SHOPPERS_CART)).data;
    expect(cart).toBeTruthy();
  });
  return cart!;
}

function mount() {
  const onClose = vi.fn();
  mountWidget(
    <CreateQuoteFlow open userId="u-1001" checkoutHref="/store/checkout" onClose={onClose} />,
  );
  return onClose;
}

const dialog = () => screen.getByRole('dialog', { name: 'Create quote' });
const createButton = () => within(dialog()).findByRole('button', { name: 'Create quote' });

describe('the create quote dialog', () => {
  it('lists every missing choice with a link to its checkout step, and offers no create', async () => {
    await cartWithChoices({ address: true });
    mount();
    await within(dialog()).findByText('Before you can create a quote:');
    const items = within(dialog()).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.quote-error')?.textContent)).toEqual([
      'Your quote needs a delivery method.',
      'Your quote needs a billing address.',
    ]);
    expect(
      within(dialog())
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Choose a delivery method at checkout', '/store/checkout?step=shipping-method'],
      ['Add a billing address at checkout', '/store/checkout?step=billing-address'],
    ]);
    expect(within(dialog()).queryByRole('button', { name: 'Create quote' })).toBeNull();
  });

  it('a failure says so and keeps the dialog; the retry sends the same key and makes one quote', async () => {
    await cartWithChoices({ address: true, mode: true, billing: true });
    mount();
    addFault({
      path: '/headless/ecommerce/v2/users/current/quotes',
      method: 'POST',
      mode: '500',
      times: 1,
    });
    fireEvent.click(await createButton());
    await waitFor(() =>
      expect(within(dialog()).getByRole('alert').textContent).toBe('Error submitting quote.'),
    );
    expect(within(dialog()).getByText(/^Your quote will be valid until /)).toBeTruthy();
    fireEvent.click(await createButton());
    const created = await screen.findByRole('dialog', { name: 'Quote created' });
    const number = within(created).getByText(/^Q\d{8}$/).textContent!;
    expect(within(created).getByRole('link', { name: `View quote ${number}` })).toHaveProperty(
      'pathname',
      `/store/usassessments/en/my-account/quotes/${number}`,
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(quotesCreated()).toBe(1);
  });

  it('after a refusal the next submit is a new attempt with a new key', async () => {
    await cartWithChoices({ address: true, mode: true, billing: true });
    mount();
    server.use(
      http.post(
        '*/headless/ecommerce/v2/users/current/quotes',
        () =>
          HttpResponse.json(
            {
              errors: [
                { type: 'QuoteError', reason: 'deliveryModeMissing', message: 'No delivery mode' },
              ],
            },
            { status: 400 },
          ),
        { once: true },
      ),
    );
    fireEvent.click(await createButton());
    await waitFor(() =>
      expect(within(dialog()).getByRole('alert').textContent).toBe(
        'Your quote needs a delivery method.',
      ),
    );
    fireEvent.click(await createButton());
    await screen.findByRole('dialog', { name: 'Quote created' });
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    expect(quotesCreated()).toBe(1);
  });

  it('sends the current cart by its code (OCC QuoteStarter)', async () => {
    await cartWithChoices({ address: true, mode: true, billing: true });
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && QUOTES.test(new URL(request.url).pathname)) {
        void request
          .clone()
          .json()
          .then((body) => bodies.push(body));
      }
    });
    mount();
    const { code } = await pageCartRead();
    fireEvent.click(await createButton());
    await screen.findByRole('dialog', { name: 'Quote created' });
    expect(bodies).toEqual([{ cartId: code }]);
  });

  it('a cart changed elsewhere before the submit says so and sends nothing; the next submit quotes the cart as it is now', async () => {
    await cartWithChoices({ address: true, mode: true, billing: true });
    mount();
    const shown = await pageCartRead();
    expect(shown.entries.map((e) => [e.product.code, e.quantity])).toEqual([['0158241926', 2]]);
    await createButton();
    await addedElsewhere('0158241926', 1);
    fireEvent.click(await createButton());
    await waitFor(() =>
      expect(within(dialog()).getByRole('alert').textContent).toBe(
        'Your cart changed while you were creating the quote. Check it and try again.',
      ),
    );
    expect(keys).toEqual([]);
    expect(quotesCreated()).toBe(0);
    // The check read the cart again: the page now shows the changed cart, and a new submit quotes it.
    await waitFor(() =>
      expect(
        getCore()
          .queries.peek(cartQueryOptions(SHOPPERS_CART))
          .data?.entries.map((e) => [e.product.code, e.quantity]),
      ).toEqual([['0158241926', 3]]),
    );
    fireEvent.click(await createButton());
    const created = await screen.findByRole('dialog', { name: 'Quote created' });
    expect(within(created).getByText(/^Q\d{8}$/)).toBeTruthy();
    expect(keys).toHaveLength(1);
    expect(quotesCreated()).toBe(1);
  });
});

describe('quote prerequisites and failures', () => {
  const address = { id: 'a' } as never;
  it('are listed in the checkout’s order, only those missing', () => {
    expect(missingForQuote({}).map((p) => p.error)).toEqual([
      'deliveryAddressMissing',
      'deliveryModeMissing',
      'billingAddressMissing',
    ]);
    expect(
      missingForQuote({ deliveryAddress: address, billingAddress: address }).map((p) => p.step),
    ).toEqual(['shipping-method']);
  });

  const refusal = (status: number, type: string, reason: string) =>
    new ApiError('http', 'refused', status, { errors: [{ type, reason, message: reason }] });
  it.each([
    [refusal(400, 'QuoteError', 'deliveryAddressMissing'), 'deliveryAddressMissing'],
    [refusal(400, 'QuoteError', 'deliveryModeMissing'), 'deliveryModeMissing'],
    [refusal(400, 'QuoteError', 'billingAddressMissing'), 'billingAddressMissing'],
    [refusal(400, 'QuoteError', 'cartEmpty'), 'cartEmpty'],
    [refusal(404, 'CartError', 'notFound'), 'cartEmpty'],
    // Another cart's code (ordered or replaced since): OCC's 400 CartError notFound.
    [refusal(400, 'CartError', 'notFound'), 'cartEmpty'],
    [refusal(500, 'ServerError', 'boom'), 'submitFailed'],
    [new ApiError('timeout', 'slow', 0), 'submitFailed'],
    [new ApiError('parse', 'garbled', 201), 'submitFailed'],
    [new Error('anything'), 'submitFailed'],
  ])('%s → %s', (error, message) => {
    expect(quoteSubmitFailure(error)).toBe(message);
  });
});
