import { createWidgetElement } from '../../core/element/create-widget-element';
import { AddressFormPage } from './address-form-page';
import css from './address-book.css?inline';

/**
 * `<store-address-form-page>`: adds an address to an account's address book
 * (`/addresses/add-address`) or edits one (`/addresses/edit-address/{id}`), address-book flag.
 * The form is the checkout's: the same rules and messages, street
 * suggestions, and with the address-validation-service flag the verification and its review
 * dialog. Saving acts once however often it is clicked or retried; a failure keeps what was typed
 * with a message to try again; once saved the shopper is back on the list, which says so.
 *
 * The page's query: `uuid`, the customer account whose book it is (none: the shopper's own), and
 * `unitName`, that unit's display name, carried by the links (the heading shows the platform's
 * name for the account, never the query's).
 *
 * @tag store-address-form-page
 * @summary Adds an address to an account's address book or edits one.
 *
 * @attr {string} [account-id] - The customer account whose book it is, instead of the page's
 *   `uuid`.
 * @attr {string} [address-id] - The address to edit; default the `{id}` of the page path
 *   `…/edit-address/{id}`; on any other path the page adds. An id not in the book is "not found".
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
 * @csspart trigger - The buttons and links.
 * @csspart emulation-banner - Customer service only: the banner naming the customer an agent
 *   acts for, with "End session".
 *
 * @cssprop [--store-address-book-reserved=75vh] - The page's least height, before and after the widget loads.
 */
export const AddressFormPageElement = createWidgetElement({
  tag: 'store-address-form-page',
  component: AddressFormPage,
  attributes: { accountId: 'string', addressId: 'string' },
  css,
});

export default AddressFormPageElement;
