/**
 * The regional CMS's files and where they are. Plain constants and one pure function: the loader
 * uses them to start the header's and footer's reads early (early-content.ts), so nothing here may
 * import the core or React.
 */
export const NAV_CONTENT_FILE = 'first-level-nav-content.json';
export const NAV_HTML_FILE = 'first-level-nav-react-content.html';
export const FOOTER_CONTENT_FILE = 'footer-content.json';
export const FOOTER_HTML_FILE = 'footer-react-content.html';

/** URL of a per-locale content resource on the regional content host (`contentBase`). */
export function contentUrlFor(contentBase: string, locale: string, file: string): string {
  return `${contentBase}/content/${locale}/${file}`;
}
