import { useContext, useLayoutEffect } from 'react';
import { adoptSheet } from '../../core/element/stylesheets';
import { WidgetHostContext } from '../../core/element/widget-host-context';

/**
 * A shared component's own styles, adopted into the shadow root of whichever widget renders it
 * (one sheet per page, see adoptSheet). Outside a widget (a unit test) it does nothing.
 */
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
