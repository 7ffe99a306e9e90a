import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { announceCartChange } from './cart-sync';

export type CartActionState<R> =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'done'; result: R }
  | { status: 'failed'; error: unknown };

export interface CartAction<I, R> {
  state: CartActionState<R>;
  /**
   * Runs the action; resolves with its result, or undefined when it failed (see `state`) or when
   * the same widget's action is already in flight (a double click sends one request).
   */
  run: (input: I) => Promise<R | undefined>;
  reset: () => void;
}

/**
 * One cart change made by a shopper (add, update, remove, apply a code…), safe to click twice and
 * to retry: while it runs a second call is ignored, and a retry of the same input after a failure
 * (a timeout may have changed the cart after all) reuses its request id, so the platform applies
 * it once. Different input, or success, starts a new id. Success or failure, every cart widget
 * here and in other tabs is refreshed, so what they show is what the platform holds.
 */
export function useCartAction<I, R>(
  perform: (input: I, requestId: string) => Promise<R>,
  fingerprint: (input: I) => string,
): CartAction<I, R> {
  const queryClient = useQueryClient();
  const [state, setState] = useState<CartActionState<R>>({ status: 'idle' });
  const inFlight = useRef(false);
  const pendingId = useRef<{ fingerprint: string; requestId: string } | null>(null);

  const run = useCallback(
    async (input: I): Promise<R | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      const print = fingerprint(input);
      if (pendingId.current?.fingerprint !== print) {
        pendingId.current = { fingerprint: print, requestId: crypto.randomUUID() };
      }
      setState({ status: 'pending' });
      try {
        const result = await perform(input, pendingId.current.requestId);
        pendingId.current = null;
        setState({ status: 'done', result });
        return result;
      } catch (error) {
        setState({ status: 'failed', error });
        return undefined;
      } finally {
        inFlight.current = false;
        void announceCartChange(queryClient);
      }
    },
    [perform, fingerprint, queryClient],
  );
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, run, reset };
}
