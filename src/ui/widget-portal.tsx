import { FloatingPortal } from '@floating-ui/react';
import type { ReactNode } from 'react';
import { useWidgetHost } from '../core/element/widget-host-context';

/** Popovers render into the widget's shadow root, out of the host page's CSS reach. */
export function WidgetPortal({ children }: { children: ReactNode }) {
  const { shadowRoot } = useWidgetHost();
  // No tab-order guards: they are focusable aria-hidden spans (an axe violation), and our popovers
  // close when focus leaves them, so there is no tab order to preserve.
  return (
    <FloatingPortal root={shadowRoot} preserveTabOrder={false}>
      {children}
    </FloatingPortal>
  );
}
