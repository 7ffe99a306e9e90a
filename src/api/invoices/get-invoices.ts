import { pageQueryOptions } from '../../core/queries/page-query';
import { usePageQuery } from '../../core/queries/use-page-query';
import { PERSONAL } from '../../core/queries/personal-data';
import { CURRENT_USER_PATH } from '../http/current-user-path';
import { checkoutLang } from '../checkout/checkout-lang';
import { commerceRequest } from '../http/commerce-client';
import { InvoiceListSchema, type InvoiceList } from './invoice.schema';
import { INVOICES_KEY } from './invoices-key';

export const INVOICES_PAGE_SIZE = 10;

/** One page (from 0) of every organisation's invoices, newest first. */
export function getInvoices(page: number, signal?: AbortSignal): Promise<InvoiceList> {
  const params = new URLSearchParams({
    currentPage: String(page),
    pageSize: String(INVOICES_PAGE_SIZE),
    lang: checkoutLang(),
  });
  return commerceRequest(`${CURRENT_USER_PATH}/invoices?${params}`, {
    schema: InvoiceListSchema,
    signal,
  });
}

export function invoicesQueryOptions(userId: string | undefined, page: number) {
  return pageQueryOptions({
    queryKey: [INVOICES_KEY, 'list', userId, page, checkoutLang()],
    meta: PERSONAL,
    queryFn: ({ signal }) => getInvoices(page, signal),
    enabled: Boolean(userId),
  });
}

export function useInvoices(userId: string | undefined, page: number) {
  return usePageQuery({
    ...invoicesQueryOptions(userId, page),
    // The page being left stays on screen until the next one arrives.
    placeholderData: (previous) => previous,
  });
}
