import { createWidgetElement } from '../../core/element/create-widget-element';
import { SavedCartDetails } from './saved-cart-details';
import css from './saved-carts.css?inline';

/**
 * `<store-saved-cart-details>`: one of the signed-in shopper's saved carts (`/saved-carts/cart-details/{id}`): name, description, saved date, entries (name, program,
 * quantity, price) and totals, with two actions:
 *
 * - "Restore cart" makes it the active cart (OCC restoresavedcart: the restored cart becomes the
 *   session cart). When the active cart has items it is first saved as `PreviousCart{digits}`, so
 *   nothing drops out of sight; the success message says so.
 * - "Delete cart" asks for confirmation, deletes it, then goes back to the list (which says what
 *   was deleted).
 *
 * Both are safe to click twice and to retry (one request id per action and its retries); a failure
 * says so with "Try again"; every cart widget on the page and in other tabs refreshes afterwards.
 * A missing or malformed id shows "not found". Around it, the account page shell
 *: a visitor gets a sign-in link that comes back here, and a link back to
 * the account overview is below. It also hosts the old-cart merge dialog.
 *
 * @tag store-saved-cart-details
 * @summary One of the shopper's saved carts, to restore or delete.
 *
 * @attr {string} [cart-id] - The cart's code, else the `{id}` of the page path.
 * @attr {string} [base-path] - The list page's path; default from the page path, else
 *   `/saved-carts`.
 * @attr {string} [cart-href=/cart] - The cart page linked after a restore.
 *
 * @slot heading-aside - The page's own markup beside the page's heading (a help link, a
 *   contact), under it in a narrow box; nothing by default.
 *
 * @fires {CustomEvent<StoreEventMap['store-cart-updated']>} store-cart-updated - The saved
 *   cart became the active one (`action: 'restored'`), with each of its lines as `entries`.
 * @fires {CustomEvent<StoreEventMap['store-cart-update-started']>} store-cart-update-started -
 *   A restore starts: `requested` is empty (its lines come with the result) and `result` a
 *   promise that resolves with its outcome and never rejects.
 * @fires {CustomEvent<StoreEventMap['store-cart-error']>} store-cart-error - A restore
 *   failed: a stable `code` and the `message` the widget shows.
 * @fires {CustomEvent<StoreEventMap['store-widget-loaded']>} store-widget-loaded - The widget
 *   rendered for the first time.
 * @fires {CustomEvent<StoreEventMap['store-widget-failed']>} store-widget-failed - The widget
 *   failed and shows its fallback; the rest of the page keeps working.
 *
 * @csspart base - The root; `data-state="loading" | "signed-out" | "not-found" | "loaded" |
 *   "error" | "restored" | "deleted"`.
 * @csspart table - The entries.
 * @csspart item - Each entry's row.
 * @csspart trigger - The buttons.
 * @csspart emulation-banner - Customer service only: the banner naming the customer an agent
 *   acts for, with "End session".
 *
 * @cssprop [--store-saved-carts-reserved=75vh] - The page's least height, before and after the widget loads.
 */
export const SavedCartDetailsElement = createWidgetElement({
  tag: 'store-saved-cart-details',
  component: SavedCartDetails,
  attributes: { cartId: 'string', basePath: 'string', cartHref: 'string' },
  css,
});

export default SavedCartDetailsElement;
