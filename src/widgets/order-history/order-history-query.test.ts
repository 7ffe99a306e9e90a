import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { storeRoutes } from '../../core/routes/routes';
import { matchRoute } from '../../core/routes/route-patterns';
import { validateFields } from '../../rules/form/field-errors';
import { orderNumberOf, OrderNumberSchema } from '../../rules/order/order-number';
import { VisitorLookupSchema } from '../../rules/order/order-status-lookup';
import { filterProblem, historyQueryOf } from './history-query';
import { orderIdFromPath } from './order-id';

// The order history's untrusted inputs: its query (page, status, days), the order id in the
// details address, and the status lookup's fields with the rules floor's messages.
const routes = storeRoutes({ locale: 'en-us', storeBasePath: '/store/usassessments/en' });

describe('the order history query', () => {
  it.each([
    ['', { page: 0 }],
    [
      '?page=2&status=SHIPPED&from=2026-01-01&to=2026-03-31',
      { page: 1, status: 'SHIPPED', from: '2026-01-01', to: '2026-03-31' },
    ],
    ['?page=0', { page: 0 }],
    ['?page=-1', { page: 0 }],
    ['?page=2.5', { page: 0 }],
    ['?page=9999999', { page: 0 }],
    ['?status=shipped', { page: 0 }],
    ['?status=<script>', { page: 0 }],
    ['?from=2026-02-30&to=2026-13-01', { page: 0 }],
    ['?from=2026-03-02&to=2026-03-01', { page: 0, from: '2026-03-02' }],
    ['?from=2026-03-01&to=2026-03-01', { page: 0, from: '2026-03-01', to: '2026-03-01' }],
  ])('%s reads as %j', (search, expected) => {
    expect(historyQueryOf(search)).toEqual(expected);
  });

  it('refuses a first day after the last, not the same day', () => {
    expect(filterProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('dateOrder');
    expect(filterProblem({ from: '2026-03-01', to: '2026-03-01' })).toBeUndefined();
    expect(filterProblem({ from: '2026-03-01' })).toBeUndefined();
  });

  it('is written by the route table (page 1 left out) and read back the same', () => {
    const href = routes.account.orderHistoryPage({
      page: 3,
      status: 'CANCELLED',
      from: '2025-01-01',
    });
    expect(href).toBe(
      '/store/usassessments/en/my-account/order-history?page=3&status=CANCELLED&from=2025-01-01',
    );
    const url = new URL(href, 'https://example.com');
    expect(matchRoute(url.pathname)?.name).toBe('orderHistory');
    expect(historyQueryOf(url.search)).toEqual({
      page: 2,
      status: 'CANCELLED',
      from: '2025-01-01',
    });
    expect(routes.account.orderHistoryPage({ page: 1 })).toBe(routes.account.orderHistory);
  });
});

describe('the order number', () => {
  it.each([
    ['W10000001', 'W10000001'],
    [' w09000016 ', 'W09000016'],
    ['W1000000', undefined],
    ['W100000011', undefined],
    ['X10000001', undefined],
    ['W1000000<', undefined],
    ['', undefined],
  ])('%j is %j', (raw, expected) => {
    expect(orderNumberOf(raw)).toBe(expected);
  });

  it('names what is wrong, as the lookup form shows it', () => {
    expect(v.safeParse(OrderNumberSchema, '  ').issues?.[0]?.message).toBe('orderNumber.required');
    const checked = validateFields(VisitorLookupSchema, { orderNumber: '123', email: 'a@' });
    expect(checked.ok ? {} : checked.errors).toEqual({
      orderNumber: { key: 'orderNumber.invalid' },
      email: { key: 'email.invalid' },
    });
    const long = validateFields(VisitorLookupSchema, {
      orderNumber: 'W10000001',
      email: `${'a'.repeat(145)}@example.com`,
    });
    expect(long.ok ? {} : long.errors).toEqual({ email: { key: 'email.qualifiedUserTooLong' } });
  });

  it('is read from the details address; anything else there is no order', () => {
    expect(
      orderIdFromPath(new URL(routes.account.orderDetails('W09000015'), 'https://x.test').pathname),
    ).toBe('W09000015');
    expect(
      orderIdFromPath('/store/usassessments/en/my-account/order-history/order-details/%E0%A4%A'),
    ).toBeUndefined();
    expect(
      orderIdFromPath('/store/usassessments/en/my-account/order-history/order-details/W09000015/x'),
    ).toBeUndefined();
    expect(
      orderIdFromPath('/store/usassessments/en/my-account/order-history/order-details/..'),
    ).toBeUndefined();
    expect(orderIdFromPath('/store/usassessments/en/my-account/order-history')).toBeUndefined();
  });
});
