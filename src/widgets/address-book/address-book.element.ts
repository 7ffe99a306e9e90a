import { createWidgetElement } from '../../core/element/create-widget-element';
import { AddressBook } from './address-book';
import css from './address-book.css?inline';

/**
 * `<store-address-book>`: an account's address book (spec section 2, `/addresses`, address-book
 * flag): the addresses with the default shipping and billing ones marked, "Set as default
 * shipping address" and "Set as default billing address" for the others, Edit, Delete (after a
 * confirmation; a second delete of the same address is done, not a failure), "Add an address",
 * and links to the books of the shopper's other accounts. An account without a billing address
 * is not valid for ordering: the page says so with a link to add one.
 *
 * The page's query: `uuid`, the customer account whose book it is (one the shopper may order
 * for; none is the shopper's own book, their personal account's, the one the checkout offers).
 * After the add or edit page saves, it says what was saved (a live region).
 *
 * Attributes: `account-id` (optional): the customer account whose book to show, instead of the
 * page's `uuid`.
 *
 * The address-book flag off: "not available"; a visitor: sign in (src/ui/account-page).
 *
 * Events: `store-widget-loaded`, `store-widget-failed`.
 *
 * State: the root `<div part="base">` carries `data-state="loading" | "unavailable" |
 * "signed-out" | "not-found" | "error" | "loaded"`.
 *
 * CSS parts: `base`, `item` (each address), `trigger` (its buttons and links), `notice` (not
 * valid for ordering). Custom properties: `--store-color-*`, `--store-font-family`,
 * `--store-address-book-reserved`.
 */
export const AddressBookElement = createWidgetElement({
  tag: 'store-address-book',
  component: AddressBook,
  attributes: { accountId: 'string' },
  css,
});

export default AddressBookElement;
