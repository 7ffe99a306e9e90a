import * as v from 'valibot';
import { PaginationSchema, PriceSchema } from '../products/product.schema';
import { OrderEntrySchema, OrderStatusSchema } from './order.schema';

/**
 * The order history: our model of the list, and the wire shapes of its other calls, in
 * OCC's style (the spec shows no fields):
 *
 *   GET  …/users/current/orders?currentPage&pageSize&sort&fields&statuses|orderStatus&from&to
 *        → OCC's OrderHistoryList (occ-order-history.schema.ts), converted to OrderList
 *        (order-history-converter.ts)
 *   GET  …/users/current/orders/{code}                                 → Order (order.schema.ts)
 *   POST …/users/current/orders/{code}/reorder   X-Request-Id: …       → ReorderResult
 *   POST …/order-status   { orderNumber, email }                       → OrderStatusView
 *        (429 tooManyLookups after too many failed lookups: OrderStatusLimitedSchema)
 *
 * `statuses` is OCC's (SAP OrderStatus codes, comma-separated; an unknown code is refused);
 * `orderStatus` (one of ORDER_STATUSES), `from` and `to` are the store's: ISO dates, days on the
 * site's calendar, both included. A bad value is 400 `invalidQuery` naming it.
 */

/** One row of the history (our model): what a shopper needs to find an order. */
export const OrderSummarySchema = v.object({
  code: v.pipe(v.string(), v.minLength(1)),
  /** ISO date-time. */
  created: v.string(),
  status: OrderStatusSchema,
  totalPrice: PriceSchema,
  /** Units ordered, all lines together. */
  totalItems: v.pipe(v.number(), v.integer(), v.minValue(0)),
  placedBy: v.string(),
});
export type OrderSummary = v.InferOutput<typeof OrderSummarySchema>;

export const OrderListSchema = v.object({
  orders: v.array(OrderSummarySchema),
  pagination: PaginationSchema,
});
export type OrderList = v.InferOutput<typeof OrderListSchema>;

/**
 * The order status lookup's answer (spec section 2, order status): the order's status and its
 * products, nothing more. A visitor proves nothing but an order number and an email, so no
 * addresses, payment or access codes.
 */
export const OrderStatusViewSchema = v.object({
  code: v.pipe(v.string(), v.minLength(1)),
  created: v.string(),
  status: OrderStatusSchema,
  entries: v.array(
    v.pick(OrderEntrySchema, [
      'entryNumber',
      'product',
      'quantity',
      'totalPrice',
      'seats',
      'estimatedRelease',
      'estimatedToShip',
    ]),
  ),
});
export type OrderStatusView = v.InferOutput<typeof OrderStatusViewSchema>;

/**
 * 429: the lookup is refused for a while, after too many failed ones (the fake backend's
 * src/mocks/db/order-status-limit.ts: an order number cannot be guessed).
 */
export const ORDER_STATUS_LIMITED = { type: 'OrderStatusError', reason: 'tooManyLookups' } as const;

/** The longest wait a refusal may name (a day); a longer or malformed one is not believed. */
export const ORDER_STATUS_RETRY_AFTER_MAX_SECONDS = 86_400;

/** The refusal's error, with the seconds to wait before the next lookup (untrusted: checked). */
export const OrderStatusLimitedSchema = v.object({
  errors: v.pipe(
    v.array(
      v.object({
        type: v.literal(ORDER_STATUS_LIMITED.type),
        reason: v.literal(ORDER_STATUS_LIMITED.reason),
        retryAfterSeconds: v.optional(
          v.pipe(
            v.number(),
            v.integer(),
            v.minValue(1),
            v.maxValue(ORDER_STATUS_RETRY_AFTER_MAX_SECONDS),
          ),
        ),
      }),
    ),
    v.minLength(1),
  ),
});

/**
 * What happened to one ordered product when the order was put back in the cart:
 * - `added`: all of it, at the price it had (or `repriced`: at today's price, both given);
 * - `reduced`: fewer than ordered, the stock is lower;
 * - `outOfStock`: none, nothing in stock;
 * - `notBuyable`: none, it is no longer sold online (or to this shopper).
 */
export const ReorderLineStatusSchema = v.picklist([
  'added',
  'repriced',
  'reduced',
  'outOfStock',
  'notBuyable',
]);
export type ReorderLineStatus = v.InferOutput<typeof ReorderLineStatusSchema>;

export const ReorderLineSchema = v.object({
  productCode: v.string(),
  productName: v.string(),
  ordered: v.pipe(v.number(), v.integer(), v.minValue(1)),
  added: v.pipe(v.number(), v.integer(), v.minValue(0)),
  status: ReorderLineStatusSchema,
  /** The unit price on the order and today's, for `repriced` (and any line whose price moved). */
  orderedPrice: v.optional(PriceSchema),
  currentPrice: v.optional(PriceSchema),
});
export type ReorderLine = v.InferOutput<typeof ReorderLineSchema>;

export const ReorderResultSchema = v.object({
  /** The order reordered. */
  orderCode: v.string(),
  /** The cart the products went to: the shopper's current cart (created when they had none). */
  cartCode: v.string(),
  lines: v.array(ReorderLineSchema),
});
export type ReorderResult = v.InferOutput<typeof ReorderResultSchema>;
