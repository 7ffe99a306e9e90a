import { useEffect, type RefObject } from 'react';

const inside = (rect: DOMRect, x: number, y: number) =>
  x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom;

/**
 * A press released where `ref`'s button was at the press counts as a click, even if the page moved
 * the button meanwhile: browsers click what is under the release (WebKit maybe nothing), so a
 * layout shift during a press (the quick order's row growing on blur) would swallow it.
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
