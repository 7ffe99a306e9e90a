import { useCallback, useEffect, useState } from 'react';
import { watchFrame } from './frame-watch';

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
 * One provider frame's readiness for a component that renders it (the challenge): a silent frame
 * is reloaded once, then has failed (frame-watch.ts says why and when). Key the frame by
 * `attempt`.
 */
export function useFrameReadiness(): FrameReadiness {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const [watch] = useState(() =>
    watchFrame({
      reload: () => setAttempt((old) => old + 1),
      fail: () => setFailed(true),
    }),
  );

  // Each attempt starts unready, with the deadline for a load that never ends.
  useEffect(() => {
    watch.begin();
    return () => watch.stop();
  }, [attempt, watch]);

  const retry = useCallback(() => {
    watch.reset();
    setFailed(false);
    setAttempt((old) => old + 1);
  }, [watch]);
  return { attempt, failed, onLoad: watch.loaded, onReady: watch.spoke, retry };
}
