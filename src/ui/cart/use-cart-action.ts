import { useCallback, useContext, useRef } from 'react';
import { WidgetHostContext } from '../../core/element/widget-host-context';
import type { CartUpdateAction } from '../../core/events/events';
import { useCore } from '../../core/react/core-context';
import {
  useRetrySafeAction,
  type AttemptObserver,
  type RetrySafeAction,
  type RetrySafeActionState,
} from '../actions/use-retry-safe-action';
import { cartFailureCode, startCartOperation, type CartLineAsked } from './cart-operation';
import { announceCartChange } from './cart-sync';
import type { CartUpdatedEntry } from './cart-updated';

export type CartActionState<R> = RetrySafeActionState<R>;
export interface CartAction<I, R> extends RetrySafeAction<I, R> {
  /** Settles once this tab's cart widgets have read the cart the last attempt left. */
  refreshed: () => Promise<unknown>;
}

/** How a cart action tells the page of each attempt (cart-operation.ts fires the events). */
export interface CartOperationSpec<I, R> {
  action: CartUpdateAction;
  /** The change asked per line. */
  requested: (input: I) => CartLineAsked[];
  /** What the cart took per line. */
  changed: (result: R, input: I) => CartUpdatedEntry[];
  /** The text the widget shows for this failure (from its catalog). */
  message: (error: unknown, input: I) => string;
  /** Its machine code; default cartFailureCode. */
  code?: (error: unknown) => string;
}

/**
 * A retry-safe cart change; success or failure, every cart widget in every tab is refreshed. With
 * `operation`, each attempt (a retry included) is one cart operation the page hears, fired from
 * the widget this runs in (outside one, a test or a story, it fires nothing).
 */
export function useCartAction<I, R>(
  perform: (input: I, requestId: string) => Promise<R>,
  fingerprint: (input: I) => string,
  operation?: CartOperationSpec<I, R>,
): CartAction<I, R> {
  const { queries } = useCore();
  const host = useContext(WidgetHostContext);
  // A widget that words what changed in the totals (a promotion) says it once they show it.
  const lastRefresh = useRef<Promise<unknown>>(Promise.resolve());
  const announce = useCallback(() => {
    lastRefresh.current = announceCartChange(queries).catch(() => undefined);
  }, [queries]);
  const refreshed = useCallback(() => lastRefresh.current, []);
  // The latest render's texts, without a new `run` per render.
  const spec = useRef(operation);
  spec.current = operation;
  const told = operation !== undefined && host !== null;
  const observe = useCallback<AttemptObserver<I, R>>(
    (input) => {
      const current = spec.current;
      if (!current || !host) return { succeeded: () => undefined, failed: () => undefined };
      const started = startCartOperation(
        host.element,
        host.tag,
        current.action,
        current.requested(input),
      );
      return {
        succeeded: (result) => started.succeeded(current.changed(result, input)),
        failed: (error) =>
          started.failed({
            code: (current.code ?? cartFailureCode)(error),
            message: current.message(error, input),
          }),
      };
    },
    [host],
  );
  const action = useRetrySafeAction(perform, fingerprint, announce, told ? observe : undefined);
  return { ...action, refreshed };
}
