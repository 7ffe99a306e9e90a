/**
 * The order history's reads (src/api/orders/order-history.schema.ts): a page of the shopper's
 * orders, newest first, filtered by status and by the days placed on the order's site calendar;
 * and the order status lookup, which answers a visitor who knows an order's number and the email
 * it was placed with. A wrong email and an unknown number get the same "not found", so the lookup
 * cannot be used to learn which order numbers exist.
 */
import { ORDER_STATUSES, type OrderStatus } from '../../api/orders/order.schema';
import type {
  OrderList,
  OrderStatusView,
  OrderSummary,
} from '../../api/orders/order-history.schema';
import { dayNumber, todayIn } from '../../rules/form/calendar-date';
import { priceOf, type PricingContext } from './pricing-context';
import { OrderOpError } from './order-errors';
import { orderByCode, ordersOf, renderOrder, type StoredOrder } from './orders';
import { siteTimeZone } from './quote-expiry';
import { SEED_USERS } from './seed-users';

export const ORDER_PAGE_SIZE_DEFAULT = 10;
const PAGE_SIZE_MAX = 100;

const invalid = (name: string, rule: string) =>
  new OrderOpError(400, 'invalidQuery', `${name}: ${rule}`, name);

export interface OrderListQuery {
  currentPage: number;
  pageSize: number;
  statuses: readonly OrderStatus[];
  from: string | undefined;
  to: string | undefined;
}

function wholeNumber(url: URL, name: string, fallback: number, min: number, max: number): number {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw invalid(name, `a whole number from ${min} to ${max}`);
  }
  return value;
}

function isoDay(url: URL, name: string): string | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw) || dayNumber(raw) === undefined) {
    throw invalid(name, 'a date, YYYY-MM-DD');
  }
  return raw;
}

/** The list's query (untrusted): 400 invalidQuery naming the first bad value. */
export function parseOrderListQuery(url: URL): OrderListQuery {
  const rawStatuses = url.searchParams.get('statuses') ?? '';
  const statuses = rawStatuses
    .split(',')
    .filter(Boolean)
    .map((status) => {
      const known = ORDER_STATUSES.find((s) => s === status);
      if (!known) throw invalid('statuses', `a list of ${ORDER_STATUSES.join(', ')}`);
      return known;
    });
  const from = isoDay(url, 'from');
  const to = isoDay(url, 'to');
  if (from && to && from > to) throw invalid('to', 'on or after from');
  return {
    currentPage: wholeNumber(url, 'currentPage', 0, 0, Number.MAX_SAFE_INTEGER),
    pageSize: wholeNumber(url, 'pageSize', ORDER_PAGE_SIZE_DEFAULT, 1, PAGE_SIZE_MAX),
    statuses,
    from,
    to,
  };
}

/** The day an order was placed on its site's calendar. */
function dayPlaced(stored: StoredOrder): string {
  return todayIn(siteTimeZone(stored.site), new Date(stored.order.created));
}

function matches(stored: StoredOrder, query: OrderListQuery): boolean {
  if (query.statuses.length > 0 && !query.statuses.includes(stored.order.status)) return false;
  const day = dayPlaced(stored);
  if (query.from && day < query.from) return false;
  if (query.to && day > query.to) return false;
  return true;
}

function summaryOf(stored: StoredOrder, request: PricingContext): OrderSummary {
  const { order } = stored;
  const context: PricingContext = { site: stored.site, lang: request.lang };
  return {
    code: order.code,
    created: order.created,
    status: order.status,
    totalPrice: priceOf(order.totals.totalPrice.value, context),
    totalItems: order.entries.reduce((sum, entry) => sum + entry.quantity, 0),
    placedBy: order.placedBy.name,
  };
}

/** One page of the shopper's orders matching the query, newest first. */
export function orderList(
  ownerId: string,
  query: OrderListQuery,
  context: PricingContext,
): OrderList {
  const all = ordersOf(ownerId).filter((stored) => matches(stored, query));
  const start = query.currentPage * query.pageSize;
  return {
    orders: all.slice(start, start + query.pageSize).map((stored) => summaryOf(stored, context)),
    pagination: {
      currentPage: query.currentPage,
      pageSize: query.pageSize,
      totalPages: Math.ceil(all.length / query.pageSize),
      totalResults: all.length,
    },
  };
}

const notFound = () => new OrderOpError(404, 'orderNotFound', 'Order not found.');

/** The email an order's status may be looked up with: its shopper's sign-in email. */
function ownerEmail(stored: StoredOrder): string | undefined {
  return SEED_USERS.find((user) => user.id === stored.ownerId)?.email;
}

/**
 * The status of an order for whoever knows its number and the shopper's email (any case, spaces
 * around ignored); the signed-in shopper needs only the number of one of their own orders.
 */
export function orderStatusOf(
  input: { orderNumber: unknown; email: unknown; signedInUserId: string | undefined },
  context: PricingContext,
): OrderStatusView {
  const code = typeof input.orderNumber === 'string' ? input.orderNumber.trim().toUpperCase() : '';
  const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
  const stored = code ? orderByCode(code) : undefined;
  if (!stored) throw notFound();
  const own = input.signedInUserId !== undefined && stored.ownerId === input.signedInUserId;
  if (!own && (!email || ownerEmail(stored)?.toLowerCase() !== email)) throw notFound();
  const order = renderOrder(stored, context);
  return {
    code: order.code,
    created: order.created,
    status: order.status,
    entries: order.entries.map((entry) => ({
      entryNumber: entry.entryNumber,
      product: entry.product,
      quantity: entry.quantity,
      totalPrice: entry.totalPrice,
      ...(entry.seats !== undefined ? { seats: entry.seats } : {}),
      ...(entry.estimatedRelease ? { estimatedRelease: entry.estimatedRelease } : {}),
      ...(entry.estimatedToShip ? { estimatedToShip: entry.estimatedToShip } : {}),
    })),
  };
}
