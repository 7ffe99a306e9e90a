import { createWidgetElement } from '../../core/element/create-widget-element';
import { QuoteDetails } from './quote-details';
import css from './quotes.css?inline';

/**
 * `<store-quote-details>`: one of the signed-in shopper's quotes (`/quotes/{id}`): number and state, date, expiration (to the end of that day in the
 * site's time zone, and the early expiration notice when a pricing update or the end of an
 * organisation discount shortens it), customer account, shipping and billing addresses, shipping
 * method, products and totals. By state:
 *
 * - active: "Order this quote" makes its products, at the quoted prices, with its addresses and
 *   shipping method, the shopper's cart (a cart with items is kept as a saved cart) and goes to the
 *   checkout; the order placed there marks the quote ordered. One request per click and retry.
 * - expired: it says it can no longer be ordered and offers its products, at today's prices, in a
 *   new cart (the cart page), to create a new quote from there.
 * - ordered: it says so and links the order when the platform knows it.
 *
 * "Download PDF" (the quotes-PDF-download-upgrade flag, on by default) saves `quote-{code}.pdf`.
 * `?orderTrainingsError=true` in the address shows the training-order error in
 * place of "Order this quote". A malformed, unknown or someone else's number leaves for the regional
 * site's 404 error page (`location.replace`: Back does not return to it; a 403 or another lasting
 * refusal for its own code), while a failure a retry can fix (5xx, timeout, network) stays with
 * "Try again"; a visitor is asked to sign in. Its frame is the account page shell's, with
 * "Back to My account" under every state once loaded.
 *
 * @tag store-quote-details
 * @summary One of the shopper's quotes, to order or download.
 *
 * @attr {string} [quote-id] - The quote number, else the `{id}` of the page's address.
 *
 * @slot heading-aside - The page's own markup beside the page's heading (a help link, a
 *   contact), under it in a narrow box; nothing by default.
 *
 * @fires {CustomEvent<StoreEventMap['store-cart-updated']>} store-cart-updated - The quote
 *   (or an expired quote's products) became the cart (`action: 'quote-ordered'`), with its lines.
 * @fires {CustomEvent<StoreEventMap['store-cart-update-started']>} store-cart-update-started -
 *   Ordering the quote (or reordering an expired one) starts: `requested` is empty (its lines come
 *   with the result) and `result` a promise that resolves with its outcome and never rejects.
 * @fires {CustomEvent<StoreEventMap['store-cart-error']>} store-cart-error - Ordering the quote
 *   (or reordering an expired one) failed: a stable `code` (`expired`, `ordered`,
 *   `trainingsNotOrderable`, `server`, …) and the `message` the widget shows.
 * @fires {CustomEvent<StoreEventMap['store-widget-loaded']>} store-widget-loaded - The widget
 *   rendered for the first time.
 * @fires {CustomEvent<StoreEventMap['store-widget-failed']>} store-widget-failed - The widget
 *   failed and shows its fallback; the rest of the page keeps working.
 *
 * @csspart base - The root; `data-state="loading" | "signed-out" | "redirecting" | "error" |
 *   "loaded"` (`redirecting`: on its way to the error page) and, once loaded,
 *   `data-quote-state="ACTIVE" | "EXPIRED" | "ORDERED"`.
 * @csspart trigger - The buttons.
 * @csspart early-expiry - The early expiration notice.
 * @csspart emulation-banner - Customer service only: the banner naming the customer an agent
 *   acts for, with "End session".
 *
 * @cssprop [--store-quotes-reserved=75vh] - The page's least height, before and after the widget loads.
 */
export const QuoteDetailsElement = createWidgetElement({
  tag: 'store-quote-details',
  component: QuoteDetails,
  attributes: { quoteId: 'string' },
  css,
});

export default QuoteDetailsElement;
