import { createWidgetElement } from '../../core/element/create-widget-element';
import { InvoiceConfirmation } from './invoice-confirmation';
import css from './invoices.css?inline';

/**
 * `<store-invoice-confirmation>`: an invoice payment's confirmation at its own address
 * (`/invoices/{id}/payment/confirmation`; a reload shows it again): the amount, the card's last
 * four digits, the date and the payment reference, the invoice's facts and its PDF. An invoice
 * not paid yet says so and links its payment page; an unknown number is "not found".
 *
 * Attributes: `invoice-number` (optional): the invoice, else the `{id}` of the page's address.
 * Events: `store-widget-loaded`, `store-widget-failed`.
 *
 * State: the root `<div part="base">` carries `data-state="loading" | "signed-out" |
 * "not-found" | "error" | "lookup" | "paid" | "not-paid"`.
 *
 * CSS parts: `base`, `trigger`.
 */
export const InvoiceConfirmationElement = createWidgetElement({
  tag: 'store-invoice-confirmation',
  component: InvoiceConfirmation,
  attributes: { invoiceNumber: 'string' },
  css,
});

export default InvoiceConfirmationElement;
