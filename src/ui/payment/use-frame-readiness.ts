import { useCallback, useEffect, useState } from 'react';
import { watchFrame } from './frame-watch';

export interface FrameReadiness {
  /** Each attempt is a new frame and session: key the frame by it. */
  attempt: number;
  failed: boolean;
  onLoad(): void;
  onReady(): void;
  retry(): void;
}

/** One provider frame's readiness (the challenge's): see frame-watch.ts. */
export function useFrameReadiness(): FrameReadiness {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const [watch] = useState(() =>
    watchFrame({
      reload: () => setAttempt((old) => old + 1),
      fail: () => setFailed(true),
    }),
  );

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
