/**
 * How long after a provider frame's load event its page may take to say `ready`. The page posts
 * it from its script, which runs before the load event; the message is a task behind it, so a
 * page still silent this long after its load ran no script at all.
 */
export const FRAME_READY_GRACE_MS = 3_000;

/** A frame whose load never ends (a provider that does not answer) counts as not ready after this. */
export const FRAME_READY_TIMEOUT_MS = 30_000;

export interface FrameWatch {
  /** A new frame (the first, a reload, a Try again) starts unready, its deadline running. */
  begin(): void;
  /** The frame's load event (of the provider's page, not the first about:blank). */
  loaded(): void;
  /** The frame's page spoke (its `ready`, or anything else it posts): its script runs. */
  spoke(): void;
  /** The shopper's Try again: the next frame has its own one reload again. */
  reset(): void;
  /** Unmount: no timer left behind. */
  stop(): void;
}

/**
 * One provider frame that may never become ready: WebKit (Safari) sometimes completes the page
 * without running its script when the provider is slow to send it while the checkout's other
 * provider frames ask for the same script (alone, the frames get it). The page then never
 * answers. A frame silent after its load (or whose load never ends) is reloaded once (`reload`: a new frame, which asks for the script alone); a second silent
 * frame has failed (`fail`: the shopper is told, and may try again).
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
