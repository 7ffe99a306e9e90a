import { pageQueryOptions } from '../../core/queries/page-query';
import { usePageQuery } from '../../core/queries/use-page-query';
import { PERSONAL } from '../../core/queries/personal-data';
import { checkoutLang } from '../checkout/checkout-lang';
import { commerceRequest } from '../http/commerce-client';
import { accessHeaders, invoicePath, type InvoiceAccess } from './invoice-access';
import { InvoiceSchema, type Invoice } from './invoice.schema';
import { INVOICES_KEY } from './invoices-key';

/** One invoice of the shopper's organisations, or the one a token opens. */
export function fetchInvoice(
  number: string,
  access: InvoiceAccess,
  signal?: AbortSignal,
): Promise<Invoice> {
  const query = new URLSearchParams({ lang: checkoutLang() });
  return commerceRequest(`${invoicePath(number, access)}?${query}`, {
    schema: InvoiceSchema,
    headers: accessHeaders(access),
    signal,
  });
}

export function invoiceQueryOptions(
  number: string | undefined,
  access: InvoiceAccess | undefined,
  owner: string | undefined,
) {
  return pageQueryOptions({
    queryKey: [INVOICES_KEY, 'one', owner, number, access?.kind, checkoutLang()],
    meta: PERSONAL,
    queryFn: ({ signal }) => fetchInvoice(number ?? '', access ?? { kind: 'account' }, signal),
    enabled: Boolean(number) && Boolean(access),
    // A 404 is an answer, not a failure to retry.
    retry: false,
  });
}

export function useInvoice(
  number: string | undefined,
  access: InvoiceAccess | undefined,
  owner: string | undefined,
) {
  return usePageQuery(invoiceQueryOptions(number, access, owner));
}
