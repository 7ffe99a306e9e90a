import type { Cart } from '../cart/cart.schema';
import { AttemptsInDoubt } from '../http/attempts-in-doubt';
import { commerceRequest } from '../http/commerce-client';
import { quotePath } from './get-quote';
import { cartCheckedOutSince, quoteCheckoutCart } from './quote-checkout-cart';

const attempts = new AttemptsInDoubt();

/**
 * Orders an active quote as OCC does: `POST …/quotes/{code}/action` `{action: CHECKOUT}`, then the
 * cart the quote names, which the store's checkout fills from the quote. Refused: `expired`,
 * `ordered`, `trainingsNotOrderable`, `notFound`. A retry with the click's `requestId` first takes
 * the cart a lost attempt made (docs/decisions/retries-without-replay.md).
 */
export async function orderQuote(code: string, requestId: string): Promise<Cart> {
  return attempts.run(
    requestId,
    (sentAt) => cartCheckedOutSince(code, sentAt),
    async () => {
      await commerceRequest(`${quotePath(code)}/action`, {
        method: 'POST',
        body: { action: 'CHECKOUT' },
        requestId,
      });
      // Still in doubt until the cart is in hand: a lost read is retried by reading, not checking out.
      return quoteCheckoutCart(code);
    },
  );
}
