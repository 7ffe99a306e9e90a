// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusOutcome } from './focus-outcome';

/** A focusable heading at `top` px from the top of an 800 px high view. */
function heading(top: number): HTMLElement {
  const element = document.createElement('h2');
  element.tabIndex = -1;
  document.body.append(element);
  vi.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(800);
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: top, width: 300, height: 32 }),
  );
  // jsdom has no scrolling: the spy stands for the engine's.
  element.scrollIntoView = vi.fn();
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('focusOutcome: the outcome takes the focus and is in view in every engine', () => {
  it('focuses without the engine scroll (WebKit has none) and scrolls the element itself into view', () => {
    const element = heading(-2400);
    const focus = vi.spyOn(element, 'focus');
    focusOutcome(element);
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(document.activeElement).toBe(element);
    expect(element.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
  });

  it('scrolls to an element below the view too', () => {
    const element = heading(900);
    focusOutcome(element);
    expect(element.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
  });

  it('leaves the page where it is when the element is already in view', () => {
    const element = heading(120);
    focusOutcome(element);
    expect(document.activeElement).toBe(element);
    expect(element.scrollIntoView).not.toHaveBeenCalled();
  });

  it('does nothing without an element (a ref not attached yet)', () => {
    expect(() => focusOutcome(null)).not.toThrow();
  });
});
