import { createWidgetElement } from '../../core/element/create-widget-element';
import { Accounts } from './accounts';
import css from './accounts.css?inline';

/**
 * `<store-accounts>`: the signed-in shopper's accounts (spec section 2, "Accounts" in the account
 * menu): their personal account and their organisations', each with its customer account number
 * (an organisation's: 4 digits or a temporary 12-character one), its Q-global accounts with their
 * owners, and its aimswebPlus accounts. The owner of an organisation's Q-global account sees
 * "Transfer ownership": a dialog to choose another user of the organisation, then a confirmation;
 * the transfer acts once (spec section 6). Everyone else sees the owner, and no transfer.
 *
 * Attributes: none. A visitor is asked to sign in (src/ui/account-page).
 *
 * Events: `store-widget-loaded`, `store-widget-failed`.
 *
 * State: the root `<div part="base">` carries `data-state="loading" | "signed-out" | "error" |
 * "loaded"`.
 *
 * CSS parts: `base`, `item` (each account), `trigger` (Transfer ownership, Try again, the sign-in
 * link). Custom properties: `--store-color-*`, `--store-font-family`, `--store-accounts-reserved`.
 */
export const AccountsElement = createWidgetElement({
  tag: 'store-accounts',
  component: Accounts,
  attributes: {},
  css,
});

export default AccountsElement;
