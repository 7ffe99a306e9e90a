import { createWidgetElement } from '../../core/element/create-widget-element';
import { OrderDetails } from './order-details';
import css from './order-history.css?inline';

/**
 * `<store-order-details>`: one of the signed-in shopper's orders (spec section 2,
 * `/order-history/order-details/{id}`; order-history flag): its status; every order label of spec
 * section 3 (web reference, date placed, placed by, customer account, qualified user, Q-global and
 * aimswebPlus account numbers, payment with the card ending in or the purchase order number,
 * invoice, billing and shipping addresses, shipping method, received promotions, UAP discounts);
 * the ordered products (quantity, seats, estimated release, estimated to ship, single-use access
 * codes with Copy) and the totals.
 *
 * Reorder puts the order's products into the current cart, MERGED with what it holds (nothing is
 * removed). When the cart has items a dialog says so and asks first; an empty cart needs no
 * confirmation. The outcome lists each product that was out of stock, reduced to the stock, no
 * longer sold online, or repriced, with a link to the cart. A double click or a retry adds once.
 *
 * An unknown, malformed or someone else's order number is "not found"; the flag off says the page
 * is not available; a visitor is asked to sign in (src/ui/account-page).
 *
 * Attributes: `order-code` (optional): the order, else the `{id}` of the page's address;
 * `cart-href` (optional): the cart page linked after a reorder, default `/cart`.
 *
 * Events: `store-widget-loaded`, `store-widget-failed`.
 *
 * State: the root `<div part="base">` carries `data-state="loading" | "unavailable" |
 * "signed-out" | "not-found" | "error" | "loaded"`.
 *
 * CSS parts: `base`, `trigger`. Custom properties: `--store-color-*`, `--store-font-family`,
 * `--store-order-history-reserved`.
 */
export const OrderDetailsElement = createWidgetElement({
  tag: 'store-order-details',
  component: OrderDetails,
  attributes: { orderCode: 'string', cartHref: 'string' },
  css,
});

export default OrderDetailsElement;
