import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../core/queries/use-query';
import { PERSONAL } from '../../core/queries/personal-data';
import { checkoutLang } from '../checkout/checkout-lang';
import { commerceRequest } from '../http/commerce-client';
import { accessHeaders, invoicePath, type InvoiceAccess } from './invoice-access';
import { InvoiceSchema, type Invoice } from './invoice.schema';
import { INVOICES_KEY } from './invoices-key';

/**
 * GET one invoice: the shopper's organisations' (404 for any other), or the one a token opens. Both
 * are store extension calls: the pages know an invoice by its number, where OCC's account summary
 * wants its org unit too.
 */
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

/** `access` undefined: not allowed yet (signed out, or no lookup yet): nothing is fetched. */
export function invoiceQueryOptions(
  number: string | undefined,
  access: InvoiceAccess | undefined,
  owner: string | undefined,
) {
  return queryOptions({
    queryKey: [INVOICES_KEY, 'one', owner, number, access?.kind, checkoutLang()],
    meta: PERSONAL,
    queryFn: ({ signal }) => fetchInvoice(number ?? '', access ?? { kind: 'account' }, signal),
    enabled: Boolean(number) && Boolean(access),
    // A 404 (not found) is an answer, not a failure to retry.
    retry: false,
  });
}

export function useInvoice(
  number: string | undefined,
  access: InvoiceAccess | undefined,
  owner: string | undefined,
) {
  return useQuery(invoiceQueryOptions(number, access, owner));
}
