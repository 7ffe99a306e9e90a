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

// Read from the layout once, then kept by the observer: a read per render forces layout passes.
const knownWidths = new WeakMap<HTMLElement, number>();

function knownWidth(element: HTMLElement): number {
  let known = knownWidths.get(element);
  if (known === undefined) {
    known = contentWidth(element);
    knownWidths.set(element, known);
  }
  return known;
}

// The host's content box (the root's width), read from the host: laid out before the first render.
function contentWidth(element: HTMLElement): number {
  const style = getComputedStyle(element);
  const edges = ['paddingLeft', 'paddingRight', 'borderLeftWidth', 'borderRightWidth'] as const;
  return edges.reduce(
    (width, edge) => width - (parseFloat(style[edge]) || 0),
    element.getBoundingClientRect().width,
  );
}
