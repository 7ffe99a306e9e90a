import { createWidgetElement } from '../../core/element/create-widget-element';
import { Quotes } from './quotes';
import css from './quotes.css?inline';

/**
 * `<store-quotes>`: the signed-in shopper's quotes (`/quotes`): number
 * (a link to the quote's page), date, total, expiration day ("(early)" when a pricing update or the
 * end of an organisation discount shortens it) and state (active, expired, ordered), newest first,
 * ten to a page. The page is in the address (`?page=2`, the route table's `quotesPage`), so back,
 * forward and reload keep it; a page past the end shows the last one. A visitor is asked to sign
 * in (the login page, coming back here); no quotes, and a failed read, each say so. Its frame is
 * the account page shell's, with "Back to My account" under every state once loaded.
 *
 * @tag store-quotes
 * @summary The shopper's quotes, paged.
 *
 * @slot heading-aside - The page's own markup beside the page's heading (a help link, a
 *   contact), under it in a narrow box; nothing by default.
 *
 * @fires {CustomEvent<StoreEventMap['store-widget-loaded']>} store-widget-loaded - The widget
 *   rendered for the first time.
 * @fires {CustomEvent<StoreEventMap['store-widget-failed']>} store-widget-failed - The widget
 *   failed and shows its fallback; the rest of the page keeps working.
 *
 * @csspart base - The root; `data-state="loading" | "signed-out" | "empty" | "loaded" | "error"`.
 * @csspart table - The list.
 * @csspart item - Each quote's row.
 * @csspart trigger - Sign in, paging, "Try again".
 * @csspart emulation-banner - Customer service only: the banner naming the customer an agent
 *   acts for, with "End session".
 *
 * @cssprop [--store-quotes-reserved=75vh] - The page's least height, before and after the widget loads.
 */
export const QuotesElement = createWidgetElement({
  tag: 'store-quotes',
  component: Quotes,
  attributes: {},
  css,
});

export default QuotesElement;
