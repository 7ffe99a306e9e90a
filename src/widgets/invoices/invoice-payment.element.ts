import { createWidgetElement } from '../../core/element/create-widget-element';
import { InvoicePayment } from './invoice-payment';
import css from './invoices.css?inline';

/**
 * `<store-invoice-payment>`: pay an open or overdue invoice's amount due by card
 * (`/invoices/{id}/payment`), in the payment provider's hosted card fields, then on to
 * `/invoices/{id}/payment/confirmation`. Paid once: a double click sends one payment, and paying
 * again after a lost answer repeats the same attempt (its Idempotency-Key). A paid invoice says
 * so and links its confirmation; an unknown, malformed or another organisation's number leaves for the regional
 * site's 404 error page (`location.replace`: Back does not return to it; a 403 or another lasting
 * refusal for its own code), while a failure a retry can fix (5xx, timeout, network) stays with
 * "Try again". In simplified
 * mode, the billing postal code opens the invoice unless this tab's lookup already did.
 *
 * @tag store-invoice-payment
 * @summary Pays an invoice's amount due by card.
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
 *   "lookup" | "payable" | "paid"` (`redirecting`: on its way to the error page).
 * @csspart trigger - The buttons and links.
 * @csspart emulation-banner - Customer service only: the banner naming the customer an agent
 *   acts for, with "End session".
 *
 * @cssprop [--store-invoices-reserved=75vh] - The page's least height, before and after the widget loads.
 */
export const InvoicePaymentElement = createWidgetElement({
  tag: 'store-invoice-payment',
  component: InvoicePayment,
  attributes: { invoiceNumber: 'string' },
  css,
});

export default InvoicePaymentElement;
