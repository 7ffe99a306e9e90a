import { cleanup, render, within, type BoundFunctions, type queries } from '@testing-library/react';
import type { ReactNode } from 'react';
import { WidgetHostContext } from '../core/element/widget-host-context';

/**
 * Mounts a widget's React tree in a unit test as its element would, without the element's own
 * machinery (attributes, properties, r2wc: tested in src/core/element): the page's one core and,
 * given a host tag, the host context of such an element.
 */

export interface MountOptions {
  /**
   * Where React renders: in the host's open shadow root, as the element does (the default), or in
   * the document, where `screen` and `document.querySelector` reach it.
   */
  renderIn?: 'shadow-root' | 'document';
}

export interface MountedWidget {
  /** What React rendered into: a div in the host's shadow root or in the document's body. */
  container: HTMLElement;
  /** Queries bound to the container (the shadow root is out of `screen`'s reach). */
  view: BoundFunctions<typeof queries>;
  unmount: () => void;
}

export interface HostedWidget extends MountedWidget {
  /** The `<store-…>` element the widget's events come from. */
  element: HTMLElement;
  shadowRoot: ShadowRoot;
}

/** A widget in a plain React tree, in the document: no host element, the page's queries. */
export function mountWidget(widget: ReactNode): MountedWidget;
/** A widget in a host element of tag `host` (e.g. `store-cart`), in its shadow root by default. */
export function mountWidget(
  widget: ReactNode,
  host: `store-${string}`,
  options?: MountOptions,
): HostedWidget;
export function mountWidget(
  widget: ReactNode,
  host?: `store-${string}`,
  { renderIn = 'shadow-root' }: MountOptions = {},
): MountedWidget | HostedWidget {
  if (!host) {
    const { container, unmount } = render(widget);
    return { container, view: within(container), unmount };
  }
  const element = document.createElement(host);
  document.body.append(element);
  const shadowRoot = element.attachShadow({ mode: 'open' });
  const target = document.createElement('div');
  (renderIn === 'shadow-root' ? shadowRoot : document.body).append(target);
  const { container, unmount } = render(
    <WidgetHostContext value={{ element, shadowRoot, tag: host }}>{widget}</WidgetHostContext>,
    { container: target },
  );
  return { element, shadowRoot, container, view: within(container), unmount };
}

/** Unmounts what mountWidget rendered and empties the page: a test file's afterEach calls it. */
export function unmountWidgets(): void {
  cleanup();
  document.body.replaceChildren();
}
