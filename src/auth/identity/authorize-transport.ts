import { getCore } from '../../core/core';
import { identityBaseUrl } from './identity-request';

export type AuthorizeTransport = 'frame' | 'fetch';

/**
 * `auto`: fetch when the identity server is on this page's origin, the hidden frame otherwise. A
 * fetch follows the server's redirect back to the page, which on another origin is a CORS request
 * the page's own server does not answer; the frame reads the code from a same-origin page instead.
 */
export function authorizeTransport(): AuthorizeTransport {
  const configured = getCore().config.authTransport;
  if (configured !== 'auto') return configured;
  return new URL(identityBaseUrl()).origin === globalThis.location.origin ? 'fetch' : 'frame';
}
