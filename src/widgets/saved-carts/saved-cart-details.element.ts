import { createWidgetElement } from '../../core/element/create-widget-element';
import { SavedCartDetails } from './saved-cart-details';
import css from './saved-carts.css?inline';

/**
 * `<store-saved-cart-details>`: one of the signed-in shopper's saved carts (spec section 2,
 * `/saved-carts/cart-details/{id}`): name, description, saved date, entries (name, program,
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
 * (src/ui/account-page): a visitor gets a sign-in link that comes back here, and a link back to
 * the account overview is below. It also hosts the old-cart merge dialog.
 *
 * Attributes: `cart-id` (optional): the cart's code, else the `{id}` of the page path;
 * `base-path` (optional): the list page's path, default from the page path, else `/saved-carts`;
 * `cart-href` (optional): the cart page linked after a restore, default `/cart`.
 *
 * Events: `store-widget-loaded`, `store-widget-failed`.
 *
 * State: the root `<div part="base">` carries `data-state="loading" | "signed-out" | "not-found" |
 * "loaded" | "error" | "restored" | "deleted"`.
 *
 * CSS parts: `base`, `table` (the entries), `item` (each entry's row), `trigger` (the buttons).
 * Custom properties: `--store-color-*`, `--store-font-family`, `--store-saved-carts-reserved`.
 */
export const SavedCartDetailsElement = createWidgetElement({
  tag: 'store-saved-cart-details',
  component: SavedCartDetails,
  attributes: { cartId: 'string', basePath: 'string', cartHref: 'string' },
  css,
});

export default SavedCartDetailsElement;
