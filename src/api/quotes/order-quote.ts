import type { Cart } from '../cart/cart.schema';
import { AttemptsInDoubt } from '../http/attempts-in-doubt';
import { commerceRequest } from '../http/commerce-client';
import { quotePath } from './get-quote';
import { cartCheckedOutSince, quoteCheckoutCart } from './quote-checkout-cart';

const attempts = new AttemptsInDoubt();

/** Orders an active quote with OCC's CHECKOUT action; a retry first takes a lost attempt's cart. */
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
      // A lost read is retried by reading, not by checking out again.
      return quoteCheckoutCart(code);
    },
  );
}
