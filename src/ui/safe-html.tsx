import type DOMPurify from 'dompurify';
import { useEffect, useRef, useState } from 'react';
import { logError } from '../core/log';

type Purify = typeof DOMPurify;

let purifier: Promise<Purify> | undefined;

/** DOMPurify is loaded only when a page actually shows CMS markup, and configured once. */
function loadPurifier(): Promise<Purify> {
  purifier ??= import('dompurify').then(({ default: purify }) => {
    purify.addHook('afterSanitizeAttributes', (node) => {
      // An image without alt text is announced by its file name; CMS images are decorative here.
      if (node instanceof HTMLImageElement && !node.hasAttribute('alt')) node.alt = '';
      // Links that open a new window must not get a handle on this page.
      if (node instanceof HTMLAnchorElement && node.target === '_blank') {
        node.rel = 'noopener noreferrer';
      }
    });
    return purify;
  });
  return purifier;
}

interface SafeHtmlProps {
  /** Untrusted markup from the CMS. */
  html: string;
  className?: string;
}

/**
 * Shows CMS markup after DOMPurify has removed scripts, event handlers and script URLs. The
 * sanitised fragment is appended as DOM nodes: no raw HTML string ever reaches innerHTML.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    loadPurifier()
      .then((purify) => {
        const container = ref.current;
        if (cancelled || !container) return;
        const fragment = purify.sanitize(html, {
          RETURN_DOM_FRAGMENT: true,
          FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
          FORBID_ATTR: ['style'],
        });
        container.replaceChildren(fragment);
      })
      .catch((error: unknown) => {
        logError('could not load the HTML sanitiser; CMS markup not shown', error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [html]);
  if (failed) return null;
  return <div ref={ref} className={className} />;
}
