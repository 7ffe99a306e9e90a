import { createWidgetElement } from '../../core/element/create-widget-element';
import { OrderHistory } from './order-history';
import css from './order-history.css?inline';

/**
 * `<store-order-history>`: the signed-in shopper's orders (`/order-history`;
 * order-history flag), newest first, ten to a page: number (linking to its details), date placed,
 * status, placed by, items and total, and Reorder (the order details page's flow: a confirmation
 * that the order is merged into a cart with items, then a note per line). A filter by status and by the days placed (both included)
 * and the page live in the page's query: `?page=2&status=SHIPPED&from=2026-01-01&to=2026-03-31`
 * (untrusted: unknown or malformed values are ignored). A new order is in the list at once: every
 * cart change, Place order included, refreshes it, in this tab and the others.
 *
 * With the order-history flag off it says the page is not available; a visitor is asked to sign
 * in.
 *
 * @tag store-order-history
 * @summary The shopper's orders, filtered and paged.
 *
 * @slot heading-aside - The page's own markup beside the page's heading (a help link, a
 *   contact), under it in a narrow box; nothing by default.
 *
 * @fires {CustomEvent<StoreEventMap['store-cart-updated']>} store-cart-updated - Reorder
 *   added an order's products to the cart (`action: 'reordered'`), with the quantity each got.
 * @fires {CustomEvent<StoreEventMap['store-cart-update-started']>} store-cart-update-started -
 *   A reorder starts: `requested` is empty (its lines come with the result) and `result` a
 *   promise that resolves with its outcome and never rejects.
 * @fires {CustomEvent<StoreEventMap['store-cart-error']>} store-cart-error - A reorder
 *   failed: a stable `code` and the `message` the widget shows.
 * @fires {CustomEvent<StoreEventMap['store-widget-loaded']>} store-widget-loaded - The widget
 *   rendered for the first time.
 * @fires {CustomEvent<StoreEventMap['store-widget-failed']>} store-widget-failed - The widget
 *   failed and shows its fallback; the rest of the page keeps working.
 *
 * @csspart base - The root; `data-state="loading" | "unavailable" | "signed-out" | "error" |
 *   "empty" | "loaded"`.
 * @csspart table - The list.
 * @csspart item - Each order's row.
 * @csspart trigger - The buttons and links (Reorder, Try again).
 * @csspart emulation-banner - Customer service only: the banner naming the customer an agent
 *   acts for, with "End session".
 *
 * @cssprop [--store-order-history-reserved=75vh] - The page's least height, before and after the widget loads.
 */
export const OrderHistoryElement = createWidgetElement({
  tag: 'store-order-history',
  component: OrderHistory,
  attributes: {},
  css,
});

export default OrderHistoryElement;
