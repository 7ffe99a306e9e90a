// The header's and footer's CMS content files. The loader ships this on every page, so it imports
// neither the core nor React.
export const NAV_CONTENT_FILE = 'first-level-nav-content.json';
export const FOOTER_CONTENT_FILE = 'footer-content.json';

/** A per-locale content resource on the regional content host. */
export function contentUrlFor(contentBase: string, locale: string, file: string): string {
  return `${contentBase}/content/${locale}/${file}`;
}
