import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../core/queries/use-query';
import { PERSONAL } from '../../core/queries/personal-data';
import { CURRENT_USER_PATH } from '../accounts/get-customer-accounts';
import { checkoutLang } from '../checkout/checkout-lang';
import type { QuoteDetails } from './quote.schema';
import { requestQuote } from './quote-request';
import { QUOTES_KEY } from './get-quotes';

/** `…/users/current/quotes/{code}`: one of the shopper's quotes. */
export function quotePath(code: string): string {
  return `${CURRENT_USER_PATH}/quotes/${encodeURIComponent(code)}`;
}

/**
 * GET one of the signed-in shopper's quotes (OCC's QuoteWsDTO, converted). 404
 * QUOTE_ERRORS.notFound for an unknown number and for anyone else's quote alike (the page says
 * "not found", never a blank page).
 */
export function getQuote(code: string, signal?: AbortSignal): Promise<QuoteDetails> {
  return requestQuote(quotePath(code), { signal });
}

export function quoteQueryOptions(userId: string | undefined, code: string | undefined) {
  return queryOptions({
    queryKey: [QUOTES_KEY, 'details', userId, code, checkoutLang()],
    meta: PERSONAL,
    queryFn: ({ signal }) => getQuote(code ?? '', signal),
    enabled: Boolean(userId) && Boolean(code),
    // Not found is an answer, not a failure to retry.
    retry: false,
  });
}

export function useQuote(userId: string | undefined, code: string | undefined) {
  return useQuery(quoteQueryOptions(userId, code));
}
