import type { ElementImporter } from '../core/element/lazy-registry';

/**
 * Every tag the loader knows, and where its code lives. Adding a widget means one line here; the
 * loader imports nothing else of the widget until its tag is on the page.
 */
export const WIDGET_IMPORTERS: Record<string, ElementImporter> = {
  'store-header': () => import('./header/header.element'),
  'store-footer': () => import('./footer/footer.element'),
  'store-account-menu': () => import('./account-menu/account-menu.element'),
  'store-payment-cards': () => import('./payment-cards/payment-cards.element'),
};
