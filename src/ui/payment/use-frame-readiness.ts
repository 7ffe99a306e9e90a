import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * How long after a provider frame's load event its page may take to say `ready`. The page posts
 * it from its script, which runs before the load event; the message is a task behind it, so a
 * page still silent this long after its load ran no script at all.
 */
export const FRAME_READY_GRACE_MS = 3_000;

/** A frame whose load never ends (a provider that does not answer) counts as not ready after this. */
export const FRAME_READY_TIMEOUT_MS = 30_000;

export interface FrameReadiness {
  /** The frame's attempt: each one is a new frame (and a new session). */
  attempt: number;
  /** Reloaded once already and still not ready: the shopper is told and may try again. */
  failed: boolean;
  /** The frame's load event. */
  onLoad(): void;
  /** The frame's page spoke (its `ready`, or anything else it posts). */
  onReady(): void;
  /** Try again: a fresh frame, with its one reload of its own. */
  retry(): void;
}

/**
 * A provider frame that may never become ready: WebKit (Safari) sometimes completes the page
 * without running its script when the provider is slow to send it while the checkout's other
 * provider frames ask for the same script (the engine journeys' flake, issue 27: with the script
 * held back 2.5 s, the challenge's page ran no script in 8 of 10 WebKit runs; alone, the frames
 * got it). The page's control then stays disabled for good. Such a frame is reloaded once, which
 * asks for the script alone; a second silent frame is the shopper's to retry, with a message.
 */
export function useFrameReadiness(): FrameReadiness {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const ready = useRef(false);
  const reloaded = useRef(false);
  const graceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const giveUp = useCallback(() => {
    if (ready.current) return;
    clearTimeout(graceTimer.current);
    if (reloaded.current) {
      setFailed(true);
      return;
    }
    reloaded.current = true;
    setAttempt((old) => old + 1);
  }, []);

  // Each attempt starts unready, with the deadline for a load that never ends.
  useEffect(() => {
    ready.current = false;
    const deadline = setTimeout(giveUp, FRAME_READY_TIMEOUT_MS);
    return () => {
      clearTimeout(deadline);
      clearTimeout(graceTimer.current);
    };
  }, [attempt, giveUp]);

  const onLoad = useCallback(() => {
    if (ready.current) return;
    clearTimeout(graceTimer.current);
    graceTimer.current = setTimeout(giveUp, FRAME_READY_GRACE_MS);
  }, [giveUp]);
  const onReady = useCallback(() => {
    ready.current = true;
    clearTimeout(graceTimer.current);
  }, []);
  const retry = useCallback(() => {
    reloaded.current = false;
    setFailed(false);
    setAttempt((old) => old + 1);
  }, []);
  return { attempt, failed, onLoad, onReady, retry };
}
