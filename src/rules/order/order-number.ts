import * as v from 'valibot';
import type { OrderNumberMessageKey } from './order-number.messages';

/** An order's web reference number: `W` and eight digits (`W10000001`). */
export const ORDER_NUMBER_PATTERN = /^W\d{8}$/;
/** The number shown in 'Please enter a valid order number (for example, {example})'. */
export const EXAMPLE_ORDER_NUMBER = 'W10000001';

const key = (k: OrderNumberMessageKey) => k;

/**
 * The order status lookup's order number (untrusted: typed, or from the page's query): trimmed,
 * upper-cased (`w10000001` is the same order), required, then the pattern.
 */
export const OrderNumberSchema = v.pipe(
  v.string(key('orderNumber.required')),
  v.trim(),
  v.toUpperCase(),
  v.nonEmpty(key('orderNumber.required')),
  v.regex(ORDER_NUMBER_PATTERN, key('orderNumber.invalid')),
);

/** The number if it is a well-formed order number, else undefined (a URL's id, a query's value). */
export function orderNumberOf(raw: string | null | undefined): string | undefined {
  const result = v.safeParse(OrderNumberSchema, raw ?? '');
  return result.success ? result.output : undefined;
}
