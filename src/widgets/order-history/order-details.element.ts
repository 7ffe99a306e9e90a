import { createWidgetElement } from '../../core/element/create-widget-element';
import { OrderDetails } from './order-details';
import css from './order-history.css?inline';

/**
 * `<store-order-details>`: one of the signed-in shopper's orders (`/order-history/order-details/{id}`; order-history flag): its status; every order label (web reference, date placed, placed by, customer account, qualified user, Q-global and
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
 * An unknown, malformed or someone else's order number leaves for the regional
 * site's 404 error page (`location.replace`: Back does not return to it; a 403 or another lasting
 * refusal for its own code), while a failure a retry can fix (5xx, timeout, network) stays with
 * "Try again"; the flag off says the page is not available; a
 * visitor is asked to sign in.
 *
 * @tag store-order-details
 * @summary One of the shopper's orders, with Reorder.
 *
 * @attr {string} [order-code] - The order, else the `{id}` of the page's address.
 * @attr {string} [cart-href=/cart] - The cart page linked after a reorder.
 *
 * @slot heading-aside - The page's own markup beside the page's heading (a help link, a
 *   contact), under it in a narrow box; nothing by default.
 *
 * @fires {CustomEvent<StoreEventMap['store-cart-updated']>} store-cart-updated - Reorder
 *   added the order's products to the cart (`action: 'reordered'`), with the quantity each got.
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
 * @csspart base - The root; `data-state="loading" | "unavailable" | "signed-out" | "redirecting" |
 *   "error" | "loaded"` (`redirecting`: on its way to the error page).
 * @csspart trigger - The buttons and links.
 * @csspart emulation-banner - Customer service only: the banner naming the customer an agent
 *   acts for, with "End session".
 *
 * @cssprop [--store-order-history-reserved=75vh] - The page's least height, before and after the widget loads.
 */
export const OrderDetailsElement = createWidgetElement({
  tag: 'store-order-details',
  component: OrderDetails,
  attributes: { orderCode: 'string', cartHref: 'string' },
  css,
});

export default OrderDetailsElement;
