import { createWidgetElement } from '../../core/element/create-widget-element';
import { MyAccount } from './my-account';
import css from './my-account.css?inline';

/**
 * `<store-my-account>`: the account overview (`/my-account`): a link to every page
 * of the account menu (Order History, Quotes, Saved Carts, Profile & Password, Qualifications,
 * Accounts, Address Book, Preferences, Payment Cards) with one line on each, leaving out the pages
 * whose feature flag is off exactly as the account menu does. A visitor is asked to sign in (a link
 * to the login page that comes back here).
 *
 * @tag store-my-account
 * @summary The account overview: a link to every account page.
 *
 * @attr {boolean} [show-title=false] - Present (`show-title`, `show-title=""`, `"true"`): the
 *   widget shows its own `<h1>` "My account" (for a page without a heading of its own). Absent or
 *   `show-title="false"`: no heading.
 *
 * @slot heading-aside - The page's own markup beside the page's heading (a help link, a
 *   contact), under it in a narrow box; nothing by default.
 *
 * @fires {CustomEvent<StoreEventMap['store-widget-loaded']>} store-widget-loaded - The widget
 *   rendered for the first time.
 * @fires {CustomEvent<StoreEventMap['store-widget-failed']>} store-widget-failed - The widget
 *   failed and shows its fallback; the rest of the page keeps working.
 *
 * @csspart base - The root; `data-state="loading" | "signed-out" | "loaded"`.
 * @csspart item - Each page's entry.
 * @csspart trigger - The sign-in link.
 * @csspart emulation-banner - Customer service only: the banner naming the customer an agent
 *   acts for, with "End session".
 *
 * @cssprop [--store-my-account-reserved=75vh] - The page's least height, before and after the widget loads.
 */
export const MyAccountElement = createWidgetElement({
  tag: 'store-my-account',
  component: MyAccount,
  attributes: { showTitle: 'boolean' },
  css,
});

export default MyAccountElement;
