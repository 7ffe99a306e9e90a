import { checkoutLang } from '../checkout/checkout-lang';
import { commerceRequest } from '../http/commerce-client';
import { OccQuoteSchema } from './occ-quote.schema';
import { QUOTE_FIELDS, toQuote } from './quote-converter';
import type { QuoteDetails } from './quote.schema';

/** A call that answers one quote (read, create), converted to our model. */
export async function requestQuote(
  path: string,
  options: {
    method?: 'POST';
    body?: unknown;
    requestId?: string;
    headers?: Record<string, string>;
    signal?: AbortSignal | undefined;
  } = {},
): Promise<QuoteDetails> {
  const query = new URLSearchParams({ lang: checkoutLang(), fields: QUOTE_FIELDS });
  return toQuote(await commerceRequest(`${path}?${query}`, { ...options, schema: OccQuoteSchema }));
}
