const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** For untrusted content; undefined (render plain text) for `javascript:`, `data:` or `//evil`. */
export function safeHref(value: string | undefined): string | undefined {
  const href = value?.trim();
  if (!href) return undefined;
  if (href.startsWith('#')) return href;
  if (href.startsWith('/'))
    return href.startsWith('//') || href.startsWith('/\\') ? undefined : href;
  try {
    return ALLOWED_SCHEMES.has(new URL(href).protocol) ? href : undefined;
  } catch {
    return undefined;
  }
}
