import { useCallback } from 'react';
import { useCore } from '../../core/react/core-context';
import {
  useRetrySafeAction,
  type RetrySafeAction,
  type RetrySafeActionState,
} from '../use-retry-safe-action';
import { announceCartChange } from './cart-sync';

export type CartActionState<R> = RetrySafeActionState<R>;
export type CartAction<I, R> = RetrySafeAction<I, R>;

/**
 * One cart change made by a shopper (add, update, remove, apply a code…), safe to click twice and
 * to retry (useRetrySafeAction: one request id per input until it succeeds). Success or failure,
 * every cart widget here and in other tabs is refreshed, so what they show is what the platform
 * holds.
 */
export function useCartAction<I, R>(
  perform: (input: I, requestId: string) => Promise<R>,
  fingerprint: (input: I) => string,
): CartAction<I, R> {
  const { queries } = useCore();
  const announce = useCallback(() => void announceCartChange(queries), [queries]);
  return useRetrySafeAction(perform, fingerprint, announce);
}
