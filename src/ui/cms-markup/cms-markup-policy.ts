// What CMS markup may contain once sanitised: one policy for both sanitisers, so every browser
// agrees.

/** Removed: forms and their controls would post from our widget; `style` restyles the page. */
export const FORBIDDEN_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select'] as const;

export const FORBIDDEN_ATTRIBUTES = ['style', 'target', 'autofocus'] as const;

const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

// Not core/url's safeHref, which refuses the page-relative links CMS markup may use.
function isSafeLink(href: string): boolean {
  try {
    return LINK_SCHEMES.has(new URL(href, 'https://relative.invalid/').protocol);
  } catch {
    return false;
  }
}

/** Runs after either sanitiser; no CMS element may upgrade into one of our widgets. */
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
