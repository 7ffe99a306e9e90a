import { createWidgetElement } from '../../core/element/create-widget-element';
import { InvoicePayment } from './invoice-payment';
import css from './invoices.css?inline';

/**
 * `<store-invoice-payment>`: pay an open or overdue invoice's amount due by card
 * (`/invoices/{id}/payment`), in the payment provider's hosted card fields, then on to
 * `/invoices/{id}/payment/confirmation`. Paid once: a double click sends one payment, and paying
 * again after a lost answer repeats the same attempt (its Idempotency-Key). A paid invoice says
 * so and links its confirmation; an unknown or malformed number is "not found". In simplified
 * mode, the billing postal code opens the invoice unless this tab's lookup already did.
 *
 * Attributes: `invoice-number` (optional): the invoice, else the `{id}` of the page's address.
 * Events: `store-widget-loaded`, `store-widget-failed`.
 *
 * State: the root `<div part="base">` carries `data-state="loading" | "signed-out" |
 * "not-found" | "error" | "lookup" | "payable" | "paid"`.
 *
 * CSS parts: `base`, `trigger`.
 */
export const InvoicePaymentElement = createWidgetElement({
  tag: 'store-invoice-payment',
  component: InvoicePayment,
  attributes: { invoiceNumber: 'string' },
  css,
});

export default InvoicePaymentElement;
