import { createWidgetElement } from '../../core/element/create-widget-element';
import { SupportLogin } from './support-login';
import css from './support-login.css?inline';

/**
 * `<store-support-login>`: customer service ordering on behalf of a customer (routes `/my-account/support/login` and `/my-account/{x}/support/login`). A customer service
 * member signs in, searches customers by name or email (at most 20 listed) and starts a session
 * for one: from then on every widget on every page shows a banner with the customer's name and
 * "End session", and carts, checkout and orders act for the customer (orders show the agent as
 * Placed by). The agent's session ends after 15 minutes without activity and on sign-out.
 *
 * @tag store-support-login
 * @summary Customer service: sign in, find a customer, act for them.
 *
 * @fires {CustomEvent<StoreEventMap['store-widget-loaded']>} store-widget-loaded - The widget
 *   rendered for the first time.
 * @fires {CustomEvent<StoreEventMap['store-widget-failed']>} store-widget-failed - The widget
 *   failed and shows its fallback; the rest of the page keeps working.
 *
 * @csspart base - The root; `data-state="loading" | "signed-out" | "not-agent" | "searching" |
 *   "acting"`.
 * @csspart item - A customer found.
 * @csspart trigger - The buttons and links (sign in, start a session, go to the cart).
 * @csspart emulation-banner - Customer service only: the banner naming the customer an agent
 *   acts for, with "End session".
 *
 * @cssprop [--store-support-login-reserved=240px] - Height reserved before the widget loads.
 */
export const SupportLoginElement = createWidgetElement({
  tag: 'store-support-login',
  component: SupportLogin,
  attributes: {},
  css,
});

export default SupportLoginElement;
