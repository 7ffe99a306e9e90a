import { createWidgetElement } from '../../core/element/create-widget-element';
import { Qualifications } from './qualifications';
import css from './qualifications.css?inline';

/**
 * `<store-qualifications>`: the signed-in shopper's qualifications (spec section 2,
 * `/qualifications`): their qualification level (A, AB or ABC) and what it lets them buy, then
 * their qualifications grouped by type (degrees, licenses, professional organisations,
 * accredited institutions), only the types the my-account-qualifications flag allows, each with
 * Edit and an "Add" link to that type's form page. On `/qualifications/{type}` it shows that
 * type only (a type the flag does not allow: "not available"). After the form page saves, it
 * says what was saved (a live region).
 *
 * Attributes: `type` (optional): show only this type, instead of the page path's `{type}`.
 *
 * No type allowed by the flag: "not available"; a visitor: sign in (src/ui/account-page).
 *
 * Events: `store-widget-loaded`, `store-widget-failed`.
 *
 * State: the root `<div part="base">` carries `data-state="loading" | "unavailable" |
 * "signed-out" | "error" | "loaded"`.
 *
 * CSS parts: `base`, `notice` (the level), `item` (each qualification), `trigger` (its links).
 * Custom properties: `--store-color-*`, `--store-font-family`, `--store-qualifications-reserved`.
 */
export const QualificationsElement = createWidgetElement({
  tag: 'store-qualifications',
  component: Qualifications,
  attributes: { type: 'string' },
  css,
});

export default QualificationsElement;
