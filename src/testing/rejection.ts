import { expect } from 'vitest';

/** The error of class `type` that `promise` rejects with; the test fails if it resolves or rejects otherwise. */
export async function rejection<E>(
  promise: Promise<unknown>,
  type: abstract new (...args: never[]) => E,
): Promise<E> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  return error as E;
}
