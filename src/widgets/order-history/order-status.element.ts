import { createWidgetElement } from '../../core/element/create-widget-element';
import { OrderStatus } from './order-status';
import css from './order-history.css?inline';

/**
 * `<store-order-status>`: the order status lookup (`/order-history/order-status`
 * and the header's Order status page; order-history flag). A visitor enters the order number and
 * the email the order was placed with (validated: the order number's format, the store's email
 * rules); a signed-in shopper, only the number of one of their orders (with a link to its
 * details). The answer is the order's status, date and products; a wrong email and an unknown
 * number get the same "not found", so nobody can learn which numbers exist, and after 5 failed
 * lookups in 15 minutes the platform pauses them (429): the page says when to try again.
 *
 * The page's query `?orderNumber=W10000001&email=…` pre-fills the form (untrusted: trimmed,
 * anything too long dropped) and, when both are valid, looks the order up at once.
 *
 * @tag store-order-status
 * @summary The order status lookup.
 *
 * @slot heading-aside - The page's own markup beside the page's heading (a help link, a
 *   contact), under it in a narrow box; nothing by default.
 *
 * @fires {CustomEvent<StoreEventMap['store-widget-loaded']>} store-widget-loaded - The widget
 *   rendered for the first time.
 * @fires {CustomEvent<StoreEventMap['store-widget-failed']>} store-widget-failed - The widget
 *   failed and shows its fallback; the rest of the page keeps working.
 *
 * @csspart base - The root; `data-state="loading" | "unavailable" | "form" | "found" |
 *   "not-found-order" | "too-many-lookups"`.
 * @csspart trigger - The buttons and links.
 * @csspart emulation-banner - Customer service only: the banner naming the customer an agent
 *   acts for, with "End session".
 *
 * @cssprop [--store-order-history-reserved=75vh] - The page's least height, before and after the widget loads.
 */
export const OrderStatusElement = createWidgetElement({
  tag: 'store-order-status',
  component: OrderStatus,
  attributes: {},
  css,
});

export default OrderStatusElement;
