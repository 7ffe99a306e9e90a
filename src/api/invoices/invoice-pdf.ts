import { commerceFile } from '../http/commerce-client';
import { accessHeaders, invoicePath, type InvoiceAccess } from './invoice-access';

/** An invoice's PDF, fetched with the bearer or access token (a plain link cannot). */
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
