import { createWidgetElement } from '../../core/element/create-widget-element';
import { InvoiceConfirmation } from './invoice-confirmation';
import css from './invoices.css?inline';

/**
 * `<store-invoice-confirmation>`: an invoice payment's confirmation at its own address
 * (`/invoices/{id}/payment/confirmation`; a reload shows it again): the amount, the card's last
 * four digits, the date and the payment reference, the invoice's facts and its PDF. An invoice
 * not paid yet says so and links its payment page; an unknown, malformed or another organisation's number leaves for the regional
 * site's 404 error page (`location.replace`: Back does not return to it; a 403 or another lasting
 * refusal for its own code), while a failure a retry can fix (5xx, timeout, network) stays with
 * "Try again".
 *
 * @tag store-invoice-confirmation
 * @summary An invoice payment's confirmation.
 *
 * @attr {string} [invoice-number] - The invoice, else the `{id}` of the page's address.
 *
 * @slot heading-aside - The page's own markup beside the page's heading (a help link, a
 *   contact), under it in a narrow box; nothing by default.
 *
 * @fires {CustomEvent<StoreEventMap['store-widget-loaded']>} store-widget-loaded - The widget
 *   rendered for the first time.
 * @fires {CustomEvent<StoreEventMap['store-widget-failed']>} store-widget-failed - The widget
 *   failed and shows its fallback; the rest of the page keeps working.
 *
 * @csspart base - The root; `data-state="loading" | "signed-out" | "redirecting" | "error" |
 *   "lookup" | "paid" | "not-paid"` (`redirecting`: on its way to the error page).
 * @csspart trigger - The buttons and links.
 * @csspart emulation-banner - Customer service only: the banner naming the customer an agent
 *   acts for, with "End session".
 *
 * @cssprop [--store-invoices-reserved=75vh] - The page's least height, before and after the widget loads.
 */
export const InvoiceConfirmationElement = createWidgetElement({
  tag: 'store-invoice-confirmation',
  component: InvoiceConfirmation,
  attributes: { invoiceNumber: 'string' },
  css,
});

export default InvoiceConfirmationElement;
