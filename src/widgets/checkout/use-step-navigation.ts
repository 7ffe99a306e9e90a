import { useCallback, useEffect, useRef, useState } from 'react';
import { CHECKOUT_STEP_PARAM } from '../../core/routes/routes';
import { isStepId, resolveStep, type StepContext, type StepId } from './flow/checkout-steps';

/** The query parameter that names the step: `/store/checkout?step=shipping-address` (the route table's). */
export const STEP_PARAM = CHECKOUT_STEP_PARAM;

/** The step the page's URL asks for, if any (not checked: see resolveStep). */
export function requestedStep(): string | null {
  return new URLSearchParams(globalThis.location.search).get(STEP_PARAM);
}

/** The page's own URL with the step set; every other query parameter and the hash are kept. */
export function stepUrl(step: StepId): string {
  const url = new URL(globalThis.location.href);
  url.searchParams.set(STEP_PARAM, step);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A move the shopper asked for while the step had unsaved changes, waiting for their answer. */
export interface PendingMove {
  target: StepId;
  /** The browser's back or forward button: the URL already shows the target. */
  fromHistory: boolean;
}

export interface StepNavigation {
  /** The step shown. */
  step: StepId;
  /** Go to a step (a new history entry). `force` skips the unsaved-changes question. */
  go: (target: StepId, options?: { force?: boolean; replace?: boolean }) => void;
  /** Steps report unsaved changes here; a move away from them asks first. */
  setDirty: (dirty: boolean) => void;
  pending: PendingMove | null;
  /** The shopper's answer to the unsaved-changes question. */
  confirmPending: () => void;
  cancelPending: () => void;
  /** True once the shopper has moved between steps (focus follows the step from then on). */
  moved: boolean;
}

/**
 * The step lives in the URL, so the browser's back and forward buttons move between steps and a
 * reload stays on the step. A step the order does not allow yet (an earlier one is not done) is
 * replaced by the first step still to do (resolveStep). Leaving a step with unsaved changes asks
 * first (spec section 4: the return-to-edit modal discards unsaved changes).
 */
export function useStepNavigation(context: StepContext): StepNavigation {
  const [requested, setRequested] = useState<string | null>(requestedStep);
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [moved, setMoved] = useState(false);
  const dirty = useRef(false);
  const step = resolveStep(requested, context);
  const stepRef = useRef(step);
  stepRef.current = step;

  // The URL always names the step shown (a missing or unreachable step is corrected in place).
  useEffect(() => {
    if (requestedStep() !== step)
      globalThis.history.replaceState(globalThis.history.state, '', stepUrl(step));
  }, [step]);

  useEffect(() => {
    const onPopState = () => {
      const target = requestedStep();
      if (dirty.current && isStepId(target) && target !== stepRef.current) {
        setPending({ target, fromHistory: true });
        return;
      }
      setMoved(true);
      setRequested(target);
    };
    globalThis.addEventListener('popstate', onPopState);
    return () => globalThis.removeEventListener('popstate', onPopState);
  }, []);

  const move = useCallback((target: StepId, replace: boolean) => {
    dirty.current = false;
    setMoved(true);
    const url = stepUrl(target);
    if (replace) globalThis.history.replaceState(globalThis.history.state, '', url);
    else if (requestedStep() !== target) globalThis.history.pushState(null, '', url);
    setRequested(target);
  }, []);

  const go = useCallback(
    (target: StepId, options: { force?: boolean; replace?: boolean } = {}) => {
      if (!options.force && dirty.current && target !== stepRef.current) {
        setPending({ target, fromHistory: false });
        return;
      }
      move(target, options.replace ?? false);
    },
    [move],
  );

  const setDirty = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  const confirmPending = useCallback(() => {
    if (!pending) return;
    setPending(null);
    // Back or forward already changed the URL: only the page follows.
    move(pending.target, pending.fromHistory);
  }, [pending, move]);

  const cancelPending = useCallback(() => {
    if (pending?.fromHistory) {
      // The URL moved with the button: put the step being edited back on top.
      globalThis.history.pushState(null, '', stepUrl(stepRef.current));
    }
    setPending(null);
  }, [pending]);

  return { step, go, setDirty, pending, confirmPending, cancelPending, moved };
}
