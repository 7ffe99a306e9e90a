import { useCallback, useSyncExternalStore } from 'react';
import { useWidgetHost } from '../core/element/widget-host-context';

/**
 * Whether the widget (never the window) is narrower than `width` px: an `@container` rule's twin
 * for markup that differs by width, so the page holds one copy of it, not two with one hidden.
 */
export function useNarrowWidget(width: number): boolean {
  const { element } = useWidgetHost();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const observer = new ResizeObserver((entries) => {
        const entry = entries.at(-1);
        if (entry) knownWidths.set(element, entry.contentRect.width);
        onChange();
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
    [element],
  );
  return useSyncExternalStore(subscribe, () => knownWidth(element) < width);
}

// Kept by the observer, whose first report comes with the page's next layout, before its paint.
const knownWidths = new WeakMap<HTMLElement, number>();

// Until then the window's width stands in: reading the widget's own would force a layout of the
// whole page in the middle of the widgets' first renders. A widget in a narrower column renders
// again with its own width before anything is painted.
function knownWidth(element: HTMLElement): number {
  return knownWidths.get(element) ?? window.innerWidth;
}
