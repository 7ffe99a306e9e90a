import { checkoutLang } from '../checkout/checkout-lang';
import { commerceRequest } from '../http/commerce-client';
import { accessHeaders, invoicePath, type InvoiceAccess } from './invoice-access';
import { InvoiceSchema, type Invoice, type PayInvoiceBody } from './invoice.schema';

/** A retry sends the attempt's `idempotencyKey` again, so the card is charged once. */
export function payInvoice(
  number: string,
  access: InvoiceAccess,
  body: PayInvoiceBody,
  idempotencyKey: string,
): Promise<Invoice> {
  const query = new URLSearchParams({ lang: checkoutLang() });
  return commerceRequest(`${invoicePath(number, access)}/payments?${query}`, {
    method: 'POST',
    body,
    schema: InvoiceSchema,
    requestId: idempotencyKey,
    headers: { ...accessHeaders(access), 'Idempotency-Key': idempotencyKey },
  });
}
