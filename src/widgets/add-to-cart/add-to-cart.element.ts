import { createWidgetElement } from '../../core/element/create-widget-element';
import { AddToCart } from './add-to-cart';
import { addToCartAttributeProblems } from './add-to-cart-attributes';
import css from './add-to-cart.css?inline';

/**
 * `<store-add-to-cart product-code="0158241926">`: an "Add to cart" button for a product page.
 * While the add runs the button says "Adding…" and ignores clicks (a double click sends one
 * request); the outcome is announced in a live region ("Added to your cart", with a stock notice
 * when stock or the maximum order quantity reduced what was added). A failure says so with "Try
 * again", which resends the same request (the platform applies it once, never twice). The
 * platform's refusals (unknown product, not buyable online, qualification level, account type,
 * minimum quantity) show their message. The product is looked up first, so a product that cannot
 * be bought online, or that the signed-in shopper may not buy, shows why and a disabled button.
 * Every widget showing the cart (the header's mini-cart, here and in other tabs) follows the add.
 *
 * A visitor is told the product's qualification level is checked once they sign in. An online
 * training: a visitor gets a "Sign in" link to the login page (returning here), a signed-in
 * shopper's button opens the training dialog (dates, contact, participants), whose submit adds
 * the training with its details.
 *
 * @tag store-add-to-cart
 * @summary An "Add to cart" button for a product page.
 *
 * @attr {string} [product-code] - The product code or ISBN-13, hyphens and spaces allowed.
 *   Without it, on a product page (`/p/{code}`), the code in the page's address: one template
 *   serves every product. Missing on another page, blank, not a code, or matching no product: the
 *   widget says the product is not available and the console names the attribute.
 * @attr {string} [quantity] - A whole number of 1 or more; anything else uses 1, with a console
 *   warning. Without it, the product's minimum order quantity (usually 1), which is then shown.
 *
 * @slot note - The page's note under the button (delivery, a licence); nothing by default.
 *
 * @fires {CustomEvent<StoreEventMap['store-cart-updated']>} store-cart-updated - An add put
 *   something in the cart: `action: 'added'` and each entry's `productCode` and `quantityAdded`.
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
 * @csspart base - The root; `data-state="unavailable" | "blocked" | "ready" | "adding" | "added" |
 *   "refused" | "failed" | "sign-in"` (a visitor on an online training).
 * @csspart button - The "Add to cart" button.
 * @csspart message - The outcome and problem texts.
 * @csspart retry - The "Try again" button.
 * @csspart emulation-banner - Customer service only: the banner naming the customer an agent
 *   acts for, with "End session".
 *
 * @cssprop [--store-add-to-cart-reserved=96px] - Height reserved before the widget loads.
 */
export const AddToCartElement = createWidgetElement({
  tag: 'store-add-to-cart',
  component: AddToCart,
  attributes: { productCode: 'string', quantity: 'string' },
  css,
  checkAttributes: addToCartAttributeProblems,
});

export default AddToCartElement;
