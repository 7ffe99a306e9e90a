import { useEffect, type RefObject } from 'react';

/** Whether (x, y) is inside `rect`. */
const inside = (rect: DOMRect, x: number, y: number) =>
  x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom;

/**
 * A press that starts on `ref`'s button and is released where the button was when it started
 * counts as a click on the button, even if the page moved the button in between.
 *
 * Why: a browser sends the click to what is under the pointer at the release (the common ancestor
 * of the press's and the release's targets), and WebKit may send none. So a layout shift during
 * the press swallows the click. In the quick order, a shopper who types a code and goes straight
 * for "Add to cart" blurs the field; the row's product lookup then answers in a few milliseconds,
 * the row grows by its product's details, and the button moves down about 47 px between press and
 * release. The release lands on the form, and nothing is added: no message, no request.
 *
 * How: the button's box is noted at the press. After the release, once the browser has dispatched
 * its own click (a task later), the click is made if none reached the button and the release was
 * inside the noted box. A release elsewhere still cancels the press, as it always does.
 */
export function usePressThroughShift(ref: RefObject<HTMLButtonElement | null>): void {
  useEffect(() => {
    const button = ref.current;
    if (!button) return undefined;
    let pressed: DOMRect | undefined;
    let clicked = false;
    const onClick = () => {
      clicked = true;
    };
    const onRelease = (event: PointerEvent) => {
      const rect = pressed;
      pressed = undefined;
      window.removeEventListener('pointerup', onRelease, true);
      if (!rect || !inside(rect, event.clientX, event.clientY)) return;
      clicked = false;
      // The browser's own click, if any, comes in the same task as the release.
      setTimeout(() => {
        if (!clicked && button.isConnected) button.click();
      }, 0);
    };
    const onPress = (event: PointerEvent) => {
      if (!event.isPrimary || event.button !== 0) return;
      pressed = button.getBoundingClientRect();
      window.addEventListener('pointerup', onRelease, true);
    };
    const onCancel = () => {
      pressed = undefined;
      window.removeEventListener('pointerup', onRelease, true);
    };
    button.addEventListener('pointerdown', onPress);
    button.addEventListener('pointercancel', onCancel);
    button.addEventListener('click', onClick);
    return () => {
      button.removeEventListener('pointerdown', onPress);
      button.removeEventListener('pointercancel', onCancel);
      button.removeEventListener('click', onClick);
      window.removeEventListener('pointerup', onRelease, true);
    };
  }, [ref]);
}
