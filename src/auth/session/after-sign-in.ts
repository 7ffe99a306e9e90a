import { getCore } from '../../core/core';
import {
  isLoginPath,
  RETURN_TO_PARAM,
  safeReturnTo,
  thisPageReturnTo,
} from '../../core/routes/return-to';
import { readItem, removeItem, writeItem } from '../../core/platform/storage';
import { callbackPage, isCallbackPage } from '../identity/callback-page';
import { switchToRegistrationSite } from './regional-switch';

/**
 * Where a shopper goes once signed in, from the session's one signed-in hook (session-actions.ts),
 * so no widget has to know. At most one navigation: the login page's safe `returnTo` (or this
 * page), moved to the paired site by the regional switch when it applies, so the shopper lands on
 * the right page of the right site in one load. `returnTo` is never a login page: no loop.
 */

/** Session storage: the login page's `returnTo` while the identity server's page is shown. */
export const PENDING_RETURN_TO_KEY = 'store-widgets.returnTo';

function parse(href: string): URL | undefined {
  try {
    return new URL(href);
  } catch {
    return undefined;
  }
}

/** The current page's `returnTo`, if the page is the login page and the value is safe. */
export function returnToOfPage(href: string = globalThis.location.href): string | undefined {
  const url = parse(href);
  if (!url || !isLoginPath(url.pathname, getCore().store.site.routes)) return undefined;
  return safeReturnTo(url.searchParams.get(RETURN_TO_PARAM));
}

/**
 * Redirect login mode: the identity server comes back without the page's query, so the page to
 * return to waits in this tab's session storage until the next sign-in here.
 */
export function rememberReturnTo(): void {
  const back = returnToOfPage() ?? (callbackPage() ? thisPageReturnTo() : undefined);
  if (back) writeItem(PENDING_RETURN_TO_KEY, back, 'session');
}

function takeRememberedReturnTo(): string | undefined {
  const value = readItem(PENDING_RETURN_TO_KEY, 'session');
  if (value !== null) removeItem(PENDING_RETURN_TO_KEY, 'session');
  // Validated again: session storage is as writable by the page as the query string.
  return safeReturnTo(value);
}

/** The page to go back to after this sign-in, if any (see the order above). */
export function returnAfterSignIn(href: string = globalThis.location.href): string | undefined {
  const remembered = takeRememberedReturnTo();
  const onLoginPage = returnToOfPage(href);
  if (onLoginPage) return onLoginPage;
  const url = parse(href);
  const landed =
    url && (isLoginPath(url.pathname, getCore().store.site.routes) || isCallbackPage(href));
  return landed ? remembered : undefined;
}

/** Runs once the shopper is signed in (see the order above). */
export async function navigateAfterSignIn(
  navigate: (url: string) => void = (url) => globalThis.location.assign(url),
): Promise<void> {
  const back = returnAfterSignIn();
  const switched = await switchToRegistrationSite(back);
  if (!switched && back) navigate(back);
}
