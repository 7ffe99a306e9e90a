import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CartSchema, OrderListSchema, OrderSchema } from '../../testing/occ-wire';
import { OrderStatusViewSchema, ReorderResultSchema } from '../../api/orders/order-history.schema';
import { siteToday } from '../db/quote-expiry';
import { addDays } from '../../rules/form/calendar-date';
import { CURRENT, call, parsed, signIn } from '../../testing/commerce-backend';
import {
  DANA,
  DANA_PERSONAL,
  MARIA,
  PPVT_FORMS,
  expectOrderError,
  cardToken,
  counts,
  newCard,
  place,
  placed,
  readyToOrder,
} from '../../testing/order-backend';

// The order history as OCC's OrderHistoryList with paging and filters, the status lookup (a wrong
// email answered as an unknown number), and reorder line by line.
const list = (token: string, query = '') => call('GET', `${CURRENT}/orders${query}`, { token });
const lookup = (body: unknown, token?: string) => call('POST', '/order-status', { body, token });
const today = siteToday('usassessments');

describe('order history list', () => {
  it("pages the clinician's fifteen orders, newest first, and keeps the seeds out of the counts", async () => {
    const token = signIn(DANA);
    const first = parsed(await list(token, '?pageSize=10'), 200, OrderListSchema);
    expect(first.pagination).toEqual({
      currentPage: 0,
      pageSize: 10,
      totalPages: 2,
      totalResults: 15,
    });
    expect(first.orders).toHaveLength(10);
    const created = first.orders.map((order) => order.created);
    expect(created).toEqual([...created].sort().reverse());
    expect(first.orders[0]).toMatchObject({ status: 'CONFIRMED', placedBy: 'Dana Whitfield' });
    expect(first.orders[0]?.created.slice(0, 10)).toBe(addDays(today, -3));
    const second = parsed(await list(token, '?currentPage=1&pageSize=10'), 200, OrderListSchema);
    expect(second.orders).toHaveLength(5);
    expect(second.orders.at(-1)?.created.slice(0, 10)).toBe(addDays(today, -700));
    // OCC's own page size when none is asked for.
    expect(parsed(await list(token), 200, OrderListSchema).orders).toHaveLength(15);
    expect(await counts()).toEqual({ orders: 0, charges: 0 });
  });

  it("filters by SAP's status codes, the store's status and the days placed, both ends included", async () => {
    const token = signIn(DANA);
    const statusesOf = async (query: string) =>
      parsed(await list(token, query), 200, OrderListSchema).orders.map((order) => order.status);
    expect(await statusesOf('?statuses=CANCELLED,CANCELLING')).toEqual(['CANCELLED', 'CANCELLED']);
    // A code the platform defines but no order has.
    expect(await statusesOf('?statuses=PAYMENT_CAPTURED')).toEqual([]);
    const shipped = await statusesOf('?orderStatus=SHIPPED');
    expect(shipped.length).toBeGreaterThan(0);
    expect(new Set(shipped)).toEqual(new Set(['SHIPPED']));
    const from = addDays(today, -45);
    const to = addDays(today, -12);
    const window = parsed(
      await list(token, `?from=${from}&to=${to}&statuses=CHECKED_VALID,COMPLETED`),
      200,
      OrderListSchema,
    );
    expect(window.orders.map((order) => [order.created.slice(0, 10), order.status])).toEqual([
      [to, 'DELIVERED'],
      [from, 'SHIPPED'],
    ]);
  });

  it('refuses a bad query value by name (400 invalidQuery)', async () => {
    const token = signIn(DANA);
    // SAP refuses a code its OrderStatus enum does not define, our own statuses among them.
    expectOrderError(await list(token, '?statuses=LOST'), 400, 'invalidQuery', 'statuses');
    expectOrderError(await list(token, '?statuses=SHIPPED'), 400, 'invalidQuery', 'statuses');
    expectOrderError(await list(token, '?orderStatus=LOST'), 400, 'invalidQuery', 'orderStatus');
    expectOrderError(await list(token, '?from=2026-02-30'), 400, 'invalidQuery', 'from');
    expectOrderError(
      await list(token, '?from=2026-03-02&to=2026-03-01'),
      400,
      'invalidQuery',
      'to',
    );
    expectOrderError(await list(token, '?pageSize=0'), 400, 'invalidQuery', 'pageSize');
    expect((await list('')).status).toBe(401);
  });

  it('shows a new order at once, first', async () => {
    const token = signIn(DANA);
    await readyToOrder(token, DANA_PERSONAL);
    const order = placed(await place(token, newCard(cardToken('4242424242424242'))));
    const page = parsed(await list(token), 200, OrderListSchema);
    expect(page.orders[0]?.code).toBe(order.code);
    expect(page.pagination.totalResults).toBe(16);
  });
});

describe('order details of the seeds', () => {
  it("has every field on the district's rich order, and nobody else's order is found", async () => {
    const token = signIn(MARIA);
    const order = parsed(
      await call('GET', `${CURRENT}/orders/W09000015`, { token }),
      200,
      OrderSchema,
    );
    expect(order).toMatchObject({
      status: 'SHIPPED',
      placedBy: { name: 'Chris Morgan', customerService: true },
      qualifiedUser: { name: 'Jordan Lee', email: 'jlee@riverside.example.org' },
      qglobalAccountNumber: 'QG-200481',
      aimswebAccountNumber: 'AW-10001',
      invoiceNumber: 'INV-2026-00391',
      payment: { type: 'PURCHASE_ORDER', poNumber: 'RUSD-2026-0419' },
      appliedVouchers: [{ code: 'SAVE10' }],
      uapDiscount: { value: 20 },
    });
    expect(order.entries.find((entry) => entry.product.digital)?.accessCodes).toHaveLength(2);
    expect(order.totals.totalTax.value).toBe(0);
    expectOrderError(
      await call('GET', `${CURRENT}/orders/W09000015`, { token: signIn(DANA) }),
      400,
      'unknownOrder',
    );
  });
});

describe('order status lookup', () => {
  it('answers the number with its email (any case), and a wrong email as an unknown number', async () => {
    const view = parsed(
      await lookup({ orderNumber: ' w09000016 ', email: 'Clinician@Example.com ' }),
      200,
      OrderStatusViewSchema,
    );
    expect(view).toMatchObject({ code: 'W09000016', status: 'DELIVERED' });
    expect(view.entries).toHaveLength(5);
    expect(JSON.stringify(view)).not.toContain('accessCodes');
    const wrongEmail = await lookup({ orderNumber: 'W09000016', email: 'district@example.com' });
    const unknown = await lookup({ orderNumber: 'W09999999', email: 'clinician@example.com' });
    expectOrderError(wrongEmail, 404, 'orderNotFound');
    expect(unknown.body).toEqual(wrongEmail.body);
    expectOrderError(await lookup('not json at all'), 404, 'orderNotFound');
  });

  it("needs no email for the signed-in shopper's own order, only for anyone else's", async () => {
    parsed(await lookup({ orderNumber: 'W09000016' }, signIn(DANA)), 200, OrderStatusViewSchema);
    expectOrderError(
      await lookup({ orderNumber: 'W09000016' }, signIn(MARIA)),
      404,
      'orderNotFound',
    );
  });
});

describe('reorder', () => {
  const reorder = (token: string, code: string, requestId: string) =>
    call('POST', `${CURRENT}/orders/${code}/reorder`, { token, requestId });

  it('merges into the current cart with a note per line, replaying nothing', async () => {
    const token = signIn(DANA);
    await call('POST', `${CURRENT}/carts`, { token, requestId: 'c1' });
    await call('POST', `${CURRENT}/carts/current/entries`, {
      token,
      requestId: 'e1',
      body: { product: { code: PPVT_FORMS }, quantity: 1 },
    });
    const result = parsed(await reorder(token, 'W09000016', 'r1'), 200, ReorderResultSchema);
    expect(
      result.lines.map(({ productCode, status, ordered, added }) => [
        productCode,
        status,
        ordered,
        added,
      ]),
    ).toEqual([
      ['0158979817', 'repriced', 1, 1],
      ['0158980343', 'outOfStock', 1, 0],
      ['0158984403', 'notBuyable', 1, 0],
      ['0158979825', 'reduced', 5, 3],
      ['A103000185321', 'added', 1, 1],
    ]);
    expect(result.lines[0]).toMatchObject({
      orderedPrice: { formattedValue: '$189.00' },
      currentPrice: { formattedValue: '$199.00' },
    });
    const cartNow = async () =>
      v
        .parse(CartSchema, (await call('GET', `${CURRENT}/carts/current`, { token })).body)
        .entries.map((entry) => [entry.product.code, entry.quantity]);
    expect(await cartNow()).toEqual([
      [PPVT_FORMS, 1],
      ['0158979817', 1],
      ['0158979825', 3],
      ['A103000185321', 1],
    ]);
    // Nothing replayed (the store's call, as OCC's): the same request id again adds again.
    const again = await reorder(token, 'W09000016', 'r1');
    expect(again.headers.get('X-Idempotent-Replay')).toBeNull();
    expect(await cartNow()).toEqual([
      [PPVT_FORMS, 1],
      ['0158979817', 2],
      ['0158979825', 3],
      ['A103000185321', 2],
    ]);
  });

  it("creates a cart when there is none, and refuses anyone else's order", async () => {
    const result = parsed(
      await reorder(signIn(MARIA), 'W09000004', 'r2'),
      200,
      ReorderResultSchema,
    );
    expect(result.lines).toEqual([
      expect.objectContaining({ productCode: PPVT_FORMS, status: 'added', added: 10 }),
    ]);
    expectOrderError(await reorder(signIn(DANA), 'W09000004', 'r3'), 404, 'orderNotFound');
  });
});
