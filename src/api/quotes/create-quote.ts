import { cartsPath } from '../cart/cart-owner';
import type { QuoteDetails } from './quote.schema';
import { requestQuote } from './quote-request';

/**
 * POST a quote of the current cart, named by its code as OCC's QuoteStarter does
 * (`{ cartId }`; the cart gone is OCC's 400 CartError notFound). `idempotencyKey` is the submit's:
 * the dialog sends the same one again when the shopper retries a submit whose outcome it did not
 * hear, and the platform answers with the quote it made the first time, so a retry makes one quote.
 * The answer is OCC's QuoteWsDTO, asked for with the quote read's `fields`.
 */
export function createQuote(cartId: string, idempotencyKey: string): Promise<QuoteDetails> {
  return requestQuote(`${cartsPath('current', 'current')}/quotes`, {
    method: 'POST',
    body: { cartId },
    requestId: idempotencyKey,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
