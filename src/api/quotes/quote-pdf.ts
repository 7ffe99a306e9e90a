import { commerceFile } from '../http/commerce-client';
import { quotePath } from './get-quote';

/**
 * GET a quote's document, OCC's `…/quotes/{code}/attachments/{attachmentId}` (the id from the
 * quote's `sapAttachments`), as any commerce call (it needs the bearer, so a plain link cannot
 * fetch it): the caller offers the blob as a download. An answer that is not a PDF is an ApiError
 * `parse`, a refusal an ApiError `http` with its OCC body.
 */
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
