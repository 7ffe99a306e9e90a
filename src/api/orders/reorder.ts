import { CURRENT_USER_PATH } from '../http/current-user-path';
import { checkoutLang } from '../checkout/checkout-lang';
import { AttemptsInDoubt } from '../http/attempts-in-doubt';
import { commerceRequest } from '../http/commerce-client';
import { ReorderResultSchema, type ReorderResult } from './order-history.schema';
import { cartBefore, reorderMadeSince, type CartBefore } from './reorder-made-since';

const attempts = new AttemptsInDoubt();
/** The cart before each attempt in doubt was first sent, by its request id. */
const cartsBefore = new Map<string, CartBefore>();

/** Reorders into the current cart (OCC's makes a new one); a retry adds nothing twice. */
export async function reorder(orderCode: string, requestId: string): Promise<ReorderResult> {
  const before = cartsBefore.get(requestId) ?? (await cartBefore());
  const query = new URLSearchParams({ lang: checkoutLang() });
  try {
    return await attempts.run(
      requestId,
      () => reorderMadeSince(orderCode, before),
      () =>
        commerceRequest(
          `${CURRENT_USER_PATH}/orders/${encodeURIComponent(orderCode)}/reorder?${query}`,
          { method: 'POST', schema: ReorderResultSchema, requestId },
        ),
    );
  } finally {
    if (attempts.inDoubtSince(requestId) === undefined) cartsBefore.delete(requestId);
    else cartsBefore.set(requestId, before);
  }
}
