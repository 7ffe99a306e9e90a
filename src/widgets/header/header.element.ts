import { createWidgetElement } from '../../core/element/create-widget-element';
import { Header } from './header';
import css from './header.css?inline';

/**
 * `<store-header>`: the store's site header for the page's regional site.
 *
 * Attributes:
 * - `home-href`: where the logo links (default `/`).
 *
 * Slots: `account-menu`, `mini-cart` (light-DOM children such as `<store-account-menu slot="account-menu">`).
 *
 * Events: `store-menu-opened` ({ menuId }), `store-widget-loaded`, `store-widget-failed`.
 *
 * CSS parts: `base`, `menu`, `trigger`, `panel`. Custom properties: `--store-color-*`,
 * `--store-font-family`, `--store-header-reserved` (height reserved before the header renders).
 */
export const HeaderElement = createWidgetElement({
  tag: 'store-header',
  component: Header,
  attributes: { homeHref: 'string' },
  css,
});

export default HeaderElement;
