import { createWidgetElement } from '../../core/element/create-widget-element';
import { QuickOrder } from './quick-order';
import css from './quick-order.css?inline';

/**
 * `<store-quick-order>`: the Quick Order form. Rows of ISBN or product code and quantity;
 * the number of rows follows the quick-order-rows flag, within the quick order's product limit. A pasted list (lines,
 * tabs, commas or semicolons; a quantity after a tab or a comma, as copied from a spreadsheet)
 * fills the row and the following ones; what does not fit is refused with a message. Each row is
 * looked up once the shopper pauses (or leaves the field) and shows the product (name, program,
 * price, qualification level) or why it cannot be ordered. "Add to cart" validates every row, then
 * adds them all in one request (all or nothing); a failure keeps every row as typed, and "Try
 * again" cannot add anything twice. Rows typed and not yet added survive a reload in the same tab.
 *
 * The product records of each add are pushed to `window.dataLayer` (`add_to_cart`), and every cart
 * widget on the page (and in other tabs) refreshes. Performance: a `store-quick-order:validate`
 * measure (User Timing) is recorded for each validation pass of "Add to cart".
 *
 * @tag store-quick-order
 * @summary The Quick Order form: products by ISBN or product code, added in one go.
 *
 * @slot instructions - The instructions above the rows, in place of ours; the form is described
 *   by whichever shows.
 *
 * @fires {CustomEvent<StoreEventMap['store-cart-updated']>} store-cart-updated - An add put
 *   something in the cart: `action: 'added'` and each product's `productCode` and `quantityAdded`.
 * @fires {CustomEvent<StoreEventMap['store-cart-update-started']>} store-cart-update-started -
 *   An add starts: `requested` (each product's `productCode` and the `quantity` asked) and
 *   `result`, a promise that resolves with its outcome and never rejects.
 * @fires {CustomEvent<StoreEventMap['store-cart-error']>} store-cart-error - An add failed: a
 *   stable `code` (`network`, `server`, the refusing rule: `qualificationLevel`, …) and the
 *   `message` the widget shows.
 * @fires {CustomEvent<StoreEventMap['store-widget-loaded']>} store-widget-loaded - The widget
 *   rendered for the first time.
 * @fires {CustomEvent<StoreEventMap['store-widget-failed']>} store-widget-failed - The widget
 *   failed and shows its fallback; the rest of the page keeps working.
 *
 * @csspart base - The root; `data-state="ready" | "checking" | "adding"` (`checking`: "Add to
 *   cart" waits for lookups still under way).
 * @csspart table - The rows.
 * @csspart item - Each row; `data-state="empty" | "waiting" | "checking" | "ok" | "error"`.
 * @csspart input - The entry and quantity fields.
 * @csspart add-row - The "Add row" button.
 * @csspart trigger - The "Add to cart" button.
 * @csspart emulation-banner - Customer service only: the banner naming the customer an agent
 *   acts for, with "End session".
 *
 * @cssprop [--store-quick-order-reserved=480px] - Height reserved before the widget renders.
 */
export const QuickOrderElement = createWidgetElement({
  tag: 'store-quick-order',
  component: QuickOrder,
  attributes: {},
  css,
});

export default QuickOrderElement;
