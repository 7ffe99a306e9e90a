import { createWidgetElement } from '../../core/element/create-widget-element';
import { QualificationFormPage } from './qualification-form-page';
import css from './qualifications.css?inline';

/**
 * `<store-qualification-form-page>`: adds a qualification (`/qualifications/{type}/add`) or edits
 * one (`/qualifications/{type}/edit/{id}`), spec section 2, for the types degree, license,
 * organisation and accredited-institution. The form's rules are src/rules/qualifications (their
 * messages tied to the fields); saving acts once however often it is clicked or retried (an
 * Idempotency-Key per save); a failure keeps what was typed with a message to try again; once
 * saved the shopper is back on the list, which says so.
 *
 * Attributes: `type` (optional): the type, instead of the page path's `{type}`;
 * `qualification-id` (optional): the qualification to edit, instead of the path's `{id}`.
 *
 * A type the my-account-qualifications flag does not allow, or an unknown one: "not available";
 * an id not among the shopper's qualifications of that type: "not found"; a visitor: sign in.
 *
 * Events: `store-widget-loaded`, `store-widget-failed`.
 *
 * State: the root `<div part="base">` carries `data-state="loading" | "unavailable" |
 * "signed-out" | "not-found" | "error" | "loaded"`.
 *
 * CSS parts: `base`, `trigger`. Custom properties: `--store-color-*`, `--store-font-family`,
 * `--store-qualifications-reserved`.
 */
export const QualificationFormPageElement = createWidgetElement({
  tag: 'store-qualification-form-page',
  component: QualificationFormPage,
  attributes: { type: 'string', qualificationId: 'string' },
  css,
});

export default QualificationFormPageElement;
