// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../http/api-error';
import { setAccessTokenProvider } from '../http/commerce-auth';
import { orderQuote } from './order-quote';
import { reorderExpiredQuote } from './reorder-expired-quote';
import { quoteHandlers } from '../../mocks/handlers/quotes';
import { server } from '../../mocks/node';
import { CURRENT, call, cartWith, signIn } from '../../testing/commerce-backend';
import { loseNextAnswer } from '../../testing/lose-answer';
import { CELF_MANUAL, DANA } from '../../testing/order-backend';
import { listQuotes, quoteCart } from '../../testing/quote-backend';
import { withClientConfig } from '../../testing/client-config';

// Order a quote (OCC's CHECKOUT action) and the store's reorder of an expired quote
// (src/api/quotes/order-quote.ts, reorder-expired-quote.ts) against the fake backend, which
// replays nothing, as OCC: a retry after a lost answer takes the cart that attempt made.
const ACTION_PATH = '*/users/:userId/quotes/:code/action';
const REORDER_PATH = '*/users/:userId/quotes/:code/reorder';

withClientConfig();

/** Dana signed in with a cart of her own (kept as a saved cart by either call), and a quote. */
async function ready(state: 'ACTIVE' | 'EXPIRED'): Promise<{ token: string; code: string }> {
  const token = signIn(DANA);
  setAccessTokenProvider(() => token);
  await cartWith(token, [[CELF_MANUAL, 1]]);
  const { quotes } = await listQuotes(token, '?pageSize=100');
  const quote = quotes.find((q) => q.state === state && !q.earlyExpiry);
  if (!quote) throw new Error(`no ${state} quote`);
  return { token, code: quote.code };
}

async function savedCarts(token: string): Promise<number> {
  const answer = await call('GET', `${CURRENT}/carts?savedCartsOnly=true&fields=carts(code)`, {
    token,
  });
  return v.parse(v.object({ carts: v.optional(v.array(v.unknown()), []) }), answer.body).carts
    .length;
}

describe('order a quote', () => {
  it("checks out, then reads the cart the quote names: the quote's entries, its current cart", async () => {
    const { token, code } = await ready('ACTIVE');
    const cart = await orderQuote(code, 'order-0');
    expect(cart.code).toBe((await quoteCart(token, code)).code);
    const current = await call('GET', `${CURRENT}/carts/current?fields=code`, { token });
    expect((current.body as { code: string }).code).toBe(cart.code);
  });

  it('takes the cart the lost checkout made: one cart, the shopper’s cart saved once', async () => {
    const { token, code } = await ready('ACTIVE');
    const before = await savedCarts(token);
    loseNextAnswer('post', ACTION_PATH, quoteHandlers);
    const lost = await orderQuote(code, 'order-1').catch((error: unknown) => error);
    expect(isApiError(lost) && lost.kind).toBe('network');
    const made = await quoteCart(token, code);
    const cart = await orderQuote(code, 'order-1');
    expect(cart.code).toBe(made.code);
    expect((await quoteCart(token, code)).code).toBe(made.code);
    expect(await savedCarts(token)).toBe(before + 1);
  });

  it('checks out again when the attempt never reached the platform', async () => {
    const { token, code } = await ready('ACTIVE');
    server.use(http.post(ACTION_PATH, () => HttpResponse.error(), { once: true }));
    await expect(orderQuote(code, 'order-2')).rejects.toSatisfy(isApiError);
    const cart = await orderQuote(code, 'order-2');
    expect(cart.code).toBe((await quoteCart(token, code)).code);
  });

  it('a new click (a new request id) checks out again: a new cart', async () => {
    const { code } = await ready('ACTIVE');
    const first = await orderQuote(code, 'order-3');
    const second = await orderQuote(code, 'order-4');
    expect(second.code).not.toBe(first.code);
  });
});

describe('reorder an expired quote', () => {
  it('takes the cart the lost reorder made: one cart, the shopper’s cart saved once', async () => {
    const { token, code } = await ready('EXPIRED');
    const before = await savedCarts(token);
    loseNextAnswer('post', REORDER_PATH, quoteHandlers);
    const lost = await reorderExpiredQuote(code, 'reorder-1').catch((error: unknown) => error);
    expect(isApiError(lost) && lost.kind).toBe('network');
    const current = await call('GET', `${CURRENT}/carts/current?fields=code`, { token });
    const cart = await reorderExpiredQuote(code, 'reorder-1');
    expect(cart.code).toBe((current.body as { code: string }).code);
    expect(await savedCarts(token)).toBe(before + 1);
  });

  it('reorders again when the attempt never reached the platform', async () => {
    const { token, code } = await ready('EXPIRED');
    const before = await savedCarts(token);
    server.use(http.post(REORDER_PATH, () => HttpResponse.error(), { once: true }));
    await expect(reorderExpiredQuote(code, 'reorder-2')).rejects.toSatisfy(isApiError);
    const cart = await reorderExpiredQuote(code, 'reorder-2');
    expect(cart.entries.length).toBeGreaterThan(0);
    expect(await savedCarts(token)).toBe(before + 1);
  });
});
