import { checkoutLang } from '../checkout/checkout-lang';
import { commerceRequest } from '../http/commerce-client';
import { InvoiceLookupSchema, type InvoiceLookup } from './invoice.schema';

/**
 * Simplified mode (spec section 6): the invoice a number and its billing postal code name, with an
 * access token for it. Both wrong and unknown are the same 404 `lookupFailed`: nothing tells which.
 */
export function lookupInvoice(invoiceNumber: string, postalCode: string): Promise<InvoiceLookup> {
  const query = new URLSearchParams({ lang: checkoutLang() });
  return commerceRequest(`/invoices/lookup?${query}`, {
    method: 'POST',
    body: { invoiceNumber, postalCode },
    schema: InvoiceLookupSchema,
  });
}
