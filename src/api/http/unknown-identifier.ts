import { ApiError, isApiError } from './api-error';
import { matchesCommerceError } from './occ-errors';

/** OCC's 400 for an unknown id, as the 404 the widgets read as "no such thing". */
export function asNotFound(error: unknown): unknown {
  const unknownId =
    isApiError(error) &&
    error.status === 400 &&
    matchesCommerceError(error.info, { type: 'UnknownIdentifierError' });
  return unknownId ? new ApiError('http', error.message, 404, error.info) : error;
}
