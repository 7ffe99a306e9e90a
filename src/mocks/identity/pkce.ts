import { base64UrlFromBytes } from './base64url';

/** RFC 7636: 43 to 128 unreserved characters. */
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
/** BASE64URL of a SHA-256 digest: 43 characters. */
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

export function isCodeVerifier(value: string): boolean {
  return VERIFIER.test(value);
}

export function isCodeChallenge(value: string): boolean {
  return CHALLENGE.test(value);
}

/** The S256 challenge of a verifier: BASE64URL(SHA256(ASCII(verifier))). */
export async function s256Challenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64UrlFromBytes(new Uint8Array(digest));
}

export async function verifyPkce(verifier: string, challenge: string): Promise<boolean> {
  if (!isCodeVerifier(verifier)) return false;
  return (await s256Challenge(verifier)) === challenge;
}
