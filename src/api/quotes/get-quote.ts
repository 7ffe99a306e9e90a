import { pageQueryOptions } from '../../core/queries/page-query';
import { usePageQuery } from '../../core/queries/use-page-query';
import { PERSONAL } from '../../core/queries/personal-data';
import { CURRENT_USER_PATH } from '../http/current-user-path';
import { checkoutLang } from '../checkout/checkout-lang';
import type { QuoteDetails } from './quote.schema';
import { requestQuote } from './quote-request';
import { QUOTES_KEY } from './quotes-key';

export function quotePath(code: string): string {
  return `${CURRENT_USER_PATH}/quotes/${encodeURIComponent(code)}`;
}

/** One of the shopper's quotes; 404 `notFound` for an unknown number and anyone else's alike. */
export function getQuote(code: string, signal?: AbortSignal): Promise<QuoteDetails> {
  return requestQuote(quotePath(code), { signal });
}

export function quoteQueryOptions(userId: string | undefined, code: string | undefined) {
  return pageQueryOptions({
    queryKey: [QUOTES_KEY, 'details', userId, code, checkoutLang()],
    meta: PERSONAL,
    queryFn: ({ signal }) => getQuote(code ?? '', signal),
    enabled: Boolean(userId) && Boolean(code),
    // Not found is an answer, not a failure to retry.
    retry: false,
  });
}

export function useQuote(userId: string | undefined, code: string | undefined) {
  return usePageQuery(quoteQueryOptions(userId, code));
}
