import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../core/queries/use-query';
import { PERSONAL } from '../../core/queries/personal-data';
import { CURRENT_USER_PATH } from '../accounts/get-customer-accounts';
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
  return queryOptions({
    queryKey: [INVOICES_KEY, 'list', userId, page, checkoutLang()],
    meta: PERSONAL,
    queryFn: ({ signal }) => getInvoices(page, signal),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  });
}

export function useInvoices(userId: string | undefined, page: number) {
  return useQuery(invoicesQueryOptions(userId, page));
}
