/**
 * Focuses an outcome the shopper must see and scrolls it into view ourselves: WebKit does not
 * scroll to a focused element, so it could take the focus off screen.
 */
export function focusOutcome(element: HTMLElement | null | undefined): void {
  if (!element) return;
  element.focus({ preventScroll: true });
  const box = element.getBoundingClientRect();
  const viewHeight = element.ownerDocument.documentElement.clientHeight;
  if (box.top < 0 || box.bottom > viewHeight) element.scrollIntoView({ block: 'start' });
}
