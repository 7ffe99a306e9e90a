// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi, type Mock } from 'vitest';
import { fetchCart } from '../../api/cart/get-cart';
import { setAccessTokenProvider } from '../../api/http/commerce-auth';
import { getCore } from '../../core/core';
import { findQuote } from '../../mocks/db/quotes';
import { quoteHandlers } from '../../mocks/handlers/quotes';
import { addFault } from '../../mocks/control/faults';
import { server } from '../../mocks/node';
import { issueAccessToken } from '../../mocks/identity/session-tokens';
import { QuoteDetails } from './quote-details';
import { mountWidget } from '../../testing/mount-widget';

// The session check is not under test: the tests set the session themselves.
vi.mock('../../auth/session/start', () => ({ startSession: () => undefined }));

/**
 * <store-quote-details>' actions against the fake backend in jsdom: a retried order (one cart), a
 * quote that expired before the click, the PDF. Browser flows: tests/e2e/quotes-pages.spec.ts.
 */
const DANA = 'u-1001';
const globals = globalThis as Record<string, unknown>;
let cartPosts: (string | null)[];
let navigations: Mock<(url: string) => void>;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  globals.storeWidgetsConfig = {
    platformKey: 'pk',
    host: 'www.assessments.com',
    apiBase: 'http://localhost',
    mockFlags: true,
  };
  const token = issueAccessToken(DANA, 3_600_000);
  setAccessTokenProvider(() => token);
  const { session } = getCore().store;
  session.loading = false;
  session.user = { id: DANA, firstName: 'Dana', lastName: 'Whitfield' };
  cartPosts = [];
  // jsdom cannot navigate: the location proxy records where the widget sends the shopper. Its
  // target is empty: jsdom's location properties are non-configurable (a proxy must return them).
  navigations = vi.fn<(url: string) => void>();
  const location = globalThis.location;
  vi.stubGlobal(
    'location',
    new Proxy({} as Location, {
      get(_, key) {
        if (key === 'assign') return navigations;
        const value: unknown = Reflect.get(location, key);
        return typeof value === 'function' ? value.bind(location) : value;
      },
    }),
  );
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/action')) {
      cartPosts.push(request.headers.get('X-Request-Id'));
    }
  });
});

afterEach(() => {
  cleanup();
  server.events.removeAllListeners();
  setAccessTokenProvider(() => undefined);
  delete globals.storeWidgetsConfig;
  vi.unstubAllGlobals();
});

function mount(code: string) {
  mountWidget(<QuoteDetails quoteId={code} />);
}

const base = () => document.querySelector('[part="base"]');

async function loaded(quoteState = 'ACTIVE') {
  await waitFor(() => {
    expect(base()?.getAttribute('data-state')).toBe('loaded');
    expect(base()?.getAttribute('data-quote-state')).toBe(quoteState);
  });
}

describe('<store-quote-details> Order this quote', () => {
  it('a failure says so; pressing again retries with the same request id and makes one cart', async () => {
    addFault({
      path: '/headless/ecommerce/v2/users/current/quotes/*/action',
      mode: '500',
      times: 1,
    });
    mount('Q10000007');
    await loaded();
    const order = screen.getByRole('button', { name: 'Order this quote' });
    fireEvent.click(order);
    await screen.findByText("We couldn't prepare your order. Check your connection and try again.");
    fireEvent.click(order);
    await screen.findByText('Preparing your order…');
    await waitFor(() => expect(cartPosts).toHaveLength(2));
    expect(cartPosts[0]).toMatch(/^[\w-]{36}$/);
    expect(cartPosts[1]).toBe(cartPosts[0]);
    // The cart is made: the quote's entries are the shopper's current cart.
    const cart = await waitFor(async () => {
      const current = await fetchCart({ userId: 'current', cartId: 'current' });
      expect(current?.entries.map((e) => [e.product.code, e.quantity])).toEqual([
        ['0158241926', 1],
      ]);
      return current;
    });
    expect(cart).toBeTruthy();
    expect(
      screen.queryByText("We couldn't prepare your order. Check your connection and try again."),
    ).toBeNull();
    // The shopper goes on to the checkout; while it loads, the button does nothing more.
    expect(navigations).toHaveBeenCalledExactlyOnceWith('/store/checkout');
    fireEvent.click(order);
    expect(cartPosts).toHaveLength(2);
    expect(navigations).toHaveBeenCalledTimes(1);
  });

  it('tells the page the order as it starts and how it ended: a refusal by its quote code', async () => {
    const types = ['store-cart-update-started', 'store-cart-updated', 'store-cart-error'] as const;
    const heard: { type: string; detail: Record<string, unknown> }[] = [];
    const listener = (event: Event) =>
      heard.push({ type: event.type, detail: (event as CustomEvent).detail });
    types.forEach((type) => document.addEventListener(type, listener));
    onTestFinished(() => types.forEach((type) => document.removeEventListener(type, listener)));
    mountWidget(<QuoteDetails quoteId="Q10000007" />, 'store-quote-details', {
      renderIn: 'document',
    });
    await loaded();
    const stored = findQuote(DANA, 'Q10000007');
    if (!stored) throw new Error('seed missing');
    const expiry = stored.expirationDate;
    stored.expirationDate = '2020-01-31';
    fireEvent.click(screen.getByRole('button', { name: 'Order this quote' }));
    const message = 'This quote has expired, so it can no longer be ordered.';
    await screen.findByText(message);
    expect(heard.map((one) => one.type)).toEqual(['store-cart-update-started', 'store-cart-error']);
    expect(heard[0]!.detail).toMatchObject({
      tag: 'store-quote-details',
      action: 'quote-ordered',
      requested: [],
    });
    expect(heard[1]!.detail).toEqual({
      tag: 'store-quote-details',
      action: 'quote-ordered',
      code: 'expired',
      message,
    });
    stored.expirationDate = expiry;
  });

  it('a quote that expired since the page was shown: said so, and the page shows it expired', async () => {
    mount('Q10000007');
    await loaded();
    const stored = findQuote(DANA, 'Q10000007');
    if (!stored) throw new Error('seed missing');
    stored.expirationDate = '2020-01-31';
    fireEvent.click(screen.getByRole('button', { name: 'Order this quote' }));
    await screen.findByText('This quote has expired, so it can no longer be ordered.');
    await loaded('EXPIRED');
    expect(screen.queryByRole('button', { name: 'Order this quote' })).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Create a new quote from these products' }),
    ).toBeTruthy();
    expect(navigations).not.toHaveBeenCalled();
  });
});

describe('<store-quote-details> Download PDF', () => {
  it('a failure says so; the next press saves quote-{code}.pdf', async () => {
    const saved: { name: string; type: string }[] = [];
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:quote';
    };
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, type: created.at(-1)?.type ?? '' });
    });
    addFault({
      path: '/headless/ecommerce/v2/users/current/quotes/*/attachments/*',
      mode: '500',
      times: 1,
    });
    mount('Q10000005');
    await loaded();
    const pdf = screen.getByRole('button', { name: 'Download PDF' });
    fireEvent.click(pdf);
    await screen.findByText("We couldn't download the PDF. Try again.");
    expect(saved).toEqual([]);
    fireEvent.click(pdf);
    await screen.findByText('Quote Q10000005 is downloaded as a PDF.');
    expect(saved).toEqual([{ name: 'quote-Q10000005.pdf', type: 'application/pdf' }]);
  });

  it('is not offered when the platform attached no document to the quote', async () => {
    server.use(
      http.get('*/users/:userId/quotes/:code', async ({ request }) => {
        const answer = await getResponse(quoteHandlers, request.clone());
        const body = (await answer?.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...body, sapAttachments: [] });
      }),
    );
    mount('Q10000005');
    await loaded();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Order this quote' })).toBeTruthy();
  });
});
