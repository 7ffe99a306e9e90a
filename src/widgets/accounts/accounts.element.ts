import { createWidgetElement } from '../../core/element/create-widget-element';
import { Accounts } from './accounts';
import css from './accounts.css?inline';

/**
 * `<store-accounts>`: the signed-in shopper's accounts ("Accounts" in the account
 * menu): their personal account and their organisations', each with its customer account number
 * (an organisation's: 4 digits or a temporary 12-character one), its Q-global accounts with their
 * owners, and its aimswebPlus accounts. The owner of an organisation's Q-global account sees
 * "Transfer ownership": a dialog to choose another user of the organisation, then a confirmation;
 * the transfer acts once. Everyone else sees the owner, and no transfer. A
 * visitor is asked to sign in.
 *
 * @tag store-accounts
 * @summary The signed-in shopper's accounts, with the Q-global ownership transfer.
 *
 * @slot heading-aside - The page's own markup beside the page's heading (a help link, a
 *   contact), under it in a narrow box; nothing by default.
 *
 * @fires {CustomEvent<StoreEventMap['store-widget-loaded']>} store-widget-loaded - The widget
 *   rendered for the first time.
 * @fires {CustomEvent<StoreEventMap['store-widget-failed']>} store-widget-failed - The widget
 *   failed and shows its fallback; the rest of the page keeps working.
 *
 * @csspart base - The root; `data-state="loading" | "signed-out" | "error" | "loaded"`.
 * @csspart item - Each account.
 * @csspart trigger - Transfer ownership, Try again, the sign-in link.
 * @csspart emulation-banner - Customer service only: the banner naming the customer an agent
 *   acts for, with "End session".
 *
 * @cssprop [--store-accounts-reserved=75vh] - The page's least height, before and after the widget loads.
 */
export const AccountsElement = createWidgetElement({
  tag: 'store-accounts',
  component: Accounts,
  attributes: {},
  css,
});

export default AccountsElement;
