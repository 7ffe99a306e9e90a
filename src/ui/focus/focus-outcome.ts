/**
 * Moves focus to an outcome the shopper must see (the confirmation after Place order, a checkout
 * step's heading, a lookup's result, the first field in error) and brings it into view.
 *
 * Focus alone is not enough: Chromium scrolls a focused element into view, WebKit (Safari, every
 * iPhone) does not, so after Place order near the footer the confirmation's heading took the focus
 * off screen. Focus without the engine's own scroll, then scroll the same way in every
 * engine: to the top of the view, only when the element is not wholly in it already (a step
 * heading in view does not jump).
 */
export function focusOutcome(element: HTMLElement | null | undefined): void {
  if (!element) return;
  element.focus({ preventScroll: true });
  const box = element.getBoundingClientRect();
  const viewHeight = element.ownerDocument.documentElement.clientHeight;
  if (box.top < 0 || box.bottom > viewHeight) element.scrollIntoView({ block: 'start' });
}
