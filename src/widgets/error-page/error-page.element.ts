import { createWidgetElement } from '../../core/element/create-widget-element';
import { ErrorPage } from './error-page';
import css from './error-page.css?inline';

/**
 * `<store-error-page>`: the error pages at the regional site root plus `error.{code}.html` (spec
 * section 2; `/en-us/error.404.html`): a localised title and text per code family (401 sign in,
 * 403 forbidden, 404 not found, 410 gone, 408/425/429 try later, other 4xx bad request, 502-504
 * unavailable, other 5xx server error; src/widgets/error-page/error-family.ts), the code, and links
 * home and to contact us (401 adds a sign-in link). Codes outside 400-511 show the 500 page.
 * Its title is the page's `<h1>`.
 *
 * Attributes: `code` (number, optional): the code; default the `{code}` of the page's address.
 *
 * Events: `store-widget-loaded`, `store-widget-failed`.
 *
 * State: the root `<div part="base">` carries `data-state` (the family: `sign-in`, `forbidden`,
 * `not-found`, `gone`, `try-later`, `bad-request`, `unavailable`, `server-error`) and `data-code`.
 *
 * CSS parts: `base`, `trigger` (the sign-in link). Custom properties: `--store-color-*`,
 * `--store-font-family`, `--store-error-page-reserved`.
 */
export const ErrorPageElement = createWidgetElement({
  tag: 'store-error-page',
  component: ErrorPage,
  attributes: { code: 'number' },
  css,
});

export default ErrorPageElement;
