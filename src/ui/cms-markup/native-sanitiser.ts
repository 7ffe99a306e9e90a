import { FORBIDDEN_ATTRIBUTES, FORBIDDEN_TAGS } from './cms-markup-policy';

/** The HTML Sanitizer API's configuration, as far as we use it (not yet in lib.dom). */
interface SanitizerConfig {
  removeElements: readonly string[];
  replaceWithChildrenElements: readonly string[];
  removeAttributes: readonly string[];
  comments: boolean;
}
type SetHtml = (this: Element, html: string, options: { sanitizer: SanitizerConfig }) => void;

// Forms keep their text, as with DOMPurify; `setHTML` drops scripts and handlers whatever this
// says.
const CONFIG: SanitizerConfig = {
  removeElements: ['style', 'link', 'meta', 'base', 'title', 'noscript', 'template'],
  replaceWithChildrenElements: FORBIDDEN_TAGS.filter((tag) => tag !== 'style'),
  removeAttributes: FORBIDDEN_ATTRIBUTES,
  comments: false,
};

function isNative(fn: unknown): fn is SetHtml {
  return typeof fn === 'function' && Function.prototype.toString.call(fn).includes('[native code]');
}

/** The browser's own `Element.setHTML`, unless missing or replaced by a host page's polyfill. */
export function nativeSanitiser(): ((html: string, into: Element) => void) | undefined {
  const setHtml = (Element.prototype as { setHTML?: unknown }).setHTML;
  const sanitizer = (globalThis as { Sanitizer?: { prototype: object } }).Sanitizer;
  // The current API; an early, withdrawn Chromium version had setHTML with other option names.
  if (!isNative(setHtml) || !sanitizer || !('replaceElementWithChildren' in sanitizer.prototype)) {
    return undefined;
  }
  return (html, into) => setHtml.call(into, html, { sanitizer: CONFIG });
}
