import { useCallback } from 'react';
import { useCore } from '../../core/react/core-context';
import {
  useRetrySafeAction,
  type RetrySafeAction,
  type RetrySafeActionState,
} from '../actions/use-retry-safe-action';
import { announceCartChange } from './cart-sync';

export type CartActionState<R> = RetrySafeActionState<R>;
export type CartAction<I, R> = RetrySafeAction<I, R>;

/** A retry-safe cart change; success or failure, every cart widget in every tab is refreshed. */
export function useCartAction<I, R>(
  perform: (input: I, requestId: string) => Promise<R>,
  fingerprint: (input: I) => string,
): CartAction<I, R> {
  const { queries } = useCore();
  const announce = useCallback(() => void announceCartChange(queries), [queries]);
  return useRetrySafeAction(perform, fingerprint, announce);
}
