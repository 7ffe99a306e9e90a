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
 * Where a shopper goes once signed in, whichever widget signed them in (the account menu, the
 * checkout), in either login mode, or when this tab follows another tab's sign-in: this runs from
 * the session's one signed-in hook (session-actions.ts), so no widget has to know about it. At
 * most one navigation, decided in this order:
 *
 * 1. The page: on the login page, its `returnTo` (the page an idle, timeout or ended session
 *    signed the shopper out of, see logout-redirect.ts), if it passes safeReturnTo; otherwise the
 *    current page.
 * 2. The site: the regional switch (regional-switch.ts) moves a shopper registered in the paired
 *    site's country to that site, onto that same page there (`/store/auassessments/en/quotes` →
 *    `/store/nzassessments/en/quotes`), once.
 * 3. If the switch does not apply (or cannot tell: the registration country could not be read),
 *    the shopper goes to the `returnTo` page as it is, or stays where they are.
 *
 * So the shopper lands on the right page of the right site with one page load, never on the login
 * page of the other site and then back. The cost: going back waits for the registration country
 * (GET /store/customer/current), which the switch needs anyway.
 *
 * A signed-in session restored on the login page counts too: a shopper who signed in in another
 * tab and reloads the login page goes back as well. `returnTo` is never a login page, so this
 * cannot loop.
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
 * Redirect login mode: the identity server sends the browser back to the redirect URI without the
 * page's query: the login page's path, or the one callback page the configuration names. So the
 * page to go back to waits in this tab's session storage: the login page's `returnTo`, or, with a
 * callback page, this page. It is taken by the next sign-in in this tab, and used only if that
 * lands on a login page or the callback page.
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
