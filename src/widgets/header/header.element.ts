import { navContentQueryOptions } from '../../api/content/get-nav-content';
import { createWidgetElement } from '../../core/element/create-widget-element';
import { Header } from './header';
import css from './header.css?inline';

/**
 * `<store-header>`: the store's site header for the page's regional site.
 *
 * @tag store-header
 * @summary The store's site header: logo, menus, account menu and mini-cart.
 *
 * @attr {string} [home-href=/] - Where the logo links; unset, the route table's home page.
 *
 * @slot account-menu - The account menu; `<store-account-menu>` by default.
 * @slot mini-cart - The cart button; `<store-mini-cart>` by default.
 *
 * @fires {CustomEvent<StoreEventMap['store-menu-opened']>} store-menu-opened - A menu was opened
 *   (by click or keyboard).
 * @fires {CustomEvent<StoreEventMap['store-widget-loaded']>} store-widget-loaded - The widget
 *   rendered for the first time.
 * @fires {CustomEvent<StoreEventMap['store-widget-failed']>} store-widget-failed - The widget
 *   failed and shows its fallback; the rest of the page keeps working.
 *
 * @csspart base - The root.
 * @csspart menu - The menu bar.
 * @csspart trigger - Each menu's button.
 * @csspart panel - An open menu.
 * @csspart emulation-banner - Customer service only: the banner naming the customer an agent
 *   acts for, with "End session".
 *
 * @cssprop [--store-header-reserved=141px] - Height reserved before the header renders (137px
 *   below 768px wide).
 */
export const HeaderElement = createWidgetElement({
  tag: 'store-header',
  component: Header,
  attributes: { homeHref: 'string' },
  css,
  prefetch: (queries) => void queries.fetch(navContentQueryOptions()).catch(() => undefined),
});

export default HeaderElement;
