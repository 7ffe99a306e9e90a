import { useCallback, useSyncExternalStore } from 'react';
import { useWidgetHost } from '../core/element/widget-host-context';

/**
 * Whether the widget is narrower than `width` px, re-rendering when that changes: the script's
 * twin of an `@container (width < …)` rule of its sheet, for markup that differs by width (not
 * only its styles), so the page holds one copy of it rather than two with one hidden. The widget's
 * own width, never the window's: a widget in a 390 px CMS column of a desktop page
 * takes its phone layout.
 */
export function useNarrowWidget(width: number): boolean {
  const { element } = useWidgetHost();
  const subscribe = useCallback(
    (onChange: () => void) => {
      // The observer gives the host's content box as it changes: no layout read of ours.
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

/**
 * Each host's last known content width: read from the layout once, then kept by the observer, as
 * a read per render would force a layout pass while other widgets still change the page.
 */
const knownWidths = new WeakMap<HTMLElement, number>();

function knownWidth(element: HTMLElement): number {
  let known = knownWidths.get(element);
  if (known === undefined) {
    known = contentWidth(element);
    knownWidths.set(element, known);
  }
  return known;
}

/**
 * The host's content box: the width of the widget's root inside it, the query container of its
 * sheet (base.css). Read from the host, which is laid out before the root is in the page (the
 * first render).
 */
function contentWidth(element: HTMLElement): number {
  const style = getComputedStyle(element);
  const edges = ['paddingLeft', 'paddingRight', 'borderLeftWidth', 'borderRightWidth'] as const;
  return edges.reduce(
    (width, edge) => width - (parseFloat(style[edge]) || 0),
    element.getBoundingClientRect().width,
  );
}
