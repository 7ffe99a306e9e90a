import { expect } from 'vitest';
import { ApiError } from '../api/http/api-error';

/** The ApiError `promise` rejects with; fails the test if it resolves or rejects with anything else. */
export async function apiFailure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}
