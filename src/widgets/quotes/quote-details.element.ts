import { createWidgetElement } from '../../core/element/create-widget-element';
import { QuoteDetails } from './quote-details';
import css from './quotes.css?inline';

/**
 * `<store-quote-details>`: one of the signed-in shopper's quotes (spec section 2,
 * `/quotes/{id}`; issue 11): number and state, date, expiration (to the end of that day in the
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
 * `?orderTrainingsError=true` in the address shows the training-order error (spec section 2) in
 * place of "Order this quote". A malformed, unknown or someone else's number says "not found" with
 * a link to the list; a visitor is asked to sign in. Its frame is the account page shell's
 * (src/ui/account-page), with "Back to My account" under every state.
 *
 * Attributes: `quote-id` (optional): the quote number, else the `{id}` of the page's address.
 *
 * Events: `store-widget-loaded`, `store-widget-failed`.
 *
 * State: the root `<div part="base">` carries `data-state="loading" | "signed-out" | "not-found" |
 * "error" | "loaded"` and, once loaded, `data-quote-state="ACTIVE" | "EXPIRED" | "ORDERED"`.
 *
 * CSS parts: `base`, `trigger` (the buttons), `early-expiry` (the notice). Custom properties:
 * `--store-color-*`, `--store-font-family`, `--store-quotes-reserved`.
 */
export const QuoteDetailsElement = createWidgetElement({
  tag: 'store-quote-details',
  component: QuoteDetails,
  attributes: { quoteId: 'string' },
  css,
});

export default QuoteDetailsElement;
