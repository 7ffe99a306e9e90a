import { getCore } from '../../core/core';
import { identityBaseUrl } from './identity-request';

export type AuthorizeTransport = 'frame' | 'fetch';

/**
 * `auto`: fetch on the page's own origin, else the hidden frame, since a fetch following the
 * redirect cross-origin is a CORS request the page's server does not answer.
 */
export function authorizeTransport(): AuthorizeTransport {
  const configured = getCore().config.authTransport;
  if (configured !== 'auto') return configured;
  return new URL(identityBaseUrl()).origin === globalThis.location.origin ? 'fetch' : 'frame';
}
