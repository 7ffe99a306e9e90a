import { useEffect, useRef, useState } from 'react';
import { logError } from '../core/platform/log';
import { sanitiseCmsMarkup } from './cms-markup/sanitise-cms-markup';

interface SafeHtmlProps {
  /** Untrusted markup from the CMS. */
  html: string;
  className?: string;
}

/** CMS markup once sanitised (src/ui/cms-markup); nothing is shown if no sanitiser loads. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    let cancelled = false;
    sanitiseCmsMarkup(html, container.ownerDocument)
      .then((fragment) => {
        if (!cancelled) container.replaceChildren(fragment);
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
