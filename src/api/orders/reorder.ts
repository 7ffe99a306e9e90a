import { CURRENT_USER_PATH } from '../accounts/get-customer-accounts';
import { checkoutLang } from '../checkout/checkout-lang';
import { commerceRequest } from '../http/commerce-client';
import { ReorderResultSchema, type ReorderResult } from './order-history.schema';

/**
 * POST reorder: the order's products are added to the shopper's current cart (merged), each line
 * with what became of it. `requestId` is kept for retries of the same attempt: the platform
 * applies it once.
 */
export function reorder(orderCode: string, requestId: string): Promise<ReorderResult> {
  const query = new URLSearchParams({ lang: checkoutLang() });
  return commerceRequest(
    `${CURRENT_USER_PATH}/orders/${encodeURIComponent(orderCode)}/reorder?${query}`,
    { method: 'POST', schema: ReorderResultSchema, requestId },
  );
}
