import { useCallback } from 'react';
import { fetchQuotePdf } from '../../api/quotes/quote-pdf';
import { useFileDownload, type DownloadStatus } from '../../ui/use-file-download';

export type PdfStatus = DownloadStatus;

/**
 * The quote's PDF as a download, `quote-{code}.pdf`. It needs the shopper's bearer, so it is
 * fetched (src/api/quotes/quote-pdf.ts) and saved from a blob, never linked
 * (src/ui/use-file-download.ts).
 */
export function useQuotePdf(code: string) {
  const fetchPdf = useCallback(() => fetchQuotePdf(code), [code]);
  return useFileDownload(fetchPdf, `quote-${code}.pdf`);
}
