import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OccOrderHistoryListSchema } from './occ-order-history.schema';
import { STATUS_FILTER_OF, orderStatusOf } from './occ-order-status';
import { HISTORY_FIELDS, toOrderList } from './order-history-converter';
import { ORDER_STATUSES } from './order.schema';
import { orderHandlers } from '../../mocks/handlers/orders';
import { server } from '../../mocks/node';
import { API, CURRENT, signIn } from '../../testing/commerce-backend';
import { DANA } from '../../testing/order-backend';

const usd = (value: number) => ({
  value,
  currencyIso: 'USD',
  formattedValue: `$${value.toFixed(2)}`,
});

/** A row as SAP Commerce sends it, with the store's attributes. */
const row = {
  code: 'W10000001',
  guid: '6f1c…',
  placed: '2026-11-27T09:00:00+0000',
  status: 'CHECKED_VALID',
  statusDisplay: 'checked_valid',
  deliveryStatus: 'SHIPPED',
  total: usd(185.8),
  totalUnitCount: 3,
  user: { name: 'Dana Whitfield' },
};

const page = (orders: unknown[]) => ({
  orders,
  pagination: { currentPage: 0, pageSize: 10, totalPages: 1, totalResults: orders.length },
});

const read = (occ: unknown) => toOrderList(v.parse(OccOrderHistoryListSchema, occ));

describe("OCC's order history to ours", () => {
  it('reads the row: placed, status with delivery, total, units and who placed it', () => {
    const list = read({ ...page([row]), sorts: [{ code: 'byDate', selected: true }] });
    expect(list.orders).toEqual([
      {
        code: 'W10000001',
        created: '2026-11-27T09:00:00+0000',
        status: 'SHIPPED',
        totalPrice: usd(185.8),
        totalItems: 3,
        placedBy: 'Dana Whitfield',
      },
    ]);
    expect(list.pagination).toEqual(page([row]).pagination);
    const byAgent = read(page([{ ...row, placedBy: { name: 'Chris Morgan' } }]));
    expect(byAgent.orders[0]?.placedBy).toBe('Chris Morgan');
  });

  it('reads a status code it does not know as an order being processed, not a broken page', () => {
    const statuses = read(
      page([
        { ...row, status: 'CONFIRMED_FROM_ERP', deliveryStatus: undefined },
        { ...row, status: 'SOMETHING_NEW' },
        { ...row, status: 'SUSPENDED', deliveryStatus: 'SHIPPED' },
      ]),
    ).orders.map((order) => order.status);
    expect(statuses).toEqual(['CONFIRMED', 'SHIPPED', 'ON_HOLD']);
  });

  it('takes optional fields left out as their defaults, and refuses a row without units', () => {
    const { status: _s, deliveryStatus: _d, user: _u, ...bare } = row;
    expect(read(page([bare])).orders[0]).toMatchObject({ status: 'CONFIRMED', placedBy: '' });
    expect(read({ pagination: page([]).pagination }).orders).toEqual([]);
    const { totalUnitCount: _units, ...noUnits } = row;
    expect(v.safeParse(OccOrderHistoryListSchema, page([noUnits])).success).toBe(false);
  });

  it("asks for each status with SAP's codes that alone decide it, or the store's own", () => {
    for (const status of ORDER_STATUSES) {
      const filter = STATUS_FILTER_OF[status];
      if ('statuses' in filter) {
        for (const code of filter.statuses.split(',')) {
          expect(orderStatusOf(code, 'SHIPPED'), code).toBe(status);
          expect(orderStatusOf(code, 'NOTSHIPPED'), code).toBe(status);
        }
      } else {
        expect(filter.orderStatus).toBe(status);
      }
    }
    expect(Object.keys(STATUS_FILTER_OF).toSorted()).toEqual([...ORDER_STATUSES].toSorted());
  });
});

describe("the fake backend's order history", () => {
  it("answers OCC's DEFAULT level without `fields`, every field the converter reads with them", async () => {
    server.use(...orderHandlers);
    const token = signIn(DANA);
    const path = `${API}${CURRENT}/orders?pageSize=10`;
    const headers = { Authorization: `Bearer ${token}` };
    const plain = (await (await fetch(path, { headers })).json()) as {
      orders: Record<string, unknown>[];
      pagination: unknown;
    };
    expect(plain.pagination).toMatchObject({ pageSize: 10, totalResults: 15 });
    expect(plain.orders[0]).toMatchObject({ status: 'CREATED', total: expect.any(Object) });
    for (const store of ['deliveryStatus', 'totalUnitCount', 'user', 'placedBy']) {
      expect(plain.orders[0], store).not.toHaveProperty(store);
    }
    expect(v.safeParse(OccOrderHistoryListSchema, plain).success).toBe(false);
    const query = new URLSearchParams({ pageSize: '10', sort: 'byDate', fields: HISTORY_FIELDS });
    const asked = (await (await fetch(`${API}${CURRENT}/orders?${query}`, { headers })).json()) as {
      orders: Record<string, unknown>[];
    };
    expect(Object.keys(asked.orders[0] ?? {}).toSorted()).toEqual(
      ['code', 'deliveryStatus', 'placed', 'status', 'total', 'totalUnitCount', 'user'].toSorted(),
    );
    const list = read(asked);
    expect(list.orders[0]).toMatchObject({ status: 'CONFIRMED', placedBy: 'Dana Whitfield' });
    expect(list.pagination.totalResults).toBe(15);
    // SAP adds the pagination to whatever `fields` asks for.
    const bare = new URLSearchParams({ fields: 'orders(code)' });
    const paged = (await (await fetch(`${API}${CURRENT}/orders?${bare}`, { headers })).json()) as {
      pagination?: unknown;
    };
    expect(paged.pagination).toMatchObject({ totalResults: 15 });
  });
});
