import { createWidgetElement } from '../../core/element/create-widget-element';
import { OrderHistory } from './order-history';
import css from './order-history.css?inline';

/**
 * `<store-order-history>`: the signed-in shopper's orders (spec section 2, `/order-history`;
 * order-history flag), newest first, ten to a page: number (linking to its details), date placed,
 * status, placed by, items and total, and Reorder (the order details page's flow: a confirmation
 * that the order is merged into a cart with items, then a note per line). A filter by status and by the days placed (both included)
 * and the page live in the page's query: `?page=2&status=SHIPPED&from=2026-01-01&to=2026-03-31`
 * (untrusted: unknown or malformed values are ignored). A new order is in the list at once: every
 * cart change, Place order included, refreshes it, in this tab and the others.
 *
 * With the order-history flag off it says the page is not available; a visitor is asked to sign
 * in (src/ui/account-page).
 *
 * Attributes: none. Events: `store-widget-loaded`, `store-widget-failed`.
 *
 * State: the root `<div part="base">` carries `data-state="loading" | "unavailable" |
 * "signed-out" | "error" | "empty" | "loaded"`.
 *
 * CSS parts: `base`, `table`, `item` (each order's row), `trigger` (Reorder, Try again). Custom properties:
 * `--store-color-*`, `--store-font-family`, `--store-order-history-reserved`.
 */
export const OrderHistoryElement = createWidgetElement({
  tag: 'store-order-history',
  component: OrderHistory,
  attributes: {},
  css,
});

export default OrderHistoryElement;
