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
 * Attributes: none.
 *
 * Events: `store-widget-loaded`, `store-widget-failed`.
 *
 * State: the root `<div part="base">` carries `data-state="loading" | "signed-out" | "error" |
 * "loaded"`.
 *
 * CSS parts: `base`, `trigger`. Custom properties: `--store-color-*`, `--store-font-family`,
 * `--store-preferences-reserved`.
 */
export const PreferencesElement = createWidgetElement({
  tag: 'store-preferences',
  component: PreferencesPage,
  attributes: {},
  css,
});

export default PreferencesElement;
