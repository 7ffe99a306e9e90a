import { createWidgetElement } from '../../core/element/create-widget-element';
import { MiniCart } from './mini-cart';
import css from './mini-cart.css?inline';

/**
 * `<store-mini-cart>`: the shopper's cart in the header. A button shows the number of units in the
 * cart (the sum of the entries' quantities, `totalUnitCount`) and the subtotal before discounts;
 * its accessible name says both ("Cart, 3 items, $123.00"), and a change of the count after the
 * first load is announced politely. The button opens a small panel (a non-modal dialog) listing
 * each entry's name, quantity and line price, the subtotal, and a "View cart" link to `/cart`;
 * Escape or a click outside closes it and focus returns to the button.
 *
 * It follows every change to the cart: by any widget on the page (one shared query cache, refreshed
 * after each change) and in other tabs (a BroadcastChannel, and the anonymous cart id through
 * localStorage). The header shows one by default in its `mini-cart` slot. The button is 56 x 40
 * px, and 152 x 40 px with the subtotal shown from 1400 px wide (the box is reserved before the
 * widget loads; the subtotal is always in its name).
 *
 * @tag store-mini-cart
 * @summary The cart button in the header, with a panel listing the cart.
 *
 * @slot empty - The panel's empty state, in place of ours ("Your cart is empty.").
 * @slot totals-note - The page's note under the panel's totals (shipping, a promise); nothing by
 *   default.
 *
 * @fires {CustomEvent<StoreEventMap['store-cart-updated']>} store-cart-updated - A visitor's
 *   cart joined the signed-in shopper's (`action: 'merged'`, `entries` its lines), or `addLines()`
 *   put something in the cart (`action: 'added'`).
 * @fires {CustomEvent<StoreEventMap['store-cart-update-started']>} store-cart-update-started -
 *   `addLines()` starts: `requested` (each line's `productCode` and `quantity`) and `result`, a
 *   promise that resolves with its outcome and never rejects.
 * @fires {CustomEvent<StoreEventMap['store-cart-error']>} store-cart-error - `addLines()` failed:
 *   its refusal's `code` and the `message` a shopper reads.
 * @fires {CustomEvent<StoreEventMap['store-widget-loaded']>} store-widget-loaded - The widget
 *   rendered for the first time.
 * @fires {CustomEvent<StoreEventMap['store-widget-failed']>} store-widget-failed - The widget
 *   failed and shows its fallback; the rest of the page keeps working.
 *
 * @csspart base - The root; `data-state="loading" | "empty" | "filled" | "error"` (`error`: the
 *   cart could not be read and none was read before).
 * @csspart trigger - The button.
 * @csspart count - The badge.
 * @csspart panel - The panel.
 * @csspart item - An entry in the panel.
 * @csspart link - "View cart".
 * @method open(): Promise<void> - Opens the panel (as the button does); waits for the widget to
 *   render when called before. Closed with Escape or a click outside, the panel returns focus to
 *   the control that had it when `open()` was called (the page's own cart button).
 * @method close(): Promise<void> - Closes the panel; focus returns to the button if it was inside.
 * @method addLines(lines: { code: string; quantity?: number | string }[]): Promise<{ productCode: string; quantity: number; quantityAdded: number; message?: string }[]> -
 *   Adds the lines (product code or ISBN-13, quantity) in one request with quick order's rules;
 *   resolves with what each line added (`message`: a stock or limit notice), rejects with an
 *   Error whose `code` names the refusal and whose `message` is the text a shopper reads.
 * @csspart emulation-banner - Customer service only: the banner naming the customer an agent
 *   acts for, with "End session".
 *
 */
export const MiniCartElement = createWidgetElement({
  tag: 'store-mini-cart',
  component: MiniCart,
  attributes: {},
  css,
  methods: ['open', 'close', 'addLines'],
});

export default MiniCartElement;
