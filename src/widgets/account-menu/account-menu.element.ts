import { createWidgetElement } from '../../core/element/create-widget-element';
import { AccountMenu } from './account-menu';
import css from './account-menu.css?inline';

/**
 * `<store-account-menu>`: sign in, the shopper's initials with the account menu,
 * sign out, the idle warning and session notifications. The header shows one by default.
 *
 * @tag store-account-menu
 * @summary Sign in, the account menu, sign out, the idle warning and session notifications.
 *
 * @fires {CustomEvent<StoreEventMap['store-signed-in']>} store-signed-in - The shopper signed in
 *   (in this tab or another); dispatched on `document`.
 * @fires {CustomEvent<StoreEventMap['store-signed-out']>} store-signed-out - The shopper signed
 *   out; `reason` says why. Dispatched on `document`.
 * @fires {CustomEvent<StoreEventMap['store-session-update-started']>} store-session-update-started -
 *   A session operation starts: a sign-in attempt in a sign-in form (this menu's, the checkout's
 *   or the order confirmation's) or a sign-out (`action`); `result`, a promise that never
 *   rejects, says how it ended (`cancelled` when the form was closed). Dispatched on `document`.
 * @fires {CustomEvent<StoreEventMap['store-session-error']>} store-session-error - A sign-in
 *   attempt failed: `code` `wrongCredentials` or `signInUnavailable`, `message` the form's words.
 *   Dispatched on `document`.
 * @fires {CustomEvent<StoreEventMap['store-widget-loaded']>} store-widget-loaded - The widget
 *   rendered for the first time.
 * @fires {CustomEvent<StoreEventMap['store-widget-failed']>} store-widget-failed - The widget
 *   failed and shows its fallback; the rest of the page keeps working.
 *
 * @csspart base - The root.
 * @csspart trigger - The sign-in button and the initials that open the menu.
 * @csspart panel - The open menu.
 * @csspart item - Each entry of the menu.
 * @csspart emulation-banner - Customer service only: the banner naming the customer an agent
 *   acts for, with "End session".
 */
export const AccountMenuElement = createWidgetElement({
  tag: 'store-account-menu',
  component: AccountMenu,
  attributes: {},
  css,
});

export default AccountMenuElement;
