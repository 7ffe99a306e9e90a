/**
 * Issue 31: the page that embeds our widgets paints its own content first. The loader's work that
 * starts downloads (the widgets' imports, the preload hints, the header's and footer's content)
 * waits for the page's first paint, then runs in short tasks of its own.
 *
 * Why: a module script runs as soon as the page is parsed, often before the page's first paint.
 * The loader's requests then hold that paint (about 15 ms of main thread on a fast phone, 55 ms
 * at 4x CPU), and on a slow network they compete with the page's own stylesheet and images. Our
 * widgets have their code to download first either way: what they lose is at most the page's
 * own paint, capped by `LONGEST_WAIT_MS`.
 *
 * Loader code: no React, no core.
 */

/** A first paint held longer than this (a slow stylesheet of the page) no longer holds us. */
export const LONGEST_WAIT_MS = 100;

/**
 * Runs `work` in a task of its own, after what is queued now. A posted message, not a timer: a
 * page whose clock a test fakes (Playwright's, Sinon's) still loads our widgets without its clock
 * being moved.
 */
function afterTask(work: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    work();
  };
  channel.port2.postMessage(0);
}

/** Runs the first of `steps` now, each next one in a task of its own (none holds the page long). */
function inTasks(steps: readonly (() => void)[]): void {
  const [first, ...rest] = steps;
  first?.();
  if (rest.length > 0) afterTask(() => inTasks(rest));
}

/** Whether the page has painted yet (the three engines record its first contentful paint). */
function hasPainted(): boolean {
  // Optional: a test's fake clock (Playwright's) stands in a `performance` of its own.
  return (performance.getEntriesByType?.('paint') ?? []).length > 0;
}

/**
 * Runs `steps` (inTasks: the first at once, each next one in a task of its own) once the page
 * has painted: now if it has already (the usual case on a slow network, where our script arrives
 * after the page's stylesheet) or never will (a hidden tab); else just after its next frame, or
 * when the browser reports its first paint, whichever is first; after `LONGEST_WAIT_MS` at the
 * latest (a page with nothing of its own to paint, a paint held by a slow stylesheet).
 */
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
  // The browser's report of the paint comes a little later, but also where a test stopped the
  // page's frames and timers with its clock (Playwright's, Sinon's fake both).
  if (typeof PerformanceObserver === 'function') observer = new PerformanceObserver(start);
  // An engine without paint entries ignores the type: the wait's limit starts us then.
  observer?.observe({ type: 'paint', buffered: true });
  setTimeout(start, LONGEST_WAIT_MS);
}
