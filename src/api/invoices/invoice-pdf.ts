import { commerceFile } from '../http/commerce-client';
import { accessHeaders, invoicePath, type InvoiceAccess } from './invoice-access';

/**
 * GET an invoice's PDF (a store extension call, as the invoice read) as any commerce call (it
 * needs the bearer or the access token, so a plain link cannot fetch it): the caller offers the
 * blob as a download.
 */
export function fetchInvoicePdf(
  number: string,
  access: InvoiceAccess,
  signal?: AbortSignal,
): Promise<Blob> {
  return commerceFile(`${invoicePath(number, access)}/pdf`, {
    accept: 'application/pdf',
    headers: accessHeaders(access),
    signal,
  });
}
