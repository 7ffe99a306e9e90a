import { createWidgetElement } from '../../core/element/create-widget-element';
import { OrderStatus } from './order-status';
import css from './order-history.css?inline';

/**
 * `<store-order-status>`: the order status lookup (spec section 2, `/order-history/order-status`
 * and the header's Order status page; order-history flag). A visitor enters the order number and
 * the email the order was placed with (validated: the order number's format, the store's email
 * rules); a signed-in shopper, only the number of one of their orders (with a link to its
 * details). The answer is the order's status, date and products; a wrong email and an unknown
 * number get the same "not found", so nobody can learn which numbers exist, and after 5 failed
 * lookups in 15 minutes the platform pauses them (429): the page says when to try again.
 *
 * The page's query `?orderNumber=W10000001&email=…` pre-fills the form (untrusted: trimmed,
 * anything over 150 characters dropped) and, when both are valid, looks the order up at once.
 *
 * Attributes: none. Events: `store-widget-loaded`, `store-widget-failed`.
 *
 * State: the root `<div part="base">` carries `data-state="loading" | "unavailable" | "form" |
 * "found" | "not-found-order" | "too-many-lookups"`.
 *
 * CSS parts: `base`, `trigger`. Custom properties: `--store-color-*`, `--store-font-family`,
 * `--store-order-history-reserved`.
 */
export const OrderStatusElement = createWidgetElement({
  tag: 'store-order-status',
  component: OrderStatus,
  attributes: {},
  css,
});

export default OrderStatusElement;
