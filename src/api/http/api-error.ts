/** Why a request failed: refused (`http`), too slow, no network, or an unexpected body. */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'parse';

/** The error every request helper throws. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    /** HTTP status; 0 when no response arrived. */
    readonly status: number,
    /** The response body when there was one (parsed JSON or text). */
    readonly info?: unknown,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The change may have been made, so it is checked before it is sent again. */
export function outcomeUnknown(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.kind !== 'http' || error.status >= 500;
}
