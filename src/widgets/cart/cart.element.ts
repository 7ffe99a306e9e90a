import { createWidgetElement } from '../../core/element/create-widget-element';
import { CartPage } from './cart';
import css from './cart.css?inline';

/**
 * `<store-cart>`: the cart page, which is also the checkout index. Shows the
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
 * Query: `?checkout=empty` or `?checkout=blocked` (the checkout sends the shopper back with it,
 * built by `storeRoutes(site).cartWithNotice`) shows a notice at the top, in a status region;
 * any other value is ignored. Analytics: `view_cart` once per page view and `remove_from_cart` per
 * removal, pushed onto `window.dataLayer`.
 *
 * @tag store-cart
 * @summary The cart page: entries, promotion codes, totals, save, quote and checkout.
 *
 * @attr {string} [checkout-href=/store/checkout] - Where "Continue to checkout" goes (the spec's
 *   `/{x}/checkout` route).
 * @attr {string} [quick-order-href] - The quick order page the empty cart links to; default
 *   `{store base path}/quickOrder`.
 * @attr {string} [saved-carts-href=/saved-carts] - The saved carts page linked after a save.
 *
 * @slot empty - The empty cart's state, in place of ours (the message and the quick order link).
 * @slot totals-note - The page's note under the totals, above "Continue to checkout"; nothing by
 *   default.
 *
 * @fires {CustomEvent<StoreEventMap['store-cart-updated']>} store-cart-updated - A line's
 *   quantity changed (`action: 'updated'`) or a line was removed (`'removed'`), with the product's
 *   `productCode` and the change as `quantityAdded` (negative when lowered); a visitor's cart joined
 *   at sign-in (`'merged'`); a promotion code was applied or removed (`'promotion-applied'`,
 *   `'promotion-removed'`, no `entries`: the totals changed).
 * @fires {CustomEvent<StoreEventMap['store-cart-update-started']>} store-cart-update-started -
 *   A quantity change, a removal or a promotion code's starts: `requested` (the `productCode` and
 *   the change asked as `quantity`, negative when lowered; none for a code) and `result`, a
 *   promise that resolves with its outcome and never rejects.
 * @fires {CustomEvent<StoreEventMap['store-cart-error']>} store-cart-error - A quantity change, a
 *   removal or a promotion code failed: a stable `code` (a code's refusal: `invalid`, `inactive`,
 *   `alreadyApplied`, `notApplicable`, …) and the `message` the row or the form shows.
 * @fires {CustomEvent<StoreEventMap['store-widget-loaded']>} store-widget-loaded - The widget
 *   rendered for the first time.
 * @fires {CustomEvent<StoreEventMap['store-widget-failed']>} store-widget-failed - The widget
 *   failed and shows its fallback; the rest of the page keeps working.
 *
 * @csspart base - The root; `data-state="loading" | "empty" | "loaded" | "error"`.
 * @csspart item - Each entry.
 * @csspart checkout - The checkout link or, while a rule holds checkout back, the disabled button.
 * @csspart trigger - The "Try again" button of a failed load.
 * @csspart emulation-banner - Customer service only: the banner naming the customer an agent
 *   acts for, with "End session".
 *
 * @cssprop [--store-cart-reserved=75vh] - The page's least height, before and after the widget loads.
 */
export const CartElement = createWidgetElement({
  tag: 'store-cart',
  component: CartPage,
  attributes: { checkoutHref: 'string', quickOrderHref: 'string', savedCartsHref: 'string' },
  css,
});

export default CartElement;
