import { createWidgetElement } from '../../core/element/create-widget-element';
import { Qualifications } from './qualifications';
import css from './qualifications.css?inline';

/**
 * `<store-qualifications>`: the signed-in shopper's qualifications (`/qualifications`): their qualification level (A, AB or ABC) and what it lets them buy, then
 * their qualifications grouped by type (degrees, licenses, professional organisations,
 * accredited institutions), only the types the my-account-qualifications flag allows, each with
 * Edit and an "Add" link to that type's form page. On `/qualifications/{type}` it shows that
 * type only (a type the flag does not allow: "not available"). After the form page saves, it
 * says what was saved (a live region).
 *
 * No type allowed by the flag: "not available"; a visitor: sign in.
 *
 * @tag store-qualifications
 * @summary The shopper's qualification level and qualifications.
 *
 * @attr {'degree' | 'license' | 'organisation' | 'accredited-institution'} [type] - Show only
 *   this type, instead of the page path's `{type}`.
 *
 * @slot heading-aside - The page's own markup beside the page's heading (a help link, a
 *   contact), under it in a narrow box; nothing by default.
 *
 * @fires {CustomEvent<StoreEventMap['store-widget-loaded']>} store-widget-loaded - The widget
 *   rendered for the first time.
 * @fires {CustomEvent<StoreEventMap['store-widget-failed']>} store-widget-failed - The widget
 *   failed and shows its fallback; the rest of the page keeps working.
 *
 * @csspart base - The root; `data-state="loading" | "unavailable" | "signed-out" | "error" |
 *   "loaded"`.
 * @csspart notice - The level.
 * @csspart item - Each qualification.
 * @csspart trigger - Its links.
 * @csspart emulation-banner - Customer service only: the banner naming the customer an agent
 *   acts for, with "End session".
 *
 * @cssprop [--store-qualifications-reserved=75vh] - The page's least height, before and after the widget loads.
 */
export const QualificationsElement = createWidgetElement({
  tag: 'store-qualifications',
  component: Qualifications,
  attributes: { type: 'string' },
  css,
});

export default QualificationsElement;
