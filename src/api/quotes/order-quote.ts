import type { Cart } from '../cart/cart.schema';
import { AttemptsInDoubt } from '../http/attempts-in-doubt';
import { commerceRequest } from '../http/commerce-client';
import { quotePath } from './get-quote';
import { cartCheckedOutSince, quoteCheckoutCart } from './quote-checkout-cart';

const attempts = new AttemptsInDoubt();

/**
 * Orders an active quote as OCC does: `POST …/quotes/{code}/action` `{action: CHECKOUT}` (200, no
 * body), then the cart the quote names (`cartId`). The store's checkout makes that cart the
 * shopper's current cart with the quote's entries at its prices and its delivery address,
 * delivery method and billing address chosen, and keeps a non-empty current cart as a saved cart
 * (as Spartacus saves it first); the order placed from it marks the quote ORDERED. Refused:
 * `expired` (400), `ordered` (409), `trainingsNotOrderable` (400), `notFound` (404).
 *
 * `requestId` is the click's: the same on a retry. OCC replays nothing, so a retry whose first
 * answer was lost first reads the quote and takes the cart its checkout made since; only when
 * there is none is the checkout sent again. The id still goes along as `X-Request-Id`.
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
