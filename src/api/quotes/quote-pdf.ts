import { getCore } from '../../core/core';
import { ApiError } from '../http/api-error';
import { commerceHeaders } from '../http/commerce-client';
import { quotePath } from './get-quote';

/** The address of a quote's PDF (the quotes-PDF-download-upgrade flag shows the link). */
export function quotePdfUrl(code: string): string {
  return `${getCore().config.apiBase}${quotePath(code)}/pdf`;
}

/**
 * GET a quote's PDF with the commerce headers (it needs the bearer, so a plain link cannot fetch
 * it): the caller offers the blob as a download. An answer that is not a PDF is an ApiError
 * `parse`, a refusal an ApiError `http` with its OCC body, as every other call.
 */
export async function fetchQuotePdf(code: string, signal?: AbortSignal): Promise<Blob> {
  const { config } = getCore();
  const url = quotePdfUrl(code);
  const headers = { ...(await commerceHeaders()), Accept: 'application/pdf' };
  const timeout = AbortSignal.timeout(config.requestTimeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      headers,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (timeout.aborted) throw new ApiError('timeout', `${url} timed out`, 0);
    if (signal?.aborted) throw error;
    throw new ApiError('network', `${url}: network error`, 0);
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let info: unknown = text;
    try {
      info = JSON.parse(text) as unknown;
    } catch {
      // a body that is not JSON stays text
    }
    throw new ApiError('http', `GET ${url} failed with ${response.status}`, response.status, info);
  }
  if (!response.headers.get('Content-Type')?.startsWith('application/pdf')) {
    throw new ApiError('parse', `GET ${url} did not return a PDF`, response.status);
  }
  return response.blob();
}
