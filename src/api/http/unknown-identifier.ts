import { ApiError, isApiError } from './api-error';
import { matchesCommerceError } from './occ-errors';

/**
 * OCC answers a read of an id it does not know (an order, anyone else's included) with 400
 * `UnknownIdentifierError`; the widgets read "no such thing" as a 404 (the not-found view, the
 * site's 404 page). This is that error as a 404, any other error as it was.
 */
export function asNotFound(error: unknown): unknown {
  const unknownId =
    isApiError(error) &&
    error.status === 400 &&
    matchesCommerceError(error.info, { type: 'UnknownIdentifierError' });
  return unknownId ? new ApiError('http', error.message, 404, error.info) : error;
}
