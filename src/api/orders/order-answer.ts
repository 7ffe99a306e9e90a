import * as v from 'valibot';
import { checkBody } from '../http/fetch-json';
import { OccOrderSchema } from './occ-order.schema';
import { orderPaymentOf, toOrder } from './order-converter';
import type { Order } from './order.schema';

/** OCC's order, with a payment we can read: an order without one is a broken answer. */
export const OrderAnswerSchema = v.pipe(
  OccOrderSchema,
  v.check((occ) => orderPaymentOf(occ) !== undefined, 'The order has no payment'),
);

/** An ApiError `parse` when it is not an order. */
export function readOrder(method: string, path: string, answer: unknown): Order {
  return toOrder(checkBody(method, path, 200, answer, OrderAnswerSchema));
}
