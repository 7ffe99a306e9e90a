import { createContext, useContext } from 'react';

export interface WidgetHost {
  /** Events for the host page are dispatched from it. */
  element: HTMLElement;
  /** The widget's shadow root: popovers and dialogs portal here, never into the host page. */
  shadowRoot: ShadowRoot;
  tag: string;
}

export const WidgetHostContext = createContext<WidgetHost | null>(null);

export function useWidgetHost(): WidgetHost {
  const host = useContext(WidgetHostContext);
  if (!host) throw new Error('useWidgetHost must be used inside a widget element');
  return host;
}
