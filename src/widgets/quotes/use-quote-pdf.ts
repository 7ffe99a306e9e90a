import { useCallback } from 'react';
import { fetchQuotePdf } from '../../api/quotes/quote-pdf';
import { useFileDownload, type DownloadStatus } from '../../ui/use-file-download';

export type PdfStatus = DownloadStatus;

/**
 * The quote's PDF (the platform's attachment `attachmentId`) as a download, `quote-{code}.pdf`.
 * It needs the shopper's bearer, so it is fetched (src/api/quotes/quote-pdf.ts) and saved from a
 * blob, never linked (src/ui/use-file-download.ts).
 */
export function useQuotePdf(code: string, attachmentId: string) {
  const fetchPdf = useCallback(() => fetchQuotePdf(code, attachmentId), [code, attachmentId]);
  return useFileDownload(fetchPdf, `quote-${code}.pdf`);
}
