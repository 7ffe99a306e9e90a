import { createWidgetElement } from '../../core/element/create-widget-element';
import { SavedCarts } from './saved-carts';
import css from './saved-carts.css?inline';

/**
 * `<store-saved-carts>`: the signed-in shopper's saved carts (`/saved-carts`):
 * name, description, saved date in the site's locale, number of items and total, newest saved
 * first, each linking to `{base-path}/cart-details/{code}`, in the account page shell
 *: signed out, it asks the shopper to sign in (a link to the login page that
 * comes back here); a link back to the account overview is below. It also hosts the old-cart merge
 * dialog (one per page acts).
 *
 * @tag store-saved-carts
 * @summary The shopper's saved carts.
 *
 * @attr {string} [base-path] - The list page's path; default the page path up to its
 *   `saved-carts` segment, else `/saved-carts`.
 *
 * @slot heading-aside - The page's own markup beside the page's heading (a help link, a
 *   contact), under it in a narrow box; nothing by default.
 *
 * @fires {CustomEvent<StoreEventMap['store-widget-loaded']>} store-widget-loaded - The widget
 *   rendered for the first time.
 * @fires {CustomEvent<StoreEventMap['store-widget-failed']>} store-widget-failed - The widget
 *   failed and shows its fallback; the rest of the page keeps working.
 *
 * @csspart base - The root; `data-state="loading" | "signed-out" | "loaded" | "empty" | "error"`.
 * @csspart table - The list.
 * @csspart item - Each cart's row.
 * @csspart trigger - The "Try again" button, the sign-in link.
 * @csspart emulation-banner - Customer service only: the banner naming the customer an agent
 *   acts for, with "End session".
 *
 * @cssprop [--store-saved-carts-reserved=75vh] - The page's least height, before and after the widget loads.
 */
export const SavedCartsElement = createWidgetElement({
  tag: 'store-saved-carts',
  component: SavedCarts,
  attributes: { basePath: 'string' },
  css,
});

export default SavedCartsElement;
