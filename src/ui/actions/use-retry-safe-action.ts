import { useCallback, useRef, useState } from 'react';

export type RetrySafeActionState<R> =
  | { status: 'idle' }
  /** `afterFailure`: keep the failure message until the retry ends, so the button does not move. */
  | { status: 'pending'; afterFailure?: boolean }
  | { status: 'done'; result: R }
  | { status: 'failed'; error: unknown };

export interface RetrySafeAction<I, R> {
  state: RetrySafeActionState<R>;
  /** Undefined if it failed or was in flight; a void action returns `true` to tell success. */
  run: (input: I) => Promise<R | undefined>;
  reset: () => void;
}

/** The same input keeps its request id until `succeeded`, so a retried change applies once. */
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

/** Told of one attempt that starts (not of a click while one is in flight), then of its end. */
export type AttemptObserver<I, R> = (input: I) => {
  succeeded: (result: R) => void;
  failed: (error: unknown) => void;
};

/**
 * A shopper's change, safe to click twice and to retry; `onSettled` runs after every attempt,
 * `observe` is told when each attempt starts and how it ended.
 */
export function useRetrySafeAction<I, R>(
  perform: (input: I, requestId: string) => Promise<R>,
  fingerprint: (input: I) => string,
  onSettled?: () => void,
  observe?: AttemptObserver<I, R>,
): RetrySafeAction<I, R> {
  const [state, setState] = useState<RetrySafeActionState<R>>({ status: 'idle' });
  const inFlight = useRef(false);
  const { idFor, succeeded } = useRequestIds(fingerprint);

  const run = useCallback(
    async (input: I): Promise<R | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      const requestId = idFor(input);
      const attempt = observe?.(input);
      setState((previous) => ({ status: 'pending', afterFailure: previous.status === 'failed' }));
      try {
        const result = await perform(input, requestId);
        succeeded();
        attempt?.succeeded(result);
        setState({ status: 'done', result });
        return result;
      } catch (error) {
        attempt?.failed(error);
        setState({ status: 'failed', error });
        return undefined;
      } finally {
        inFlight.current = false;
        onSettled?.();
      }
    },
    [perform, idFor, succeeded, onSettled, observe],
  );
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, run, reset };
}
