import type { Core } from '../../core/core';
import {
  isLoginPath,
  RETURN_TO_PARAM,
  safeReturnTo,
  thisPageReturnTo,
} from '../../core/routes/return-to';
import { readItem, removeItem, writeItem } from '../../core/platform/storage';
import { callbackPage, isCallbackPage } from '../identity/callback-page';
import { switchToRegistrationSite } from './regional-switch';

// Where a shopper goes once signed in, so no widget has to know: at most one navigation, to the
// login page's safe `returnTo` (never a login page) or this page, moved by the regional switch.

/** Session storage, while the identity server's page is shown. */
export const PENDING_RETURN_TO_KEY = 'store-widgets.returnTo';

function parse(href: string): URL | undefined {
  try {
    return new URL(href);
  } catch {
    return undefined;
  }
}

type SignInCore = Pick<Core, 'store' | 'config'>;

/** Only on the login page (the core's site's routes), and only if safe. */
export function returnToOfPage(
  { store }: SignInCore,
  href: string = globalThis.location.href,
): string | undefined {
  const url = parse(href);
  if (!url || !isLoginPath(url.pathname, store.site.routes)) return undefined;
  return safeReturnTo(url.searchParams.get(RETURN_TO_PARAM));
}

/** Redirect login mode loses the page's query, so `returnTo` waits in session storage. */
export function rememberReturnTo(core: SignInCore): void {
  const back = returnToOfPage(core) ?? (callbackPage(core) ? thisPageReturnTo() : undefined);
  if (back) writeItem(PENDING_RETURN_TO_KEY, back, 'session');
}

function takeRememberedReturnTo(): string | undefined {
  const value = readItem(PENDING_RETURN_TO_KEY, 'session');
  if (value !== null) removeItem(PENDING_RETURN_TO_KEY, 'session');
  // Validated again: session storage is as writable by the page as the query.
  return safeReturnTo(value);
}

export function returnAfterSignIn(
  core: SignInCore,
  href: string = globalThis.location.href,
): string | undefined {
  const remembered = takeRememberedReturnTo();
  const onLoginPage = returnToOfPage(core, href);
  if (onLoginPage) return onLoginPage;
  const url = parse(href);
  const landed =
    url && (isLoginPath(url.pathname, core.store.site.routes) || isCallbackPage(core, href));
  return landed ? remembered : undefined;
}

export async function navigateAfterSignIn(
  core: SignInCore,
  navigate: (url: string) => void = (url) => globalThis.location.assign(url),
): Promise<void> {
  const back = returnAfterSignIn(core);
  const switched = await switchToRegistrationSite(core, back);
  if (!switched && back) navigate(back);
}
