import { ApiError } from '../api/http/api-error';
import { rejection } from './rejection';

/** The ApiError `promise` rejects with; fails the test if it resolves or rejects with anything else. */
export const apiFailure = (promise: Promise<unknown>): Promise<ApiError> =>
  rejection(promise, ApiError);
