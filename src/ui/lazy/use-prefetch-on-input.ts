import { useEffect } from 'react';

const INPUTS = ['keydown', 'pointerdown'] as const;

/**
 * Calls `prefetch` at the shopper's first key or press anywhere on the page (a dialog's too): for
 * a part that only shows after she has done something, fetched while she does it rather than with
 * the page. A focus does not count: a page moves it on its own.
 */
export function usePrefetchOnInput(prefetch: () => void): void {
  useEffect(() => {
    const stop = () => {
      for (const type of INPUTS) globalThis.removeEventListener(type, onInput, { capture: true });
    };
    const onInput = () => {
      stop();
      prefetch();
    };
    for (const type of INPUTS) {
      globalThis.addEventListener(type, onInput, { capture: true, passive: true });
    }
    return stop;
  }, [prefetch]);
}
