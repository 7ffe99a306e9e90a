import { createWidgetElement } from '../../core/element/create-widget-element';
import { OrderConfirmationPage } from './order-confirmation';
import css from './order-confirmation.css?inline';

/**
 * `<store-order-confirmation>`: an order's confirmation at its own address
 * (`/store/{site}/{lang}/checkout/order-confirmation/{code}`, where the checkout sends the shopper
 * after Place order), so a reload shows it again: the web reference number, every order label of
 * spec section 3, the ordered products with seats, estimated dates and single-use access codes
 * (each with a copy button), the on-hold and email notes, the totals. Shown only to the shopper who
 * placed the order; anyone else is told it is not found.
 *
 * Attributes: `order-code` (optional): the order, else the `{code}` of the page's address.
 *
 * Events: `store-widget-loaded`, `store-widget-failed`. Analytics: one `purchase` per order in this
 * browser (the checkout pushes it when the order is placed; a reload does not count it twice).
 *
 * State: the root `<div part="base">` carries `data-state="loading" | "signed-out" | "not-found" |
 * "error" | "loaded"`.
 *
 * CSS parts: `base`, `trigger`. Custom properties: `--store-color-*`, `--store-font-family`,
 * `--store-order-confirmation-reserved`.
 */
export const OrderConfirmationElement = createWidgetElement({
  tag: 'store-order-confirmation',
  component: OrderConfirmationPage,
  attributes: { orderCode: 'string' },
  css,
});

export default OrderConfirmationElement;
