import { getCore } from '../../core/core';
import { identityBaseUrl } from './identity-request';

export type AuthorizeTransport = 'frame' | 'fetch';

/** Fetch on the same origin only: cross-origin, following the redirect is a CORS request. */
export function authorizeTransport(): AuthorizeTransport {
  const configured = getCore().config.authTransport;
  if (configured !== 'auto') return configured;
  return new URL(identityBaseUrl()).origin === globalThis.location.origin ? 'fetch' : 'frame';
}
