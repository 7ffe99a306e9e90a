import { cartsPath } from '../cart/cart-owner';
import { checkoutLang } from '../checkout/checkout-lang';
import { commerceRequest } from '../http/commerce-client';
import { QuoteDetailsSchema, type QuoteDetails } from './quote.schema';

/**
 * POST a quote of the current cart, named by its code as OCC's QuoteStarter does
 * (`{ cartId }`; the cart gone is OCC's 400 CartError notFound). `idempotencyKey` is the submit's:
 * the dialog sends the same one again when the shopper retries a submit whose outcome it did not
 * hear, and the platform answers with the quote it made the first time, so a retry makes one quote.
 */
export function createQuote(cartId: string, idempotencyKey: string): Promise<QuoteDetails> {
  const query = new URLSearchParams({ lang: checkoutLang() });
  return commerceRequest(`${cartsPath('current', 'current')}/quotes?${query}`, {
    method: 'POST',
    body: { cartId },
    schema: QuoteDetailsSchema,
    requestId: idempotencyKey,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
