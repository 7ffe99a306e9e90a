import { useCallback, useContext, useRef, useState } from 'react';
import { WidgetHostContext } from '../core/element/widget-host-context';

export type DownloadStatus = 'idle' | 'pending' | 'done' | 'failed';

const REVOKE_AFTER_MS = 60_000;

/** Clicks a blob link inside the widget's shadow root, so nothing is added to the host page. */
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

/** Downloads a file that needs the call's auth headers, which a plain link could not send. */
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
