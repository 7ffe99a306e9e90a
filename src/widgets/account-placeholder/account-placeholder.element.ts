import { createWidgetElement } from '../../core/element/create-widget-element';
import { AccountPlaceholder } from './account-placeholder';
import css from './account-placeholder.css?inline';

/**
 * `<store-account-placeholder>`: an account page whose widget is not built yet (Qualifications,
 * Accounts): the account page shell around "coming soon",
 * so the page already says it is not available when its feature flag is off, asks a visitor to
 * sign in, and links back to the account overview.
 *
 * Attributes: `page`: the account page (`orderHistory`, `quotes`, `savedCarts`, `profile`,
 * `qualifications`, `accounts`, `addressBook`, `preferences`, `paymentCards`);
 * `qualification-type` (optional): a qualification type's page, not available unless the
 * my-account-qualifications flag allows that type.
 *
 * Events: `store-widget-loaded`, `store-widget-failed`.
 *
 * State: the root `<div part="base">` carries `data-state="loading" | "unavailable" |
 * "signed-out" | "coming-soon"`.
 *
 * CSS parts: `base`, `trigger` (the sign-in link). Custom properties: `--store-color-*`,
 * `--store-font-family`, `--store-account-placeholder-reserved`.
 */
export const AccountPlaceholderElement = createWidgetElement({
  tag: 'store-account-placeholder',
  component: AccountPlaceholder,
  attributes: { page: 'string', qualificationType: 'string' },
  css,
});

export default AccountPlaceholderElement;
