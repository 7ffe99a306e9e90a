const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * A link target from untrusted content (CMS, query string, API) made safe to render: site-relative
 * paths, fragments and http(s)/mailto/tel URLs pass; `javascript:`, `data:` and protocol-relative
 * (`//evil`) targets give undefined, and the caller renders plain text instead of a link.
 */
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
