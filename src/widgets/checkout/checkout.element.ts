import { createWidgetElement } from '../../core/element/create-widget-element';
import { Checkout } from './checkout';
import css from './checkout.css?inline';

/**
 * `<store-checkout>`: the checkout (`/{x}/checkout` and `/exp-checkout`), from the
 * cart to the order summary: customer account (or "Account not listed"), qualified user,
 * Q-global and aimswebPlus accounts when the order needs them, shipping address (address book, a
 * new address with suggestions and verification), shipping method, billing address, promotion
 * codes and the order summary with the terms, which hands the order over to payment.
 *
 * Every choice is saved on the shopper's cart on the platform, so a reload, a new tab or a sign-in
 * later resumes on the first step still to do with everything kept. The step is in the URL
 * (`?step=`): the browser's back and forward buttons move between steps. When the cart changes in
 * another tab, the checkout says so and restarts from the first step with the new cart; a stale
 * choice is never saved (each save carries the cart's version).
 *
 * A visitor is asked to sign in here, and stays. An empty cart, or one a rule keeps from checkout
 * (the aimswebPlus minimum, a qualification level), goes back to the cart page, which says why.
 *
 * @tag store-checkout
 * @summary The checkout, from the cart to the order summary and payment.
 *
 * @attr {string} [cart-href=/cart] - The cart page.
 *
 * @slot before-place-order - The page's notice right before "Place order", under the order total
 *   (terms of sale, a delivery promise); nothing by default.
 * @slot next-steps - The page's next steps in the confirmation shown after Place order, under the
 *   email notice; nothing by default.
 *
 * @fires {CustomEvent<StoreEventMap['store-checkout-step-changed']>} store-checkout-step-changed -
 *   A step is shown: at load and on every move.
 * @fires {CustomEvent<StoreEventMap['store-order-placed']>} store-order-placed - An order was
 *   placed (its confirmation follows).
 * @fires {CustomEvent<StoreEventMap['store-cart-updated']>} store-cart-updated - A visitor's
 *   cart joined the signed-in shopper's (`action: 'merged'`, `entries` its lines), or a promotion
 *   code was applied or removed at review (`'promotion-applied'`, `'promotion-removed'`).
 * @fires {CustomEvent<StoreEventMap['store-cart-update-started']>} store-cart-update-started -
 *   A promotion code's application or removal starts (at review): `result`, a promise that
 *   resolves with its outcome and never rejects.
 * @fires {CustomEvent<StoreEventMap['store-cart-error']>} store-cart-error - A promotion code was
 *   refused or could not be sent: its `code` (`invalid`, `inactive`, …) and the form's `message`.
 * @fires {CustomEvent<StoreEventMap['store-widget-loaded']>} store-widget-loaded - The widget
 *   rendered for the first time.
 * @fires {CustomEvent<StoreEventMap['store-widget-failed']>} store-widget-failed - The widget
 *   failed and shows its fallback; the rest of the page keeps working.
 *
 * @csspart base - The root; `data-state="loading" | "signed-out" | "redirecting" | "error" |
 *   "ready"`; the step's section carries `data-step`.
 * @csspart progress - The step list.
 * @csspart item - Each entry beside the steps.
 * @csspart continue - Each step's Continue button.
 * @csspart trigger - Try again.
 * @csspart emulation-banner - Customer service only: the banner naming the customer an agent
 *   acts for, with "End session".
 *
 * @cssprop [--store-checkout-reserved=640px] - Height reserved before the widget renders.
 */
export const CheckoutElement = createWidgetElement({
  tag: 'store-checkout',
  component: Checkout,
  attributes: { cartHref: 'string' },
  css,
});

export default CheckoutElement;
