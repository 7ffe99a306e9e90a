import { createWidgetElement } from '../../core/element/create-widget-element';
import { OrderConfirmationPage } from './order-confirmation';
import css from './order-confirmation.css?inline';

/**
 * `<store-order-confirmation>`: an order's confirmation at its own address
 * (`/store/{site}/{lang}/checkout/order-confirmation/{code}`, where the checkout sends the shopper
 * after Place order), so a reload shows it again: the web reference number, every order label, the ordered products with seats, estimated dates and single-use access codes
 * (each with a copy button), the on-hold and email notes, the totals. Shown only to the shopper who
 * placed the order; anyone else is told it is not found.
 *
 * Analytics: one `purchase` per order in this browser (the checkout pushes it when the order is
 * placed; a reload does not count it twice).
 *
 * @tag store-order-confirmation
 * @summary An order's confirmation page.
 *
 * @attr {string} [order-code] - The order, else the `{code}` of the page's address.
 *
 * @slot next-steps - The page's next steps, under the confirmation's email notice; nothing by
 *   default.
 *
 * @fires {CustomEvent<StoreEventMap['store-widget-loaded']>} store-widget-loaded - The widget
 *   rendered for the first time.
 * @fires {CustomEvent<StoreEventMap['store-widget-failed']>} store-widget-failed - The widget
 *   failed and shows its fallback; the rest of the page keeps working.
 *
 * @csspart base - The root; `data-state="loading" | "signed-out" | "not-found" | "error" |
 *   "loaded"`.
 * @csspart trigger - The buttons and links.
 * @csspart emulation-banner - Customer service only: the banner naming the customer an agent
 *   acts for, with "End session".
 *
 * @cssprop [--store-order-confirmation-reserved=480px] - Height reserved before the widget loads.
 */
export const OrderConfirmationElement = createWidgetElement({
  tag: 'store-order-confirmation',
  component: OrderConfirmationPage,
  attributes: { orderCode: 'string' },
  css,
});

export default OrderConfirmationElement;
