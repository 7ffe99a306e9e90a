/**
 * The header's and footer's CMS content files and where they are. Plain constants and one pure
 * function: the loader uses them to start those reads early (early-content.ts), so nothing here
 * may import the core or React, and nothing the loader does not need belongs here (it ships on
 * every page).
 */
export const NAV_CONTENT_FILE = 'first-level-nav-content.json';
export const FOOTER_CONTENT_FILE = 'footer-content.json';

/** URL of a per-locale content resource on the regional content host (`contentBase`). */
export function contentUrlFor(contentBase: string, locale: string, file: string): string {
  return `${contentBase}/content/${locale}/${file}`;
}
