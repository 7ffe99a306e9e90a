import { createWidgetElement } from '../../core/element/create-widget-element';
import { CartPage } from './cart';
import css from './cart.css?inline';

/**
 * `<store-cart>`: the cart page, which is also the checkout index (spec section 2). Shows the
 * shopper's active cart (the visitor's anonymous cart or the signed-in shopper's current cart):
 * entries with product, program, code, qualification level, unit price, quantity, line total,
 * discount, the not-discountable flag, restriction and stock notices; quantity changes (validated,
 * sent when the shopper settles) and removal; promotion codes; the discount label, totals and
 * shipping notes; the aimswebPlus and qualification rules that hold checkout back; "Save cart"
 * (signed in), "Create quote" (signed in; a visitor gets a link to the login page that brings them
 * back: the create quote dialog checks the delivery address, delivery method and billing address,
 * each missing one linking to its step of the `checkout-href` page, warns of an early expiry, and
 * the quote created dialog links to the quote's page) and "Continue to checkout". Every widget of
 * the page and other tabs follow changes.
 *
 * Attributes:
 * - `checkout-href`: where "Continue to checkout" goes (default `/store/checkout`, the spec's
 *   `/{x}/checkout` route).
 * - `quick-order-href`: the quick order page the empty cart links to (default
 *   `{store base path}/quickOrder`).
 * - `saved-carts-href`: the saved carts page linked after a save (default `/saved-carts`).
 *
 * Query: `?checkout=empty` or `?checkout=blocked` (the checkout sends the shopper back with it,
 * built by `storeRoutes(site).cartWithNotice`) shows a notice at the top, in a status region;
 * any other value is ignored.
 *
 * Events: `store-widget-loaded`, `store-widget-failed`. Analytics: `view_cart` once per page view
 * and `remove_from_cart` per removal, pushed onto `window.dataLayer`.
 *
 * State: the root `<div part="base">` carries
 * `data-state="loading" | "empty" | "loaded" | "error"`.
 *
 * CSS parts: `base` (the root), `item` (each entry), `checkout` (the checkout link or, while a
 * rule holds checkout back, the disabled button), `trigger` (the "Try again" button of a failed
 * load). Custom properties: `--store-color-*`, `--store-font-family`, `--store-cart-reserved`
 * (height reserved before the widget renders).
 */
export const CartElement = createWidgetElement({
  tag: 'store-cart',
  component: CartPage,
  attributes: { checkoutHref: 'string', quickOrderHref: 'string', savedCartsHref: 'string' },
  css,
});

export default CartElement;
