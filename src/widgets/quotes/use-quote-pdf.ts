import { useCallback, useContext, useRef, useState } from 'react';
import { fetchQuotePdf } from '../../api/quotes/quote-pdf';
import { WidgetHostContext } from '../../core/element/widget-host-context';

export type PdfStatus = 'idle' | 'pending' | 'done' | 'failed';

/** How long the blob's address stays valid: the browser has started the download long before. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Offers a blob as a file download named `fileName`: a link to the blob, clicked from inside the
 * widget's shadow root (nothing is added to the host page), removed at once.
 */
function saveBlob(blob: Blob, fileName: string, root: ParentNode | undefined): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  (root ?? document.body).append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/**
 * The quote's PDF as a download, `quote-{code}.pdf`. It needs the shopper's bearer, so it is
 * fetched (src/api/quotes/quote-pdf.ts) and saved from a blob, never linked. A second click while
 * one is on its way does nothing; a failure says so and may be tried again.
 */
export function useQuotePdf(code: string) {
  const host = useContext(WidgetHostContext);
  const [status, setStatus] = useState<PdfStatus>('idle');
  const busy = useRef(false);
  const download = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setStatus('pending');
    try {
      const blob = await fetchQuotePdf(code);
      saveBlob(blob, `quote-${code}.pdf`, host?.shadowRoot);
      setStatus('done');
    } catch {
      setStatus('failed');
    } finally {
      busy.current = false;
    }
  }, [code, host]);
  return { status, download };
}
