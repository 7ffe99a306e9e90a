import { CURRENT_USER_PATH } from '../accounts/get-customer-accounts';
import { checkoutLang } from '../checkout/checkout-lang';
import { AttemptsInDoubt } from '../http/attempts-in-doubt';
import { commerceRequest } from '../http/commerce-client';
import { ReorderResultSchema, type ReorderResult } from './order-history.schema';
import { cartBefore, reorderMadeSince, type CartBefore } from './reorder-made-since';

const attempts = new AttemptsInDoubt();
/** The cart before each attempt in doubt was first sent, by its request id. */
const cartsBefore = new Map<string, CartBefore>();

/**
 * The store's reorder, `POST …/orders/{code}/reorder` (an extension: OCC's only reorder, B2B's
 * cartFromOrder, makes a new cart and Spartacus deletes the active one first; the store merges):
 * the order's products are added to the shopper's current cart, each line with what became of it.
 *
 * `requestId` is the attempt's: the same on a retry. Nothing is replayed, so the current cart is
 * read before the first send; a retry whose answer was lost first reads the cart again and, when
 * it gained the order's products since, takes that as the attempt's outcome instead of adding them
 * twice. The id still goes along as `X-Request-Id`.
 */
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
    // The cart before is kept for as long as the attempt is in doubt.
    if (attempts.inDoubtSince(requestId) === undefined) cartsBefore.delete(requestId);
    else cartsBefore.set(requestId, before);
  }
}
