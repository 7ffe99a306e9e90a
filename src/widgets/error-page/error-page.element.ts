import { createWidgetElement } from '../../core/element/create-widget-element';
import { ErrorPage } from './error-page';
import css from './error-page.css?inline';

/**
 * `<store-error-page>`: the error pages at the regional site root plus `error.{code}.html` (`/en-us/error.404.html`): a localised title and text per code family (401 sign in,
 * 403 forbidden, 404 not found, 410 gone, 408/425/429 try later, other 4xx bad request, 502-504
 * unavailable, other 5xx server error), the code, and links
 * home and to contact us (401 adds a sign-in link). Codes outside 400-511 show the 500 page.
 * Its title is the page's `<h1>`.
 *
 * @tag store-error-page
 * @summary A localised error page for an HTTP status code.
 *
 * @attr {number} [code] - The code; default the `{code}` of the page's address.
 *
 * @fires {CustomEvent<StoreEventMap['store-widget-loaded']>} store-widget-loaded - The widget
 *   rendered for the first time.
 * @fires {CustomEvent<StoreEventMap['store-widget-failed']>} store-widget-failed - The widget
 *   failed and shows its fallback; the rest of the page keeps working.
 *
 * @csspart base - The root; `data-state` is the family (`sign-in`, `forbidden`, `not-found`,
 *   `gone`, `try-later`, `bad-request`, `unavailable`, `server-error`), `data-code` the code.
 * @csspart trigger - The sign-in link.
 * @csspart emulation-banner - Customer service only: the banner naming the customer an agent
 *   acts for, with "End session".
 *
 * @cssprop [--store-error-page-reserved=240px] - Height reserved before the widget loads.
 */
export const ErrorPageElement = createWidgetElement({
  tag: 'store-error-page',
  component: ErrorPage,
  attributes: { code: 'number' },
  css,
});

export default ErrorPageElement;
