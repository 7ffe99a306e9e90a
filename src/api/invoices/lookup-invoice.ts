import { checkoutLang } from '../checkout/checkout-lang';
import { commerceRequest } from '../http/commerce-client';
import { InvoiceLookupSchema, type InvoiceLookup } from './invoice.schema';

/** Simplified mode: an invoice by number and billing postal code, with an access token for it. */
export function lookupInvoice(invoiceNumber: string, postalCode: string): Promise<InvoiceLookup> {
  const query = new URLSearchParams({ lang: checkoutLang() });
  return commerceRequest(`/invoices/lookup?${query}`, {
    method: 'POST',
    body: { invoiceNumber, postalCode },
    schema: InvoiceLookupSchema,
  });
}
