import { createWidgetElement } from '../../core/element/create-widget-element';
import { MyAccount } from './my-account';
import css from './my-account.css?inline';

/**
 * `<store-my-account>`: the account overview (spec section 2, `/my-account`): a link to every page
 * of the account menu (Order History, Quotes, Saved Carts, Profile & Password, Qualifications,
 * Accounts, Address Book, Preferences, Payment Cards) with one line on each, leaving out the pages
 * whose feature flag is off exactly as the account menu does. A visitor is asked to sign in (a link
 * to the login page that comes back here).
 *
 * Attributes: `show-title` (boolean): the widget shows its own `<h1>` "My account" (for a page
 * without a heading of its own).
 *
 * Events: `store-widget-loaded`, `store-widget-failed`.
 *
 * State: the root `<div part="base">` carries `data-state="loading" | "signed-out" | "loaded"`.
 *
 * CSS parts: `base`, `item` (each page's entry), `trigger` (the sign-in link). Custom properties:
 * `--store-color-*`, `--store-font-family`, `--store-my-account-reserved`.
 */
export const MyAccountElement = createWidgetElement({
  tag: 'store-my-account',
  component: MyAccount,
  attributes: { showTitle: 'boolean' },
  css,
});

export default MyAccountElement;
