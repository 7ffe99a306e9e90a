import { useCallback } from 'react';
import { fetchQuotePdf } from '../../api/quotes/quote-pdf';
import { useFileDownload, type DownloadStatus } from '../../ui/use-file-download';

export type PdfStatus = DownloadStatus;

/** The quote's PDF: it needs the bearer, so it is fetched and saved from a blob, never linked. */
export function useQuotePdf(code: string, attachmentId: string) {
  const fetchPdf = useCallback(() => fetchQuotePdf(code, attachmentId), [code, attachmentId]);
  return useFileDownload(fetchPdf, `quote-${code}.pdf`);
}
