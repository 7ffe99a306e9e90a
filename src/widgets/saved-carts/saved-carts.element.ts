import { createWidgetElement } from '../../core/element/create-widget-element';
import { SavedCarts } from './saved-carts';
import css from './saved-carts.css?inline';

/**
 * `<store-saved-carts>`: the signed-in shopper's saved carts (spec section 2, `/saved-carts`):
 * name, description, saved date in the site's locale, number of items and total, newest saved
 * first, each linking to `{base-path}/cart-details/{code}`, in the account page shell
 * (src/ui/account-page): signed out, it asks the shopper to sign in (a link to the login page that
 * comes back here); a link back to the account overview is below. It also hosts the old-cart merge
 * dialog (src/ui/cart/cart-merge-host.tsx; one host per page acts).
 *
 * Attributes: `base-path` (optional): the list page's path; default the page path up to its
 * `saved-carts` segment, else `/saved-carts`.
 *
 * Events: `store-widget-loaded`, `store-widget-failed`.
 *
 * State: the root `<div part="base">` carries
 * `data-state="loading" | "signed-out" | "loaded" | "empty" | "error"`.
 *
 * CSS parts: `base` (the root), `table` (the list), `item` (each cart's row), `trigger` (the
 * "Try again" button, the sign-in link). Custom properties: `--store-color-*`, `--store-font-family`,
 * `--store-saved-carts-reserved` (height reserved before the widget renders).
 */
export const SavedCartsElement = createWidgetElement({
  tag: 'store-saved-carts',
  component: SavedCarts,
  attributes: { basePath: 'string' },
  css,
});

export default SavedCartsElement;
