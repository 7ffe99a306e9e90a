import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, re-rendering when it changes. For markup that differs
 * by screen size (not only its styles), so the page holds one copy of it rather than two with
 * one hidden.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
