import { base64UrlFromBytes, base64UrlFromText, textFromBase64Url } from './base64url';

/**
 * JWTs of the fake identity server: HS256 with a fixed, public mock secret. Good enough for a
 * client that only decodes them (the SDK never verifies an id token); never a real signature.
 */
const SECRET = 'store-widgets-mock-identity-server-not-a-secret';
const HEADER = { typ: 'JWT', alg: 'HS256', kid: 'mock-hs256' };

export type JwtPayload = Record<string, unknown>;

let keyPromise: Promise<CryptoKey> | undefined;

function key(): Promise<CryptoKey> {
  keyPromise ??= crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(SECRET),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return keyPromise;
}

async function signature(input: string): Promise<string> {
  const bytes = await crypto.subtle.sign('HMAC', await key(), new TextEncoder().encode(input));
  return base64UrlFromBytes(new Uint8Array(bytes));
}

export async function signJwt(payload: JwtPayload): Promise<string> {
  const input = `${base64UrlFromText(JSON.stringify(HEADER))}.${base64UrlFromText(JSON.stringify(payload))}`;
  return `${input}.${await signature(input)}`;
}

/** The payload of a JWT-shaped string, without checking the signature. */
export function decodeJwt(token: string): JwtPayload | undefined {
  const part = token.split('.')[1];
  const text = part === undefined ? undefined : textFromBase64Url(part);
  if (text === undefined) return undefined;
  try {
    const payload: unknown = JSON.parse(text);
    return payload && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as JwtPayload)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The payload when the signature is this server's (expiry is not checked). */
export async function verifyJwt(token: string): Promise<JwtPayload | undefined> {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [header, payload, sig] = parts as [string, string, string];
  if ((await signature(`${header}.${payload}`)) !== sig) return undefined;
  return decodeJwt(token);
}
