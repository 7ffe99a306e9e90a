import { readItem, removeItem, writeItem } from '../../core/platform/storage';
/** PKCE values of spec section 9, kept in session storage while away at the identity server. */
const PKCE_KEY = 'store-widgets.pkce';

export interface PkceValues {
  state: string;
  verifier: string;
}

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function randomValue(byteCount: number): string {
  return base64url(crypto.getRandomValues(new Uint8Array(byteCount)));
}

export function createPkce(): PkceValues {
  return { state: randomValue(16), verifier: randomValue(32) };
}

export async function challengeFor(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

export function savePkce(values: PkceValues): void {
  writeItem(PKCE_KEY, JSON.stringify(values), 'session');
}

/** Removed as they are read: a code is exchanged once. */
export function takeSavedPkce(): PkceValues | undefined {
  const raw = readItem(PKCE_KEY, 'session');
  removeItem(PKCE_KEY, 'session');
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<PkceValues>;
    return typeof value.state === 'string' && typeof value.verifier === 'string'
      ? { state: value.state, verifier: value.verifier }
      : undefined;
  } catch {
    return undefined;
  }
}
