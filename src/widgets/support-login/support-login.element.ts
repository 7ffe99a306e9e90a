import { createWidgetElement } from '../../core/element/create-widget-element';
import { SupportLogin } from './support-login';
import css from './support-login.css?inline';

/**
 * `<store-support-login>`: customer service ordering on behalf of a customer (spec section 6,
 * routes `/my-account/support/login` and `/my-account/{x}/support/login`). A customer service
 * member signs in, searches customers by name or email (at most 20 listed) and starts a session
 * for one: from then on every widget on every page shows a banner with the customer's name and
 * "End session", and carts, checkout and orders act for the customer (orders show the agent as
 * Placed by). The agent's session ends after 15 minutes without activity and on sign-out.
 *
 * Attributes: none.
 *
 * Events: `store-widget-loaded`, `store-widget-failed`.
 *
 * State: the root `<div part="base">` carries `data-state="loading" | "signed-out" | "not-agent"
 * | "searching" | "acting"`.
 *
 * CSS parts: `base`, `item` (a customer found), `trigger` (sign in, go to the cart),
 * `emulation-banner` (every widget's banner). Custom properties: `--store-color-*`,
 * `--store-font-family`, `--store-support-login-reserved`.
 */
export const SupportLoginElement = createWidgetElement({
  tag: 'store-support-login',
  component: SupportLogin,
  attributes: {},
  css,
});

export default SupportLoginElement;
