// The loader's downloads wait for the host page's first paint, which they would otherwise hold
// (docs/decisions/core-loader-timing.md). Loader code.

/** A first paint held longer (a slow stylesheet of the page) no longer holds us. */
export const LONGEST_WAIT_MS = 100;

/** A posted message, not a timer: a faked clock never holds it. */
export function afterTask(work: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    work();
  };
  channel.port2.postMessage(0);
}

/** Each step after the first in a task of its own, so none holds the page long. */
function inTasks(steps: readonly (() => void)[]): void {
  const [first, ...rest] = steps;
  first?.();
  if (rest.length > 0) afterTask(() => inTasks(rest));
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
    inTasks(steps);
  };
  if (hasPainted() || document.visibilityState === 'hidden') {
    start();
    return;
  }
  // A frame's callbacks run before its paint, a message posted from one after it: the soonest.
  requestAnimationFrame(() => afterTask(start));
  // The paint report also arrives where a test's fake clock stopped frames and timers.
  if (typeof PerformanceObserver === 'function') observer = new PerformanceObserver(start);
  // An engine without paint entries ignores the type: the wait's limit starts us then.
  observer?.observe({ type: 'paint', buffered: true });
  setTimeout(start, LONGEST_WAIT_MS);
}
