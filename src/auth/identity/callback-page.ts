import { getCore } from '../../core/core';
import { logWarning } from '../../core/platform/log';
import { absolute } from './identity-request';

/**
 * Where the identity server sends the browser back with a code. Every redirect URI must be registered at the identity server: either the one callback
 * page the configuration names (`authRedirectPath`), or every page a shopper signs in on (then
 * each page's own address is sent).
 */

/** The configured callback page, when it is on this page's origin (the tokens live there). */
export function callbackPage(): URL | undefined {
  const configured = getCore().config.authRedirectPath;
  if (!configured) return undefined;
  const url = new URL(absolute(configured));
  if (url.origin === globalThis.location.origin) return url;
  logWarning('authRedirectPath must be a page of this origin; using the page address instead');
  return undefined;
}

/** The redirect URI sent to the identity server: the callback page, or this page's own path. */
export function redirectUri(): string {
  return callbackPage()?.href ?? absolute(globalThis.location.pathname);
}

/** Whether `href` is the configured callback page (its path; the query is the server's). */
export function isCallbackPage(href: string = globalThis.location.href): boolean {
  const page = callbackPage();
  if (!page) return false;
  const url = new URL(href);
  return url.origin === page.origin && url.pathname === page.pathname;
}

/**
 * A page loaded in the hidden authorization frame with the server's answer in its query: its
 * parent reads the code from the frame's address, so the widgets here must neither take it nor
 * start a session of their own.
 */
export function isAuthorizationFrame(): boolean {
  if (globalThis.parent === globalThis.window) return false;
  const query = new URLSearchParams(globalThis.location.search);
  return query.has('state') && (query.has('code') || query.has('error'));
}
