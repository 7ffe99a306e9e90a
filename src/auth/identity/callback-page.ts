import type { Core } from '../../core/core';
import { logWarning } from '../../core/platform/log';
import { absolute } from './identity-request';

// Where the code comes back: the configured callback page, or each sign-in page (all registered).

type ConfigHolder = Pick<Core, 'config'>;

/** The core's configured callback page; only on this page's origin, where the tokens live. */
export function callbackPage({ config }: ConfigHolder): URL | undefined {
  const configured = config.authRedirectPath;
  if (!configured) return undefined;
  const url = new URL(absolute(configured));
  if (url.origin === globalThis.location.origin) return url;
  logWarning('authRedirectPath must be a page of this origin; using the page address instead');
  return undefined;
}

export function redirectUri(core: ConfigHolder): string {
  return callbackPage(core)?.href ?? absolute(globalThis.location.pathname);
}

export function isCallbackPage(
  core: ConfigHolder,
  href: string = globalThis.location.href,
): boolean {
  const page = callbackPage(core);
  if (!page) return false;
  const url = new URL(href);
  return url.origin === page.origin && url.pathname === page.pathname;
}

/** Its parent reads the code from the frame's address, so widgets here must not touch it. */
export function isAuthorizationFrame(): boolean {
  if (globalThis.parent === globalThis.window) return false;
  const query = new URLSearchParams(globalThis.location.search);
  return query.has('state') && (query.has('code') || query.has('error'));
}
