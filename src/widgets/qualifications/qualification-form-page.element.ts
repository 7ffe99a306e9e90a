import { createWidgetElement } from '../../core/element/create-widget-element';
import { QualificationFormPage } from './qualification-form-page';
import css from './qualifications.css?inline';

/**
 * `<store-qualification-form-page>`: adds a qualification (`/qualifications/{type}/add`) or edits
 * one (`/qualifications/{type}/edit/{id}`), for the types degree, license,
 * organisation and accredited-institution. The form's rules (their
 * messages tied to the fields); saving acts once however often it is clicked or retried (an
 * Idempotency-Key per save); a failure keeps what was typed with a message to try again; once
 * saved the shopper is back on the list, which says so.
 *
 * A type the my-account-qualifications flag does not allow, or an unknown one: "not available";
 * an id not among the shopper's qualifications of that type: "not found"; a visitor: sign in.
 *
 * @tag store-qualification-form-page
 * @summary Adds a qualification or edits one.
 *
 * @attr {'degree' | 'license' | 'organisation' | 'accredited-institution'} [type] - The type,
 *   instead of the page path's `{type}`.
 * @attr {string} [qualification-id] - The qualification to edit, instead of the path's `{id}`.
 *
 * @slot heading-aside - The page's own markup beside the page's heading (a help link, a
 *   contact), under it in a narrow box; nothing by default.
 *
 * @fires {CustomEvent<StoreEventMap['store-widget-loaded']>} store-widget-loaded - The widget
 *   rendered for the first time.
 * @fires {CustomEvent<StoreEventMap['store-widget-failed']>} store-widget-failed - The widget
 *   failed and shows its fallback; the rest of the page keeps working.
 *
 * @csspart base - The root; `data-state="loading" | "unavailable" | "signed-out" | "not-found" |
 *   "error" | "loaded"`.
 * @csspart trigger - The buttons and links.
 * @csspart emulation-banner - Customer service only: the banner naming the customer an agent
 *   acts for, with "End session".
 *
 * @cssprop [--store-qualifications-reserved=75vh] - The page's least height, before and after the widget loads.
 */
export const QualificationFormPageElement = createWidgetElement({
  tag: 'store-qualification-form-page',
  component: QualificationFormPage,
  attributes: { type: 'string', qualificationId: 'string' },
  css,
});

export default QualificationFormPageElement;
