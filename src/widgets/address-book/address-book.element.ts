import { createWidgetElement } from '../../core/element/create-widget-element';
import { AddressBook } from './address-book';
import css from './address-book.css?inline';

/**
 * `<store-address-book>`: an account's address book (`/addresses`, address-book
 * flag): the addresses with the default shipping and billing ones marked, "Set as default
 * shipping address" and "Set as default billing address" for the others, Edit, Delete (after a
 * confirmation; a second delete of the same address is done, not a failure), "Add an address",
 * and links to the books of the shopper's other accounts. An account without a billing address
 * is not valid for ordering: the page says so with a link to add one.
 *
 * The page's query: `uuid`, the customer account whose book it is (one the shopper may order
 * for; none is the shopper's own book, their personal account's, the one the checkout offers).
 * After the add or edit page saves, it says what was saved (a live region). The address-book flag
 * off: "not available"; a visitor: sign in.
 *
 * @tag store-address-book
 * @summary An account's address book: defaults, edit, delete, add.
 *
 * @attr {string} [account-id] - The customer account whose book to show, instead of the page's
 *   `uuid`.
 *
 * @slot heading-aside - The page's own markup beside the page's heading (a help link, a
 *   contact), under it in a narrow box; nothing by default.
 *
 * @fires {CustomEvent<StoreEventMap['store-widget-loaded']>} store-widget-loaded - The widget
 *   rendered for the first time.
 * @fires {CustomEvent<StoreEventMap['store-widget-failed']>} store-widget-failed - The widget
 *   failed and shows its fallback; the rest of the page keeps working.
 *
 * @csspart base - The root; `data-state="loading" | "unavailable" | "signed-out" | "not-found" |
 *   "error" | "loaded"`.
 * @csspart item - Each address.
 * @csspart trigger - Its buttons and links.
 * @csspart notice - Not valid for ordering.
 * @csspart emulation-banner - Customer service only: the banner naming the customer an agent
 *   acts for, with "End session".
 *
 * @cssprop [--store-address-book-reserved=75vh] - The page's least height, before and after the widget loads.
 */
export const AddressBookElement = createWidgetElement({
  tag: 'store-address-book',
  component: AddressBook,
  attributes: { accountId: 'string' },
  css,
});

export default AddressBookElement;
