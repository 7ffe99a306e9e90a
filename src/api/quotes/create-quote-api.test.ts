// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../http/api-error';
import { setAccessTokenProvider } from '../http/commerce-auth';
import { createQuote } from './create-quote';
import { quoteHandlers } from '../../mocks/handlers/quotes';
import { server } from '../../mocks/node';
import { cartWith, getCheckout, signIn } from '../../testing/commerce-backend';
import { loseNextAnswer } from '../../testing/lose-answer';
import { DANA, PPVT_FORMS } from '../../testing/order-backend';
import { listQuotes, quotableCart } from '../../testing/quote-backend';
import { withClientConfig } from '../../testing/client-config';

// Quote create's request (src/api/quotes/create-quote.ts) against the fake backend, which replays
// nothing, as OCC: a retry after a lost answer takes the quote that attempt made.
const CREATE_PATH = '*/users/:userId/quotes';

withClientConfig();

/** Dana's cart ready to quote, the client signed in as her: its code and how many quotes she has. */
async function ready(): Promise<{ token: string; cartId: string; before: number }> {
  const token = signIn(DANA);
  setAccessTokenProvider(() => token);
  await quotableCart(token, 'addr-1001-home', [[PPVT_FORMS, 2]]);
  const { cartCode } = await getCheckout(token);
  return { token, cartId: cartCode, before: (await listQuotes(token)).pagination.totalResults };
}

describe('create a quote after a lost answer', () => {
  it('takes the quote the lost attempt made: one quote', async () => {
    const { token, cartId, before } = await ready();
    loseNextAnswer('post', CREATE_PATH, quoteHandlers);
    const lost = await createQuote(cartId, 'quote-1').catch((error: unknown) => error);
    expect(isApiError(lost) && lost.kind).toBe('network');
    expect((await listQuotes(token)).pagination.totalResults).toBe(before + 1);
    const quote = await createQuote(cartId, 'quote-1');
    expect(quote.entries.map((e) => [e.product.code, e.quantity])).toEqual([[PPVT_FORMS, 2]]);
    const after = await listQuotes(token);
    expect(after.pagination.totalResults).toBe(before + 1);
    expect(after.quotes[0]?.code).toBe(quote.code);
  });

  it('sends the attempt again when it never reached the platform', async () => {
    const { token, cartId, before } = await ready();
    server.use(http.post(CREATE_PATH, () => HttpResponse.error(), { once: true }));
    await expect(createQuote(cartId, 'quote-2')).rejects.toSatisfy(isApiError);
    expect((await listQuotes(token)).pagination.totalResults).toBe(before);
    await createQuote(cartId, 'quote-2');
    expect((await listQuotes(token)).pagination.totalResults).toBe(before + 1);
  });

  it('makes a new quote when the cart changed since the lost attempt: the newest is not its', async () => {
    const { token, cartId, before } = await ready();
    loseNextAnswer('post', CREATE_PATH, quoteHandlers);
    await createQuote(cartId, 'quote-3').catch(() => undefined);
    await cartWith(token, [[PPVT_FORMS, 3]]);
    const quote = await createQuote(cartId, 'quote-3');
    // 2 + 3 more: the quote of the cart as it is now, not the lost attempt's.
    expect(quote.entries.map((e) => e.quantity)).toEqual([5]);
    expect((await listQuotes(token)).pagination.totalResults).toBe(before + 2);
  });

  it('a second submit (a new key) after one that succeeded makes a second quote', async () => {
    const { token, cartId, before } = await ready();
    await createQuote(cartId, 'quote-4');
    await createQuote(cartId, 'quote-5');
    expect((await listQuotes(token)).pagination.totalResults).toBe(before + 2);
  });
});
