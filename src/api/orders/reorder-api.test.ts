// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../http/api-error';
import { setAccessTokenProvider } from '../http/commerce-auth';
import { reorder } from './reorder';
import { orderHandlers } from '../../mocks/handlers/orders';
import { server } from '../../mocks/node';
import { CURRENT, call, cartWith, signIn } from '../../testing/commerce-backend';
import { loseNextAnswer } from '../../testing/lose-answer';
import { DANA, PPVT_FORMS } from '../../testing/order-backend';
import { CartSchema } from '../../testing/occ-wire';
import { withClientConfig } from '../../testing/client-config';

// The store's reorder (src/api/orders/reorder.ts) against the fake backend, which replays
// nothing: a retry after a lost answer reads the cart and takes what the lost attempt added.
const REORDER_PATH = '*/users/:userId/orders/:code/reorder';
const ORDER = 'W09000016';

withClientConfig();

async function ready(): Promise<string> {
  const token = signIn(DANA);
  setAccessTokenProvider(() => token);
  await cartWith(token, [[PPVT_FORMS, 1]]);
  return token;
}

async function cartNow(token: string): Promise<[string, number][]> {
  const answer = await call('GET', `${CURRENT}/carts/current`, { token });
  return v.parse(CartSchema, answer.body).entries.map((e) => [e.product.code, e.quantity]);
}

const ONCE: [string, number][] = [
  [PPVT_FORMS, 1],
  ['0158979817', 1],
  ['0158979825', 3],
  ['A103000185321', 1],
];

describe('reorder after a lost answer', () => {
  it('takes what the lost attempt added, read from the cart: the order added once', async () => {
    const token = await ready();
    loseNextAnswer('post', REORDER_PATH, orderHandlers);
    const lost = await reorder(ORDER, 'reorder-1').catch((error: unknown) => error);
    expect(isApiError(lost) && lost.kind).toBe('network');
    expect(await cartNow(token)).toEqual(ONCE);
    const result = await reorder(ORDER, 'reorder-1');
    expect(await cartNow(token)).toEqual(ONCE);
    expect(result.orderCode).toBe(ORDER);
    expect(
      result.lines.map(({ productCode, status, ordered, added }) => [
        productCode,
        status,
        ordered,
        added,
      ]),
    ).toEqual([
      ['0158979817', 'repriced', 1, 1],
      // The cart does not tell a product no longer sold from one out of stock.
      ['0158980343', 'outOfStock', 1, 0],
      ['0158984403', 'outOfStock', 1, 0],
      ['0158979825', 'reduced', 5, 3],
      ['A103000185321', 'added', 1, 1],
    ]);
    expect(result.lines[0]).toMatchObject({
      orderedPrice: { value: 189 },
      currentPrice: { value: 199 },
    });
  });

  it('sends it again when it never reached the platform', async () => {
    const token = await ready();
    server.use(http.post(REORDER_PATH, () => HttpResponse.error(), { once: true }));
    await expect(reorder(ORDER, 'reorder-2')).rejects.toSatisfy(isApiError);
    expect(await cartNow(token)).toEqual([[PPVT_FORMS, 1]]);
    const result = await reorder(ORDER, 'reorder-2');
    expect(result.lines.map((line) => line.status)).toContain('notBuyable');
    expect(await cartNow(token)).toEqual(ONCE);
  });

  it('a new attempt (a new request id) adds the order again', async () => {
    const token = await ready();
    await reorder(ORDER, 'reorder-3');
    await reorder(ORDER, 'reorder-4');
    expect(await cartNow(token)).toEqual([
      [PPVT_FORMS, 1],
      ['0158979817', 2],
      ['0158979825', 3],
      ['A103000185321', 2],
    ]);
  });
});
