import { useCallback, useContext, useRef, useState } from 'react';
import { WidgetHostContext } from '../core/element/widget-host-context';

export type DownloadStatus = 'idle' | 'pending' | 'done' | 'failed';

/** How long the blob's address stays valid: the browser has started the download long before. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Offers a blob as a file download named `fileName`: a link to the blob, clicked from inside the
 * widget's shadow root (nothing is added to the host page), removed at once.
 */
export function saveBlob(blob: Blob, fileName: string, root: ParentNode | undefined): void {
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
 * A file the platform serves only to a signed-in (or otherwise authorised) caller, as a download:
 * fetched with the call's headers (a plain link could not send them) and saved from a blob. A
 * second click while one is on its way does nothing; a failure says so and may be tried again.
 * Quote PDFs and invoice PDFs use it.
 */
export function useFileDownload(fetchFile: () => Promise<Blob>, fileName: string) {
  const host = useContext(WidgetHostContext);
  const [status, setStatus] = useState<DownloadStatus>('idle');
  const busy = useRef(false);
  const download = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setStatus('pending');
    try {
      saveBlob(await fetchFile(), fileName, host?.shadowRoot);
      setStatus('done');
    } catch {
      setStatus('failed');
    } finally {
      busy.current = false;
    }
  }, [fetchFile, fileName, host]);
  return { status, download };
}
