import { expect } from 'vitest';
import { StoreActionError } from '../ui/cart/add-lines';

/** The StoreActionError `promise` rejects with (the test fails if it resolves or rejects otherwise). */
export async function refusal(promise: Promise<unknown>): Promise<StoreActionError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StoreActionError);
  return error as StoreActionError;
}
