import { footerContentQueryOptions } from '../../api/content/get-footer-content';
import { createWidgetElement } from '../../core/element/create-widget-element';
import { Footer } from './footer';
import css from './footer.css?inline';

/**
 * `<store-footer>`: the store's site footer for the page's regional site: nested link columns,
 * content tiles, social links and text blocks from the regional CMS (built-in footer if it
 * cannot be fetched), plus the CMS markup fragment when editable templates are switched on.
 *
 * @tag store-footer
 * @summary The store's site footer from the regional CMS.
 *
 * @fires {CustomEvent<StoreEventMap['store-widget-loaded']>} store-widget-loaded - The widget
 *   rendered for the first time.
 * @fires {CustomEvent<StoreEventMap['store-widget-failed']>} store-widget-failed - The widget
 *   failed and shows its fallback; the rest of the page keeps working.
 *
 * @csspart base - The `<footer>`; `data-state="loading" | "loaded" | "fallback"`.
 * @csspart item - Every tile and social link.
 * @csspart tile - Each content tile.
 * @csspart social-link - Each social link.
 * @csspart emulation-banner - Customer service only: the banner naming the customer an agent
 *   acts for, with "End session".
 *
 * @cssprop [--store-footer-reserved=320px] - Height reserved before the footer renders.
 */
export const FooterElement = createWidgetElement({
  tag: 'store-footer',
  component: Footer,
  attributes: {},
  css,
  prefetch: (queries) => void queries.fetch(footerContentQueryOptions()).catch(() => undefined),
});

export default FooterElement;
