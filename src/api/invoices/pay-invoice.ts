import { checkoutLang } from '../checkout/checkout-lang';
import { commerceRequest } from '../http/commerce-client';
import { accessHeaders, invoicePath, type InvoiceAccess } from './invoice-access';
import { InvoiceSchema, type Invoice, type PayInvoiceBody } from './invoice.schema';

/**
 * POST a card payment of an invoice's amount due, or of a part of it (`body.amount`); screened
 * against the sanctions lists when `body.sanctionsScreening` (403 sanctionsBlocked, as an order).
 * `idempotencyKey` is the attempt's: a double
 * click or a retry after a lost answer sends the same key, and the platform answers what it
 * answered the first time, so the card is charged once. A paid invoice is 409 `alreadyPaid`.
 */
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
