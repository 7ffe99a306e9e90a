import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../core/queries/use-query';
import { PERSONAL } from '../../core/personal-data';
import { CURRENT_USER_PATH } from '../accounts/get-customer-accounts';
import { commerceRequest } from '../http/commerce-client';
import { QuoteListSchema, type QuoteList } from './quote.schema';

/** The first key segment of every quote query, to refresh them together (a quote made or ordered). */
export const QUOTES_KEY = 'quotes';

/** The quote list's page size unless the page asks for another (as the order history's). */
export const QUOTES_PAGE_SIZE = 10;

export interface QuotePage {
  /** From 0, as OCC's `currentPage`. */
  page: number;
  pageSize?: number;
}

/** GET one page of the signed-in shopper's quotes, newest first, with OCC's paging metadata. */
export function getQuotes(
  { page, pageSize = QUOTES_PAGE_SIZE }: QuotePage,
  signal?: AbortSignal,
): Promise<QuoteList> {
  const query = new URLSearchParams({ currentPage: String(page), pageSize: String(pageSize) });
  return commerceRequest(`${CURRENT_USER_PATH}/quotes?${query}`, {
    schema: QuoteListSchema,
    signal,
  });
}

export function quotesQueryOptions(userId: string | undefined, paging: QuotePage) {
  return queryOptions({
    queryKey: [QUOTES_KEY, 'list', userId, paging.page, paging.pageSize ?? QUOTES_PAGE_SIZE],
    meta: PERSONAL,
    queryFn: ({ signal }) => getQuotes(paging, signal),
    enabled: Boolean(userId),
    // The page being left stays on screen until the next one arrives (no empty flash).
    placeholderData: keepPreviousData,
  });
}

export function useQuotes(userId: string | undefined, paging: QuotePage) {
  return useQuery(quotesQueryOptions(userId, paging));
}
