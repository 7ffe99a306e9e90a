/** The page's script runs before its load event, so a page silent this long after it ran none. */
export const FRAME_READY_GRACE_MS = 3_000;

/** For a frame whose load never ends. */
export const FRAME_READY_TIMEOUT_MS = 30_000;

export interface FrameWatch {
  begin(): void;
  /** The provider page's load, not the first about:blank's. */
  loaded(): void;
  spoke(): void;
  reset(): void;
  stop(): void;
}

/**
 * WebKit sometimes completes a provider page without running its script when several frames ask
 * for it at once: a silent frame is reloaded once (it then asks alone), a second one fails.
 */
export function watchFrame(actions: { reload(): void; fail(): void }): FrameWatch {
  let spoke = false;
  let reloaded = false;
  let grace: ReturnType<typeof setTimeout> | undefined;
  let deadline: ReturnType<typeof setTimeout> | undefined;
  const clear = () => {
    clearTimeout(grace);
    clearTimeout(deadline);
  };
  const silent = () => {
    if (spoke) return;
    clear();
    if (reloaded) return actions.fail();
    reloaded = true;
    actions.reload();
  };
  return {
    begin() {
      spoke = false;
      clear();
      deadline = setTimeout(silent, FRAME_READY_TIMEOUT_MS);
    },
    loaded() {
      if (spoke) return;
      clearTimeout(grace);
      grace = setTimeout(silent, FRAME_READY_GRACE_MS);
    },
    spoke() {
      spoke = true;
      clear();
    },
    reset() {
      reloaded = false;
    },
    stop: clear,
  };
}
