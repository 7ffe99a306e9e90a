import type { Core } from '../../core/core';
import { IDENTITY_TIMEOUT_MS } from '../session-constants/session-constants';
import { IDENTITY_TIMEOUT } from './identity-timeout';

// Identity server addresses and requests, made as the SDK makes them, for use with or without it.

/** The configured `authBase` may be relative. */
export function absolute(path: string): string {
  return new URL(path, globalThis.location.href).toString();
}

export function identityBaseUrl({ config }: Pick<Core, 'config'>): string {
  return `${absolute(config.authBase).replace(/\/$/, '')}/`;
}

/** The realm's part of an AM URL, as the identity SDK builds it: `realms/root/realms/alpha`. */
export function realmUrlPath(realm: string): string {
  const parts = realm
    .split('/')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts[0] !== 'root') parts.unshift('root');
  return parts.map((part) => `realms/${encodeURIComponent(part)}`).join('/');
}

/** No answer in time fails with 'Timeout' (the SDK's word); a network error as fetch reports it. */
export async function identityFetch(
  url: string,
  init: RequestInit,
  timeoutMs = IDENTITY_TIMEOUT_MS,
): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    // By name, not instanceof: the DOMException class differs between realms.
    if ((error as { name?: unknown } | null)?.name === 'TimeoutError') {
      throw new Error(IDENTITY_TIMEOUT, { cause: error });
    }
    throw error;
  }
}
