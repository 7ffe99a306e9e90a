/**
 * The OAuth client's registered redirect URIs: `authorize` and `endSession` refuse any other with
 * 400. An entry is exact, or ends in `*`. Registrations are configuration: a reset keeps them.
 */
const registered = new Set<string>();

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
