import { FORBIDDEN_ATTRIBUTES, FORBIDDEN_TAGS } from './cms-markup-policy';

/** DOMPurify, loaded only where the browser has no sanitiser of its own and a page shows CMS markup. */
export async function loadPurifySanitiser(): Promise<(html: string, into: Element) => void> {
  const { default: purify } = await import('dompurify');
  return (html, into) =>
    into.replaceChildren(
      purify.sanitize(html, {
        RETURN_DOM_FRAGMENT: true,
        FORBID_TAGS: [...FORBIDDEN_TAGS],
        FORBID_ATTR: [...FORBIDDEN_ATTRIBUTES],
      }),
    );
}
