import { fetchCart } from '../cart/get-cart';
import { CURRENT_USER_PATH } from '../http/current-user-path';
import { AttemptsInDoubt, datedSince } from '../http/attempts-in-doubt';
import { orderedItems } from '../../rules/cart/ordered-items';
import type { QuoteDetails } from './quote.schema';
import { requestQuote } from './quote-request';

const attempts = new AttemptsInDoubt();

/** The quote a lost attempt made: the newest, if dated after it and quoting what the cart holds. */
async function quoteMadeSince(sentAt: number): Promise<QuoteDetails | undefined> {
  try {
    // Loaded only for a retry in doubt.
    const [{ getQuotes }, { getQuote }] = await Promise.all([
      import('./get-quotes'),
      import('./get-quote'),
    ]);
    const [newest] = (await getQuotes({ page: 0, pageSize: 1 })).quotes;
    if (!newest || !datedSince(newest.created, sentAt)) return undefined;
    const [quote, cart] = await Promise.all([
      getQuote(newest.code),
      fetchCart({ userId: 'current', cartId: 'current' }),
    ]);
    return cart && orderedItems(quote.entries) === orderedItems(cart.entries) ? quote : undefined;
  } catch {
    // Not found out: the attempt is sent again, as it would have been.
    return undefined;
  }
}

/** A retry first takes the quote a lost attempt made (docs/decisions/retries-without-replay.md). */
export async function createQuote(cartId: string, idempotencyKey: string): Promise<QuoteDetails> {
  return attempts.run(idempotencyKey, quoteMadeSince, () =>
    requestQuote(`${CURRENT_USER_PATH}/quotes`, {
      method: 'POST',
      body: { cartId },
      requestId: idempotencyKey,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  );
}
