import { createWidgetElement } from '../../core/element/create-widget-element';
import { PreferencesPage } from './preferences';
import css from './preferences.css?inline';

/**
 * `<store-preferences>`: the Preferences account page (`/store/{site}/{lang}/my-account/preferences`):
 * the signed-in shopper's communication preferences (news and offers, product updates, training
 * and events; contact by email, phone or post) and regional preferences (their regional site and
 * the language of our messages), saved to the platform. A visitor is asked to sign in. A save
 * that fails keeps the choices with a message to try again; saving twice saves once.
 *
 * @tag store-preferences
 * @summary The shopper's communication and regional preferences.
 *
 * @slot heading-aside - The page's own markup beside the page's heading (a help link, a
 *   contact), under it in a narrow box; nothing by default.
 *
 * @fires {CustomEvent<StoreEventMap['store-widget-loaded']>} store-widget-loaded - The widget
 *   rendered for the first time.
 * @fires {CustomEvent<StoreEventMap['store-widget-failed']>} store-widget-failed - The widget
 *   failed and shows its fallback; the rest of the page keeps working.
 *
 * @csspart base - The root; `data-state="loading" | "signed-out" | "error" | "loaded"`.
 * @csspart trigger - The buttons and links.
 * @csspart emulation-banner - Customer service only: the banner naming the customer an agent
 *   acts for, with "End session".
 *
 * @cssprop [--store-preferences-reserved=75vh] - The page's least height, before and after the widget loads.
 */
export const PreferencesElement = createWidgetElement({
  tag: 'store-preferences',
  component: PreferencesPage,
  attributes: {},
  css,
});

export default PreferencesElement;
