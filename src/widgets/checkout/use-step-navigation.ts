import { useCallback, useEffect, useRef, useState } from 'react';
import { CHECKOUT_STEP_PARAM } from '../../core/routes/routes';
import { isStepId, resolveStep, type StepContext, type StepId } from './flow/checkout-steps';

/** The query parameter naming the step: `?step=shipping-address`. */
export const STEP_PARAM = CHECKOUT_STEP_PARAM;

/** The step the URL asks for, unchecked (see resolveStep). */
export function requestedStep(): string | null {
  return new URLSearchParams(globalThis.location.search).get(STEP_PARAM);
}

/** The page's URL with the step set; other parameters and the hash are kept. */
export function stepUrl(step: StepId): string {
  const url = new URL(globalThis.location.href);
  url.searchParams.set(STEP_PARAM, step);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A move asked for while the step had unsaved changes, waiting for the shopper's answer. */
export interface PendingMove {
  target: StepId;
  /** The browser's back or forward button: the URL already shows the target. */
  fromHistory: boolean;
}

export interface StepNavigation {
  step: StepId;
  /** `force` skips the unsaved-changes question. */
  go: (target: StepId, options?: { force?: boolean; replace?: boolean }) => void;
  /** Steps report unsaved changes here; a move away from them asks first. */
  setDirty: (dirty: boolean) => void;
  pending: PendingMove | null;
  confirmPending: () => void;
  cancelPending: () => void;
  /** Focus follows the step once the shopper has moved. */
  moved: boolean;
}

/**
 * The step lives in the URL, so back, forward and reload work; an unreachable step becomes the
 * first one to do. Leaving unsaved changes asks first (spec section 4).
 */
export function useStepNavigation(context: StepContext): StepNavigation {
  const [requested, setRequested] = useState<string | null>(requestedStep);
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [moved, setMoved] = useState(false);
  const dirty = useRef(false);
  const step = resolveStep(requested, context);
  const stepRef = useRef(step);
  stepRef.current = step;

  // The URL always names the step shown.
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
