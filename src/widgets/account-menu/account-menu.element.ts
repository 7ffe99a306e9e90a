import { createWidgetElement } from '../../core/element/create-widget-element';
import { AccountMenu } from './account-menu';
import css from './account-menu.css?inline';

/**
 * `<store-account-menu>`: sign in, the shopper's initials with the account menu (spec section 2),
 * sign out, the idle warning and session notifications. The header shows one by default.
 *
 * Events (on document): `store-signed-in` ({ userId }), `store-signed-out` ({ reason }).
 * CSS parts: `base`, `trigger`, `panel`, `item`.
 */
export const AccountMenuElement = createWidgetElement({
  tag: 'store-account-menu',
  component: AccountMenu,
  attributes: {},
  css,
});

export default AccountMenuElement;
