import * as v from 'valibot';
import { PaginationSchema, PriceSchema } from '../products/product.schema';

// The order history as OCC v2 sends it, read only by order-history-converter.ts. "Store" marks
// what the store adds to OCC's row, with OrderWsDTO's names and meanings.

const NameSchema = v.object({ name: v.optional(v.string(), '') });

export const OccOrderHistorySchema = v.object({
  code: v.pipe(v.string(), v.minLength(1)),
  placed: v.string(),
  /** SAP's OrderStatus code: an open list (occ-order-status.ts reads any value). */
  status: v.optional(v.string(), ''),
  /** Store: SAP's DeliveryStatus code, as on the order. */
  deliveryStatus: v.optional(v.string()),
  total: PriceSchema,
  /** Store: units ordered, all lines together (OCC's `totalItems` counts lines). */
  totalUnitCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Store: the customer, even when an agent placed it. */
  user: v.optional(NameSchema),
  /** Store: the customer service member who placed it, if one did. */
  placedBy: v.optional(NameSchema),
});
export type OccOrderHistory = v.InferOutput<typeof OccOrderHistorySchema>;
export type OccOrderHistoryWire = v.InferInput<typeof OccOrderHistorySchema>;

export const OccOrderHistoryListSchema = v.object({
  orders: v.optional(v.array(OccOrderHistorySchema), []),
  pagination: PaginationSchema,
});
export type OccOrderHistoryList = v.InferOutput<typeof OccOrderHistoryListSchema>;
export type OccOrderHistoryListWire = v.InferInput<typeof OccOrderHistoryListSchema>;
