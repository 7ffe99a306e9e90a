import { createWidgetElement } from '../../core/element/create-widget-element';
import { Checkout } from './checkout';
import css from './checkout.css?inline';

/**
 * `<store-checkout>`: the checkout (spec section 2, `/{x}/checkout` and `/exp-checkout`), from the
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
 * Attributes: `cart-href` (optional): the cart page, default `/cart`.
 *
 * Events: `store-widget-loaded`, `store-widget-failed`, `store-checkout-step-changed`
 * (`{ step }`, at load and on every move).
 *
 * State: the root `<div part="base">` carries `data-state="loading" | "signed-out" |
 * "redirecting" | "error" | "ready"`; the step's section carries `data-step`.
 *
 * CSS parts: `base`, `progress` (the step list), `item` (each entry beside the steps), `continue`
 * (each step's Continue button), `trigger` (Try again). Custom properties: `--store-color-*`,
 * `--store-font-family`, `--store-checkout-reserved` (height reserved before it renders).
 */
export const CheckoutElement = createWidgetElement({
  tag: 'store-checkout',
  component: Checkout,
  attributes: { cartHref: 'string' },
  css,
});

export default CheckoutElement;
