import { createWidgetElement } from '../../core/element/create-widget-element';
import { Footer } from './footer';
import css from './footer.css?inline';

/**
 * `<store-footer>`: the store's site footer for the page's regional site: nested link columns,
 * content tiles, social links and text blocks from the regional CMS (built-in footer if it
 * cannot be fetched), plus the CMS markup fragment when editable templates are switched on.
 *
 * Attributes: none.
 *
 * Events: `store-widget-loaded`, `store-widget-failed`.
 *
 * State: the `<footer part="base">` carries `data-state="loading" | "loaded" | "fallback"`.
 *
 * CSS parts: `base` (the footer), `item` (every tile and social link), `tile`, `social-link`.
 * Custom properties: `--store-color-*`, `--store-font-family`, `--store-footer-reserved`
 * (height reserved before the footer renders).
 */
export const FooterElement = createWidgetElement({
  tag: 'store-footer',
  component: Footer,
  attributes: {},
  css,
});

export default FooterElement;
