import { createWidgetElement } from '../../core/element/create-widget-element';
import { QuickOrder } from './quick-order';
import css from './quick-order.css?inline';

/**
 * `<store-quick-order>`: the Quick Order form (spec section 2: "add up to 25 products by ISBN or
 * product code"). Rows of ISBN or product code and quantity; the number of rows follows the
 * quick-order-rows flag (mock: 3 at first, up to 25) and never exceeds 25. A pasted list (lines,
 * tabs, commas or semicolons; a quantity after a tab or a comma, as copied from a spreadsheet)
 * fills the row and the following ones; what does not fit is refused with a message. Each row is
 * looked up once the shopper pauses (or leaves the field) and shows the product (name, program,
 * price, qualification level) or why it cannot be ordered. "Add to cart" validates every row, then
 * adds them all in one request (all or nothing); a failure keeps every row as typed, and "Try
 * again" cannot add anything twice. Rows typed and not yet added survive a reload in the same tab.
 *
 * Attributes: none.
 *
 * Events: `store-widget-loaded`, `store-widget-failed`. The product records of each add are pushed
 * to `window.dataLayer` (`add_to_cart`), and every cart widget on the page (and in other tabs)
 * refreshes.
 *
 * State: the root `<div part="base">` carries `data-state="ready" | "checking" | "adding"`
 * (`checking`: "Add to cart" waits for lookups still under way). Each row (`part="item"`) carries
 * `data-state="empty" | "waiting" | "checking" | "ok" | "error"`.
 *
 * CSS parts: `base` (the root), `table` (the rows), `item` (each row), `input` (the entry and
 * quantity fields), `add-row` (the "Add row" button), `trigger` (the "Add to cart" button).
 * Custom properties: `--store-color-*`, `--store-font-family`, `--store-quick-order-reserved`
 * (height reserved before the widget renders).
 *
 * Performance: a `store-quick-order:validate` measure (User Timing) is recorded for each
 * validation pass of "Add to cart".
 */
export const QuickOrderElement = createWidgetElement({
  tag: 'store-quick-order',
  component: QuickOrder,
  attributes: {},
  css,
});

export default QuickOrderElement;
