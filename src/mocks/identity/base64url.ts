/** Base64url without padding, over bytes or UTF-8 text; works in Node and browsers (no Buffer). */
export function base64UrlFromBytes(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function base64UrlFromText(text: string): string {
  return base64UrlFromBytes(new TextEncoder().encode(text));
}

/** Decodes base64url to UTF-8 text; undefined when the input is not base64url. */
export function textFromBase64Url(value: string): string | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(value)) return undefined;
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** A random base64url string of `byteLength` random bytes. */
export function randomToken(byteLength = 32): string {
  return base64UrlFromBytes(crypto.getRandomValues(new Uint8Array(byteLength)));
}
