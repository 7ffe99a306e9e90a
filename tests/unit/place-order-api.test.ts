// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isApiError } from '../../src/api/http/api-error';
import { setAccessTokenProvider } from '../../src/api/http/commerce-client';
import { placeOrder } from '../../src/api/orders/place-order';
import type { PlaceOrderBody } from '../../src/api/orders/order.schema';
import { orderHandlers } from '../../src/mocks/handlers/orders';
import { server } from '../../src/mocks/node';
import {
  DANA,
  DANA_PERSONAL,
  cardToken,
  counts,
  newCard,
  readyToOrder,
} from './support/order-backend';
import { signIn } from './support/commerce-backend';
import { loseNextAnswer } from './support/lose-answer';

// Place order's request (src/api/orders/place-order.ts) after a lost answer, against the fake
// backend, which replays nothing.
const globals = globalThis as Record<string, unknown>;
const ORDERS_PATH = '*/users/:userId/carts/current/orders';
const VISA = '4242424242424242';

beforeEach(() => {
  globals.storeWidgetsConfig = {
    platformKey: 'pk',
    host: 'www.assessments.com',
    apiBase: 'http://localhost',
  };
});

afterEach(() => {
  delete globals.storeWidgetsConfig;
  setAccessTokenProvider(() => undefined);
});

/** OCC's answer to an order of a cart it no longer has (the store's version check aside). */
function answerCartGoneOnce(): void {
  server.use(
    http.post(
      ORDERS_PATH,
      () =>
        HttpResponse.json(
          { errors: [{ type: 'CartError', reason: 'notFound', message: 'Cart not found.' }] },
          { status: 400 },
        ),
      { once: true },
    ),
  );
}

async function attempt(): Promise<PlaceOrderBody> {
  const token = signIn(DANA);
  setAccessTokenProvider(() => token);
  const cartVersion = await readyToOrder(token, DANA_PERSONAL);
  return { cartVersion, payment: newCard(cardToken(VISA)), sanctionsScreening: false };
}

describe('place order after a lost answer', () => {
  it("takes the order the lost attempt became when the retry finds the cart gone (OCC's 400 CartError notFound)", async () => {
    const body = await attempt();
    loseNextAnswer('post', ORDERS_PATH, orderHandlers);
    const lost = await placeOrder(body, 'attempt-1').catch((error: unknown) => error);
    expect(isApiError(lost) && lost.kind).toBe('network');
    expect(await counts()).toEqual({ orders: 1, charges: 1 });
    // OCC knows no cart version: the cart the order consumed is simply gone.
    answerCartGoneOnce();
    const order = await placeOrder(body, 'attempt-1');
    expect(order.code).toBe('W10000001');
    expect(await counts()).toEqual({ orders: 1, charges: 1 });
  });

  it('places the order when the lost attempt never reached the platform', async () => {
    const body = await attempt();
    server.use(http.post(ORDERS_PATH, () => HttpResponse.error(), { once: true }));
    await expect(placeOrder(body, 'attempt-2')).rejects.toSatisfy(isApiError);
    expect(await counts()).toEqual({ orders: 0, charges: 0 });
    expect((await placeOrder(body, 'attempt-2')).code).toBe('W10000001');
    expect(await counts()).toEqual({ orders: 1, charges: 1 });
  });

  it('a cart gone without a lost attempt is a failure, as the platform says', async () => {
    const body = await attempt();
    answerCartGoneOnce();
    await expect(placeOrder(body, 'attempt-3')).rejects.toSatisfy(isApiError);
  });
});
