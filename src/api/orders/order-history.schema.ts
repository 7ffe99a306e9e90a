import * as v from 'valibot';
import { PaginationSchema, PriceSchema } from '../products/product.schema';
import { OrderEntrySchema, OrderStatusSchema } from './order.schema';

// The order history (OCC's: occ-order-history.schema.ts), the status lookup and reorder.

export const OrderSummarySchema = v.object({
  code: v.pipe(v.string(), v.minLength(1)),
  created: v.string(),
  status: OrderStatusSchema,
  totalPrice: PriceSchema,
  totalItems: v.pipe(v.number(), v.integer(), v.minValue(0)),
  placedBy: v.string(),
});
export type OrderSummary = v.InferOutput<typeof OrderSummarySchema>;

export const OrderListSchema = v.object({
  orders: v.array(OrderSummarySchema),
  pagination: PaginationSchema,
});
export type OrderList = v.InferOutput<typeof OrderListSchema>;

/** The status lookup proves only a number and an email, so it shows no addresses or payment. */
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

/** 429 after too many failed lookups, so an order number cannot be guessed. */
export const ORDER_STATUS_LIMITED = { type: 'OrderStatusError', reason: 'tooManyLookups' } as const;

/** A longer or malformed wait is not believed. */
export const ORDER_STATUS_RETRY_AFTER_MAX_SECONDS = 86_400;

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

/** What happened to one ordered product when the order was put back in the cart. */
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
  /** The unit price on the order and today's, for any line whose price moved. */
  orderedPrice: v.optional(PriceSchema),
  currentPrice: v.optional(PriceSchema),
});
export type ReorderLine = v.InferOutput<typeof ReorderLineSchema>;

export const ReorderResultSchema = v.object({
  orderCode: v.string(),
  cartCode: v.string(),
  lines: v.array(ReorderLineSchema),
});
export type ReorderResult = v.InferOutput<typeof ReorderResultSchema>;
