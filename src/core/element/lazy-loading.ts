// A widget its author marks `loading="lazy"` (as an image or a frame can be) waits for the shopper:
// its code loads once it shows in the viewport, or at her first scroll, key, press or focus,
// whichever is first. A page composing several widgets pays before she does anything only for
// those she can see; the first move starts the rest, ahead of her reaching them, with their boxes
// reserved meanwhile (reserve-space.ts). Loader code.

/** A widget not marked lazy: the attribute's value read as HTML's own `loading`, in any case. */
export const NOT_LAZY = ':not([loading=lazy i])';

/** What the shopper does that starts every waiting widget (`focusin`: assistive technologies). */
const SHOPPER_MOVES = ['scroll', 'keydown', 'pointerdown', 'focusin'];

const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | undefined;

/** Loads a lazy widget now if it still waits (a page action needs it); otherwise nothing. */
export function loadIfWaiting(element: Element): void {
  waiting.get(element)?.();
  waiting.delete(element);
  observer?.unobserve(element);
}

/**
 * Runs `load` when `element` is in view or at the shopper's next move. The listeners stay: a lazy
 * widget added after her first move waits for her next one (or to be seen), as the first did.
 */
export function loadWhenNeeded(element: Element, load: () => void): void {
  if (!observer) {
    observer = new IntersectionObserver((entries) => {
      for (const entry of entries) if (entry.isIntersecting) loadIfWaiting(entry.target);
    });
    const releaseAll = () => waiting.forEach((_, each) => loadIfWaiting(each));
    // Capturing, to hear a scroll inside the page's own scrolling boxes too; none of these events
    // waits for its listeners the way a touch or a wheel can, so none needs to be passive.
    for (const type of SHOPPER_MOVES) addEventListener(type, releaseAll, true);
  }
  waiting.set(element, load);
  observer.observe(element);
}
