import type { Core } from '../../core/core';
import { identityBaseUrl } from './identity-request';

export type AuthorizeTransport = 'frame' | 'fetch';

/** Fetch on the same origin only: cross-origin, following the redirect is a CORS request. */
export function authorizeTransport(core: Pick<Core, 'config'>): AuthorizeTransport {
  const configured = core.config.authTransport;
  if (configured !== 'auto') return configured;
  return new URL(identityBaseUrl(core)).origin === globalThis.location.origin ? 'fetch' : 'frame';
}
