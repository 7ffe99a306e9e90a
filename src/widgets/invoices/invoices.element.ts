import { createWidgetElement } from '../../core/element/create-widget-element';
import { Invoices } from './invoices';
import css from './invoices.css?inline';

/**
 * `<store-invoices>`: the invoice list (`/store/invoices` and `/invoices/{locale}`).
 * Signed in: the invoices of the shopper's organisations (number, customer account, issue and due
 * dates, total, amount due, status open / overdue / paid), newest first, ten to a page
 * (`?page=N`), each with "Download PDF" (`invoice-{number}.pdf`) and, while it is open or overdue,
 * "Pay" (its `/invoices/{id}/payment` page). A visitor is asked to sign in (the account page shell).
 *
 * In simplified mode (the `invoicesMode: "simplified"` config key) the page works
 * without the signed-in user feature: the invoice number and its billing postal code find one
 * invoice; a wrong pair and an unknown number get the same message.
 *
 * @tag store-invoices
 * @summary The invoice list, or in simplified mode the invoice lookup.
 *
 * @slot heading-aside - The page's own markup beside the page's heading (a help link, a
 *   contact), under it in a narrow box; nothing by default.
 *
 * @fires {CustomEvent<StoreEventMap['store-widget-loaded']>} store-widget-loaded - The widget
 *   rendered for the first time.
 * @fires {CustomEvent<StoreEventMap['store-widget-failed']>} store-widget-failed - The widget
 *   failed and shows its fallback; the rest of the page keeps working.
 *
 * @csspart base - The root; `data-state="loading" | "signed-out" | "error" | "empty" | "loaded"`,
 *   or in simplified mode `"lookup" | "found"`.
 * @csspart table - The list.
 * @csspart item - Each invoice's row.
 * @csspart trigger - The buttons and links.
 * @csspart emulation-banner - Customer service only: the banner naming the customer an agent
 *   acts for, with "End session".
 *
 * @cssprop [--store-invoices-reserved=75vh] - The page's least height, before and after the widget loads.
 */
export const InvoicesElement = createWidgetElement({
  tag: 'store-invoices',
  component: Invoices,
  attributes: {},
  css,
});

export default InvoicesElement;
