import { useCallback, useRef, useState } from 'react';

export type RetrySafeActionState<R> =
  | { status: 'idle' }
  /**
   * `afterFailure`: this attempt retries a failed one; its failure message may stay until the
   * retry ends (a message that vanished on the first click of a double click would move the
   * button, and the second click would land on whatever moved under the pointer).
   */
  | { status: 'pending'; afterFailure?: boolean }
  | { status: 'done'; result: R }
  | { status: 'failed'; error: unknown };

export interface RetrySafeAction<I, R> {
  state: RetrySafeActionState<R>;
  /**
   * Runs the action; resolves with its result, or undefined when it failed (see `state`) or when
   * the same action is already in flight (a double click sends one request). An action with
   * nothing to return resolves `true`, so that its success is told from those.
   */
  run: (input: I) => Promise<R | undefined>;
  reset: () => void;
}

/**
 * The request id of one change and its retries: the same input gets the id it had until that
 * change succeeds (`succeeded`), so a retry after a failure whose outcome is unknown (a timeout,
 * a lost answer) is applied once by the platform; different input gets a new id.
 */
export function useRequestIds<I>(fingerprint: (input: I) => string) {
  const pending = useRef<{ fingerprint: string; requestId: string } | null>(null);
  const idFor = useCallback(
    (input: I) => {
      const print = fingerprint(input);
      if (pending.current?.fingerprint !== print) {
        pending.current = { fingerprint: print, requestId: crypto.randomUUID() };
      }
      return pending.current.requestId;
    },
    [fingerprint],
  );
  const succeeded = useCallback(() => {
    pending.current = null;
  }, []);
  return { idFor, succeeded };
}

/**
 * One change made by a shopper, safe to click twice and to retry: while it runs a second call is
 * ignored, and a retry of the same input after a failure (a timeout may have made the change
 * after all) reuses its request id, so the platform applies it once. Different input, or success,
 * starts a new id. `onSettled` runs after every attempt, success or failure (refresh what the
 * page shows from the platform).
 */
export function useRetrySafeAction<I, R>(
  perform: (input: I, requestId: string) => Promise<R>,
  fingerprint: (input: I) => string,
  onSettled?: () => void,
): RetrySafeAction<I, R> {
  const [state, setState] = useState<RetrySafeActionState<R>>({ status: 'idle' });
  const inFlight = useRef(false);
  const { idFor, succeeded } = useRequestIds(fingerprint);

  const run = useCallback(
    async (input: I): Promise<R | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      const requestId = idFor(input);
      setState((previous) => ({ status: 'pending', afterFailure: previous.status === 'failed' }));
      try {
        const result = await perform(input, requestId);
        succeeded();
        setState({ status: 'done', result });
        return result;
      } catch (error) {
        setState({ status: 'failed', error });
        return undefined;
      } finally {
        inFlight.current = false;
        onSettled?.();
      }
    },
    [perform, idFor, succeeded, onSettled],
  );
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, run, reset };
}
