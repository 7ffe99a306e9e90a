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

/** Whether the page has painted anything yet (the three engines record a first contentful paint). */
function hasPainted(): boolean {
  return performance.getEntriesByType('paint').length > 0;
}

/**
 * Runs each of `steps` in a task of its own, in order (no step holds the page for all of them),
 * once the page has painted: soon if it already has (a loader added late) or never will (a
 * hidden tab paints nothing), else just after its next frame, and after `LONGEST_WAIT_MS` at the
 * latest.
 */
export function afterHostPaint(steps: readonly (() => void)[]): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // Timers of one delay run in the order they were set, each in a task of its own.
    for (const step of steps) setTimeout(step);
  };
  if (hasPainted() || document.visibilityState === 'hidden') {
    start();
    return;
  }
  // A frame's callbacks run before its paint; a task queued from one runs after it.
  requestAnimationFrame(() => setTimeout(start));
  setTimeout(start, LONGEST_WAIT_MS);
}
