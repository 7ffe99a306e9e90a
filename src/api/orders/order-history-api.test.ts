// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setAccessTokenProvider } from '../http/commerce-auth';
import { getOrders } from './get-orders';
import { ORDER_STATUSES } from './order.schema';
import { orderHandlers } from '../../mocks/handlers/orders';
import { server } from '../../mocks/node';
import { addDays } from '../../rules/form/calendar-date';
import { siteToday } from '../../mocks/db/quote-expiry';
import { signIn } from '../../testing/commerce-backend';
import { DANA } from '../../testing/order-backend';

// The history's request (src/api/orders/get-orders.ts) against the fake backend: each of our
// statuses asked for as OCC's `statuses` or the store's `orderStatus`, the days as the store's.
const globals = globalThis as Record<string, unknown>;

beforeEach(() => {
  globals.storeWidgetsConfig = {
    platformKey: 'pk',
    host: 'www.assessments.com',
    apiBase: 'http://localhost',
  };
  server.use(...orderHandlers);
  const token = signIn(DANA);
  setAccessTokenProvider(() => token);
});

afterEach(() => {
  delete globals.storeWidgetsConfig;
  setAccessTokenProvider(() => undefined);
});

describe('the order history request', () => {
  it('pages the shopper’s orders, newest first, as our rows', async () => {
    const first = await getOrders({ page: 0 });
    expect(first.pagination).toEqual({
      currentPage: 0,
      pageSize: 10,
      totalPages: 2,
      totalResults: 15,
    });
    expect(first.orders[0]).toMatchObject({ status: 'CONFIRMED', placedBy: 'Dana Whitfield' });
    expect(first.orders[0]?.totalItems).toBeGreaterThan(0);
  });

  it('finds exactly the orders of each status, within the days asked', async () => {
    let total = 0;
    for (const status of ORDER_STATUSES) {
      const { orders, pagination } = await getOrders({ page: 0, status });
      expect(new Set(orders.map((order) => order.status)), status).toEqual(
        new Set(orders.length ? [status] : []),
      );
      total += pagination.totalResults;
    }
    expect(total).toBe(15);
    const today = siteToday('usassessments');
    const window = await getOrders({
      page: 0,
      status: 'DELIVERED',
      from: addDays(today, -45),
      to: addDays(today, -12),
    });
    expect(window.orders.map((order) => order.created.slice(0, 10))).toEqual([addDays(today, -12)]);
  });
});
