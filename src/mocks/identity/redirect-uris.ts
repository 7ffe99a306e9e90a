/**
 * The redirect URIs registered for the store's OAuth client, as an identity server's client
 * configuration keeps them: `authorize` and `endSession` send the browser only to one of them, and
 * refuse any other with 400, whatever its origin. An entry is an exact URI (query and trailing
 * slash significant), or ends in `*` and covers every URI it starts.
 *
 * Seeded with the identity server's own origin, `*` (the demo host's pages use their own address).
 * A page on another origin is registered by an administrator: here `POST
 * /__mock/identity/redirect-uris`. Registrations are configuration, not shopper state: the
 * per-test reset keeps them; `resetRedirectUris` is for unit tests.
 */
const registered = new Set<string>();

/** An http(s) URL without fragment, or undefined. */
export function redirectUrl(raw: string | null): URL | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.hash ? undefined : url;
  } catch {
    return undefined;
  }
}

export function registerRedirectUri(uri: string): boolean {
  const url = redirectUrl(uri.endsWith('*') ? uri.slice(0, -1) : uri);
  if (!url) return false;
  registered.add(uri);
  return true;
}

function matches(entry: string, uri: string): boolean {
  return entry.endsWith('*') ? uri.startsWith(entry.slice(0, -1)) : entry === uri;
}

/** The registered URL `raw` names, or undefined when it is not one (nor a URL at all). */
export function registeredRedirectUrl(raw: string | null, serverOrigin: string): URL | undefined {
  const url = redirectUrl(raw);
  if (!url || !raw) return undefined;
  const own = `${serverOrigin}/*`;
  return [own, ...registered].some((entry) => matches(entry, raw)) ? url : undefined;
}

export function resetRedirectUris(): void {
  registered.clear();
}
