import { useCallback, useEffect } from 'react';
import type { InvoiceAccess } from '../../api/invoices/invoice-access';
import { fetchInvoicePdf } from '../../api/invoices/invoice-pdf';
import { useTranslate } from '../../core/i18n/use-translate';
import { useFileDownload } from '../../ui/use-file-download';
import { invoicePdfMessages } from './invoice-pdf.messages';

/** An invoice's PDF: it needs the bearer or access token, so it is fetched, saved from a blob. */
export function InvoicePdfButton({
  number,
  access,
  onStatus,
}: {
  number: string;
  access: InvoiceAccess;
  onStatus: (text: string) => void;
}) {
  const t = useTranslate(invoicePdfMessages);
  const fetchPdf = useCallback(() => fetchInvoicePdf(number, access), [number, access]);
  const pdf = useFileDownload(fetchPdf, `invoice-${number}.pdf`);
  useEffect(() => {
    if (pdf.status === 'pending') onStatus(t('pdfPending', { number }));
    else if (pdf.status === 'done') onStatus(t('pdfDone', { number }));
    else if (pdf.status === 'failed') onStatus(t('pdfFailed', { number }));
  }, [pdf.status, number, onStatus, t]);
  return (
    <button
      type="button"
      className="button-link"
      aria-label={t('downloadPdfOf', { number })}
      aria-disabled={pdf.status === 'pending' || undefined}
      onClick={() => void pdf.download()}
    >
      {t('downloadPdf')}
    </button>
  );
}
