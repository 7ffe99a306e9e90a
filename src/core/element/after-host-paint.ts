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
 * Runs each of `steps` in a task of its own, in order (no step holds the page for all of them).
 * Posted messages, not timers: a page whose clock a test fakes (Playwright's, Sinon's) still
 * loads our widgets without its clock being moved.
 */
function inTasks(steps: readonly (() => void)[]): void {
  const channel = new MessageChannel();
  let next = 0;
  channel.port1.onmessage = () => {
    steps[next++]?.();
    if (next < steps.length) channel.port2.postMessage(0);
    else channel.port1.close();
  };
  channel.port2.postMessage(0);
}

/**
 * Runs `steps` (inTasks) once the page has painted: as soon as the browser reports its first
 * paint (at once if it was before: the observer is buffered; a loader added late), at once in a
 * hidden tab, which paints nothing, and after `LONGEST_WAIT_MS` at the latest (a page with
 * nothing of its own to paint, a paint held by a slow stylesheet).
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
  if (document.visibilityState === 'hidden') {
    start();
    return;
  }
  if (typeof PerformanceObserver === 'function') observer = new PerformanceObserver(start);
  // An engine without paint entries ignores the type: the wait's limit starts us then.
  observer?.observe({ type: 'paint', buffered: true });
  setTimeout(start, LONGEST_WAIT_MS);
}
