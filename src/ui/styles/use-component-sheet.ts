import { useContext, useLayoutEffect } from 'react';
import { adoptSheet } from '../../core/element/stylesheets';
import { WidgetHostContext } from '../../core/element/widget-host-context';

/** Adopts a shared component's sheet into the widget's shadow root; nothing outside one. */
export function useComponentSheet(cssText: string, active = true): void {
  const host = useContext(WidgetHostContext);
  useLayoutEffect(() => {
    const root = host?.shadowRoot;
    if (!active || !root || typeof CSSStyleSheet === 'undefined') return;
    try {
      adoptSheet(root, cssText);
    } catch {
      // no constructable stylesheets (old browser, jsdom): unstyled but working
    }
  }, [active, host, cssText]);
}
