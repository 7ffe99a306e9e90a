/**
 * The order history as OCC's OrderHistoryList, and the order status lookup. A wrong email and an
 * unknown number get the same "not found", so the lookup reveals no order numbers.
 */
import type { OccOrderHistoryWire } from '../../api/orders/occ-order-history.schema';
import { OCC_STATUS_OF } from '../../api/orders/occ-order-status';
import { ORDER_STATUSES, type OrderStatus } from '../../api/orders/order.schema';
import type { Pagination } from '../../api/products/product.schema';
import type { OrderStatusView } from '../../api/orders/order-history.schema';
import { dayNumber, todayIn } from '../../rules/form/calendar-date';
import { priceOf, type PricingContext } from './pricing-context';
import { OrderOpError } from './order-errors';
import { orderByCode, ordersOf, renderOrder, type StoredOrder } from './orders';
import { siteTimeZone } from './quote-expiry';
import { SEED_USERS } from './seed-users';

/** OCC's default page size (BaseController's DEFAULT_PAGE_SIZE). */
export const ORDER_PAGE_SIZE_DEFAULT = 20;
const PAGE_SIZE_MAX = 100;

/** SAP's OrderStatus values: SAP refuses a `statuses` code the enum does not define. */
const PLATFORM_ORDER_STATUSES: ReadonlySet<string> = new Set([
  ...Object.values(OCC_STATUS_OF).map((codes) => codes.status),
  ...['OPEN', 'READY', 'CHECKED_INVALID', 'FRAUD_CHECKED', 'ORDER_SPLIT', 'PROCESSING_ERROR'],
  ...['PAYMENT_AUTHORIZED', 'PAYMENT_NOT_AUTHORIZED', 'PAYMENT_CAPTURED', 'PAYMENT_NOT_CAPTURED'],
  ...['PAYMENT_AMOUNT_RESERVED', 'PAYMENT_AMOUNT_NOT_RESERVED'],
  ...['WAIT_FRAUD_MANUAL_CHECK', 'SUSPENDED', 'CANCELLING'],
  ...['SENT_TO_ERP', 'NOT_SENT_TO_ERP', 'CONFIRMED_FROM_ERP', 'CANCELLED_FROM_ERP'],
]);

const invalid = (name: string, rule: string) =>
  new OrderOpError(400, 'invalidQuery', `${name}: ${rule}`, name);

export interface OrderListQuery {
  currentPage: number;
  pageSize: number;
  /** SAP codes (OCC's `statuses`); empty: any. */
  statuses: readonly string[];
  /** The store's own status (CONFIRMED and SHIPPED, which no SAP code alone names). */
  orderStatus: OrderStatus | undefined;
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

function orderStatus(url: URL): OrderStatus | undefined {
  const raw = url.searchParams.get('orderStatus');
  if (raw === null || raw === '') return undefined;
  const known = ORDER_STATUSES.find((status) => status === raw);
  if (!known) throw invalid('orderStatus', `one of ${ORDER_STATUSES.join(', ')}`);
  return known;
}

/** The list's query (untrusted): 400 invalidQuery naming the first bad value. */
export function parseOrderListQuery(url: URL): OrderListQuery {
  const statuses = (url.searchParams.get('statuses') ?? '').split(',').filter(Boolean);
  const unknown = statuses.find((status) => !PLATFORM_ORDER_STATUSES.has(status));
  if (unknown !== undefined) throw invalid('statuses', `${unknown} is not an OrderStatus`);
  const from = isoDay(url, 'from');
  const to = isoDay(url, 'to');
  if (from && to && from > to) throw invalid('to', 'on or after from');
  return {
    currentPage: wholeNumber(url, 'currentPage', 0, 0, Number.MAX_SAFE_INTEGER),
    pageSize: wholeNumber(url, 'pageSize', ORDER_PAGE_SIZE_DEFAULT, 1, PAGE_SIZE_MAX),
    statuses,
    orderStatus: orderStatus(url),
    from,
    to,
  };
}

function dayPlaced(stored: StoredOrder): string {
  return todayIn(siteTimeZone(stored.site), new Date(stored.order.created));
}

function matches(stored: StoredOrder, query: OrderListQuery): boolean {
  const { status } = stored.order;
  if (query.statuses.length > 0 && !query.statuses.includes(OCC_STATUS_OF[status].status)) {
    return false;
  }
  if (query.orderStatus && status !== query.orderStatus) return false;
  const day = dayPlaced(stored);
  if (query.from && day < query.from) return false;
  if (query.to && day > query.to) return false;
  return true;
}

/** OCC's OrderHistoryListWsDTO, with what the client does not read. */
export interface OccHistoryPage {
  orders: (OccOrderHistoryWire & { statusDisplay: string })[];
  pagination: Pagination & { sort: string };
  sorts: { code: string; selected: boolean }[];
}

/** A row as OCC's OrderHistoryWsDTO, with the store's attributes (the order's own). */
function historyOf(stored: StoredOrder, request: PricingContext): OccHistoryPage['orders'][number] {
  const { order } = stored;
  const { status, deliveryStatus } = OCC_STATUS_OF[order.status];
  const context: PricingContext = { site: stored.site, lang: request.lang };
  return {
    code: order.code,
    placed: order.created,
    status,
    statusDisplay: status.toLowerCase(),
    deliveryStatus,
    total: priceOf(order.totals.totalPrice.value, context),
    totalUnitCount: order.entries.reduce((sum, entry) => sum + entry.quantity, 0),
    user: { name: stored.customerName },
    ...(order.placedBy.customerService ? { placedBy: { name: order.placedBy.name } } : {}),
  };
}

/** One page of the shopper's orders matching the query, newest first (OCC's `byDate`). */
export function orderList(
  ownerId: string,
  query: OrderListQuery,
  context: PricingContext,
): OccHistoryPage {
  const all = ordersOf(ownerId).filter((stored) => matches(stored, query));
  const start = query.currentPage * query.pageSize;
  return {
    orders: all.slice(start, start + query.pageSize).map((stored) => historyOf(stored, context)),
    pagination: {
      currentPage: query.currentPage,
      pageSize: query.pageSize,
      totalPages: Math.ceil(all.length / query.pageSize),
      totalResults: all.length,
      sort: 'byDate',
    },
    sorts: [{ code: 'byDate', selected: true }],
  };
}

const notFound = () => new OrderOpError(404, 'orderNotFound', 'Order not found.');

/** The email an order's status may be looked up with: its shopper's sign-in email. */
function ownerEmail(stored: StoredOrder): string | undefined {
  return SEED_USERS.find((user) => user.id === stored.ownerId)?.email;
}

/** An order's status for whoever knows its number and email; its shopper needs only the number. */
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
