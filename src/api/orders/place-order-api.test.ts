// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '../http/api-error';
import { setAccessTokenProvider } from '../http/commerce-auth';
import { orderErrorOf } from './order-errors';
import { placeOrder } from './place-order';
import type { Order, PlaceOrderBody } from './order.schema';
import { orderHandlers } from '../../mocks/handlers/orders';
import { server } from '../../mocks/node';
import { orderedItems } from '../../rules/cart/ordered-items';
import {
  CELF_MANUAL,
  DANA,
  DANA_PERSONAL,
  PPVT_FORMS,
  cardToken,
  counts,
  expectOrderError,
  newCard,
  place,
  placed,
  readyToOrder,
} from '../../testing/order-backend';
import { CURRENT, CURRENT_CART, call, choose, signIn } from '../../testing/commerce-backend';
import { loseNextAnswer } from '../../testing/lose-answer';
import { CartSchema } from '../../testing/occ-wire';
import { withClientConfig } from '../../testing/client-config';

// Place order's request (src/api/orders/place-order.ts) against the fake backend, which replays
// nothing and, as OCC, answers an attempt whose cart an order consumed with 400 CartError notFound:
// the client then takes the shopper's newest order, when it is recent and orders the cart's items.
const ORDERS_PATH = '*/users/:userId/orders';
const VISA = '4242424242424242';
const MINUTE = 60_000;

withClientConfig();

afterEach(() => {
  vi.useRealTimers();
});

interface Attempt {
  token: string;
  body: PlaceOrderBody;
  /** The cart's items as the checkout shows them (what use-place-order passes). */
  items: string;
}

/** Dana's cart ready to order, the client signed in as her: the attempt the checkout would send. */
async function attempt(): Promise<Attempt> {
  const token = signIn(DANA);
  setAccessTokenProvider(() => token);
  await readyToOrder(token, DANA_PERSONAL);
  const cart = v.parse(CartSchema, (await call('GET', CURRENT_CART, { token })).body);
  const body = { payment: newCard(cardToken(VISA)), sanctionsScreening: false };
  return { token, body, items: orderedItems(cart.entries) };
}

/** The backend's own answer to the attempt now: OCC's 400 for a cart an order consumed. */
async function expectCartGone(token: string, body: PlaceOrderBody, key: string): Promise<void> {
  expectOrderError(await place(token, body.payment, { key }), 400, 'cartNotFound');
}

const isCartNotFound = (error: unknown) => orderErrorOf(error) === 'cartNotFound';

const itemsOf = (order: Order) =>
  order.entries.map((entry) => [entry.product.code, entry.quantity]);

describe('place order after a lost answer', () => {
  it("takes the order the lost attempt became when the retry finds the cart gone (OCC's 400 CartError notFound)", async () => {
    const { token, body, items } = await attempt();
    loseNextAnswer('post', ORDERS_PATH, orderHandlers);
    const lost = await placeOrder(body, 'attempt-1', { cartId: 'current', items }).catch(
      (error: unknown) => error,
    );
    expect(isApiError(lost) && lost.kind).toBe('network');
    expect(await counts()).toEqual({ orders: 1, charges: 1 });
    // The platform itself answers the same attempt with the 400: only the client makes it the order.
    await expectCartGone(token, body, 'attempt-1');
    const order = await placeOrder(body, 'attempt-1', { cartId: 'current', items });
    expect(order.code).toBe('W10000001');
    expect(itemsOf(order)).toEqual([[PPVT_FORMS, 2]]);
    expect(await counts()).toEqual({ orders: 1, charges: 1 });
  });

  it('places the order when the lost attempt never reached the platform', async () => {
    const { body, items } = await attempt();
    server.use(http.post(ORDERS_PATH, () => HttpResponse.error(), { once: true }));
    await expect(placeOrder(body, 'attempt-2', { cartId: 'current', items })).rejects.toSatisfy(
      isApiError,
    );
    expect(await counts()).toEqual({ orders: 0, charges: 0 });
    expect((await placeOrder(body, 'attempt-2', { cartId: 'current', items })).code).toBe(
      'W10000001',
    );
    expect(await counts()).toEqual({ orders: 1, charges: 1 });
  });

  it('counts the window from when the attempt was first sent: a retry 10 minutes on still takes its order', async () => {
    const { token, body, items } = await attempt();
    loseNextAnswer('post', ORDERS_PATH, orderHandlers);
    await expect(placeOrder(body, 'attempt-late', { cartId: 'current', items })).rejects.toSatisfy(
      isApiError,
    );
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * MINUTE });
    await expectCartGone(token, body, 'attempt-late');
    expect((await placeOrder(body, 'attempt-late', { cartId: 'current', items })).code).toBe(
      'W10000001',
    );
    // A new attempt now, with the same items, is not that order's: it is older than the window.
    await expect(placeOrder(body, 'attempt-new', { cartId: 'current', items })).rejects.toSatisfy(
      isCartNotFound,
    );
    expect(await counts()).toEqual({ orders: 1, charges: 1 });
  });
});

describe('place order of a cart another tab ordered', () => {
  it('takes the order the other tab placed at the same moment, for the same items', async () => {
    const { token, body, items } = await attempt();
    const otherTab = signIn(DANA);
    const theirs = placed(await place(otherTab, newCard(cardToken(VISA)), { key: 'tab-1' }));
    await expectCartGone(token, body, 'tab-2');
    const order = await placeOrder(body, 'tab-2', { cartId: 'current', items });
    expect(order.code).toBe(theirs.code);
    expect(itemsOf(order)).toEqual(itemsOf(theirs));
    expect(await counts()).toEqual({ orders: 1, charges: 1 });
  });

  it('takes an order up to 5 minutes older than the attempt (the clocks may differ)', async () => {
    const { token, body, items } = await attempt();
    const theirs = placed(await place(signIn(DANA), { type: 'BANK_TRANSFER' }));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(theirs.created) + 4 * MINUTE });
    await expectCartGone(token, body, 'tab-4min');
    expect((await placeOrder(body, 'tab-4min', { cartId: 'current', items })).code).toBe(
      theirs.code,
    );
  });

  it('does not take an order older than 5 minutes: the cart gone is a failure, as the platform says', async () => {
    const { token, body, items } = await attempt();
    const theirs = placed(await place(signIn(DANA), { type: 'BANK_TRANSFER' }));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(theirs.created) + 6 * MINUTE });
    await expectCartGone(token, body, 'tab-6min');
    await expect(placeOrder(body, 'tab-6min', { cartId: 'current', items })).rejects.toSatisfy(
      isCartNotFound,
    );
    expect(await counts()).toEqual({ orders: 1, charges: 0 });
  });

  it('does not take a newest order of other items (the cart changed, then was ordered elsewhere)', async () => {
    const { token, body, items } = await attempt();
    // The other tab adds to the cart, accepts the terms again and orders both items.
    const otherTab = signIn(DANA);
    const cart = v.parse(CartSchema, (await call('GET', CURRENT_CART, { token: otherTab })).body);
    const added = await call('POST', `${CURRENT}/carts/${cart.code}/entries`, {
      token: otherTab,
      body: { product: { code: CELF_MANUAL }, quantity: 1 },
    });
    expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
    await choose(otherTab, 'terms', { accepted: true });
    const theirs = placed(await place(otherTab, { type: 'BANK_TRANSFER' }));
    expect(itemsOf(theirs)).toEqual([
      [PPVT_FORMS, 2],
      [CELF_MANUAL, 1],
    ]);
    await expectCartGone(token, body, 'tab-other-items');
    await expect(
      placeOrder(body, 'tab-other-items', { cartId: 'current', items }),
    ).rejects.toSatisfy(isCartNotFound);
    expect(await counts()).toEqual({ orders: 1, charges: 0 });
  });

  it('a cart gone with no order since is a failure, as the platform says', async () => {
    const token = signIn(DANA);
    setAccessTokenProvider(() => token);
    const body = { payment: newCard(cardToken(VISA)), sanctionsScreening: false };
    // Dana has no cart, and her newest order (seeded) is days old.
    await expectCartGone(token, body, 'no-cart');
    await expect(
      placeOrder(body, 'no-cart', { cartId: 'current', items: `${PPVT_FORMS}x2` }),
    ).rejects.toSatisfy(isCartNotFound);
    expect(await counts()).toEqual({ orders: 0, charges: 0 });
  });
});
