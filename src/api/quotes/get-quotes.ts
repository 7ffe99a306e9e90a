import { pageQueryOptions } from '../../core/queries/page-query';
import { usePageQuery } from '../../core/queries/use-page-query';
import { PERSONAL } from '../../core/queries/personal-data';
import { CURRENT_USER_PATH } from '../http/current-user-path';
import { commerceRequest } from '../http/commerce-client';
import { OccQuoteListSchema } from './occ-quote.schema';
import { siteTimeZone } from '../http/site-time-zone';
import { QUOTE_LIST_FIELDS, toQuoteSummary } from './quote-converter';
import type { QuoteList } from './quote.schema';
import { QUOTES_KEY } from './quotes-key';

/** Unless the page asks for another. */
export const QUOTES_PAGE_SIZE = 10;

export interface QuotePage {
  page: number;
  pageSize?: number;
}

/** One page of the signed-in shopper's quotes, newest first. */
export async function getQuotes(
  { page, pageSize = QUOTES_PAGE_SIZE }: QuotePage,
  signal?: AbortSignal,
): Promise<QuoteList> {
  const query = new URLSearchParams({
    currentPage: String(page),
    pageSize: String(pageSize),
    fields: QUOTE_LIST_FIELDS,
  });
  const list = await commerceRequest(`${CURRENT_USER_PATH}/quotes?${query}`, {
    schema: OccQuoteListSchema,
    signal,
  });
  const timeZone = siteTimeZone();
  const now = Date.now();
  return {
    quotes: list.quotes.map((quote) => toQuoteSummary(quote, timeZone, now)),
    pagination: list.pagination,
  };
}

export function quotesQueryOptions(userId: string | undefined, paging: QuotePage) {
  return pageQueryOptions({
    queryKey: [QUOTES_KEY, 'list', userId, paging.page, paging.pageSize ?? QUOTES_PAGE_SIZE],
    meta: PERSONAL,
    queryFn: ({ signal }) => getQuotes(paging, signal),
    enabled: Boolean(userId),
  });
}

export function useQuotes(userId: string | undefined, paging: QuotePage) {
  return usePageQuery({
    ...quotesQueryOptions(userId, paging),
    // The page being left stays on screen until the next one arrives.
    placeholderData: (previous) => previous,
  });
}
