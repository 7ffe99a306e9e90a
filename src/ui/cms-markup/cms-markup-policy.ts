/**
 * What CMS markup may contain once sanitised, whichever sanitiser runs (the browser's own or
 * DOMPurify): one policy, so a content author sees the same fragment in every browser.
 */

/** Removed: forms and their controls would post from our widget; `style` restyles the page. */
export const FORBIDDEN_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select'] as const;

/** Removed attributes: inline styles, and a new window or focus theft chosen by the CMS. */
export const FORBIDDEN_ATTRIBUTES = ['style', 'target', 'autofocus'] as const;

/** Link schemes CMS markup may use (DOMPurify's default list minus the exotic ones). */
const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * Not core/url's safeHref: CMS markup may use page-relative links (`offers.html`), which DOMPurify
 * keeps and safeHref refuses; only an explicit non-web scheme is dropped here.
 */
function isSafeLink(href: string): boolean {
  try {
    // Relative links resolve against any http(s) base; only an explicit other scheme fails.
    return LINK_SCHEMES.has(new URL(href, 'https://relative.invalid/').protocol);
  } catch {
    return false;
  }
}

/**
 * The finishing rules applied after either sanitiser: decorative CMS images, no `data:` or other
 * non-web link targets, and nothing the CMS names that would upgrade into a custom element
 * (one of our widgets inside the header's fragment) or stay an unknown element.
 */
export function finishCmsMarkup(root: ParentNode): void {
  for (const element of [...root.querySelectorAll('*')]) {
    if (element.localName.includes('-') || element instanceof HTMLUnknownElement) {
      // Keep the text, as DOMPurify does for elements it does not know.
      element.replaceWith(...element.childNodes);
      continue;
    }
    // An image without alt text is announced by its file name; CMS images are decorative here.
    if (element instanceof HTMLImageElement && !element.hasAttribute('alt')) element.alt = '';
    if (element instanceof HTMLAnchorElement || element instanceof HTMLAreaElement) {
      const href = element.getAttribute('href');
      if (href !== null && !isSafeLink(href)) element.removeAttribute('href');
    }
  }
}
