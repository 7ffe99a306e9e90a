// The loader's downloads wait for the host page's first paint, which they would otherwise hold
// (docs/decisions/core-loader-timing.md). Loader code.

/** A first paint held longer (a slow stylesheet of the page) no longer holds us. */
export const LONGEST_WAIT_MS = 100;

/**
 * Settles in a task of its own: a posted message, not a timer (a faked clock never holds it). What
 * starts a request waits for one: starting a request costs the main thread milliseconds (tens on
 * a slow phone), and a page's requests started together would make one long task.
 */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(0);
  });

/** Each step after the first in a task of its own, so none holds the page long. */
async function inTasks(steps: readonly (() => void)[]): Promise<void> {
  for (const step of steps) {
    step();
    await nextTask();
  }
}

function hasPainted(): boolean {
  // Optional: a test's fake clock (Playwright's) stands in a `performance` of its own.
  return (performance.getEntriesByType?.('paint') ?? []).length > 0;
}

/** After the next frame or the reported first paint, whichever is first; a hidden tab at once. */
export function afterHostPaint(steps: readonly (() => void)[]): void {
  let started = false;
  let observer: PerformanceObserver | undefined;
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    void inTasks(steps);
  };
  if (hasPainted() || document.visibilityState === 'hidden') {
    start();
    return;
  }
  // A frame's callbacks run before its paint, a message posted from one after it: the soonest.
  requestAnimationFrame(() => void nextTask().then(start));
  // The paint report also arrives where a test's fake clock stopped frames and timers.
  if (typeof PerformanceObserver === 'function') observer = new PerformanceObserver(start);
  // An engine without paint entries ignores the type: the wait's limit starts us then.
  observer?.observe({ type: 'paint', buffered: true });
  setTimeout(start, LONGEST_WAIT_MS);
}
