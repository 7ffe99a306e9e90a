import * as v from 'valibot';
import type { OrderNumberMessageKey } from './order-number.messages';

export const ORDER_NUMBER_PATTERN = /^W\d{8}$/;
/** Shown in the invalid-number message. */
export const EXAMPLE_ORDER_NUMBER = 'W10000001';

const key = (k: OrderNumberMessageKey) => k;

/** Typed or from the page's query (untrusted); `w10000001` is the same order. */
export const OrderNumberSchema = v.pipe(
  v.string(key('orderNumber.required')),
  v.trim(),
  v.toUpperCase(),
  v.nonEmpty(key('orderNumber.required')),
  v.regex(ORDER_NUMBER_PATTERN, key('orderNumber.invalid')),
);

export function orderNumberOf(raw: string | null | undefined): string | undefined {
  const result = v.safeParse(OrderNumberSchema, raw ?? '');
  return result.success ? result.output : undefined;
}
