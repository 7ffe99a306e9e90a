import { commerceFile } from '../http/commerce-client';
import { quotePath } from './get-quote';

/** A quote's PDF, fetched with the bearer (a plain link cannot), offered as a download. */
export function fetchQuotePdf(
  code: string,
  attachmentId: string,
  signal?: AbortSignal,
): Promise<Blob> {
  return commerceFile(`${quotePath(code)}/attachments/${encodeURIComponent(attachmentId)}`, {
    accept: 'application/pdf',
    signal,
  });
}
