import type { ReactNode } from 'react';
import { CartMergeHost } from '../../ui/cart/cart-merge-host';

/** What the widget shows; e2e tests and the bench read it from `data-state`. */
export type CheckoutView = 'loading' | 'signed-out' | 'redirecting' | 'error' | 'ready' | 'placed';

/** The widget's box around every view, shell's and lazy part's, so both keep one `part="base"`. */
export function Frame({ view, children }: { view: CheckoutView; children: ReactNode }) {
  return (
    <div className="checkout" part="base" data-state={view}>
      {children}
      {/* A visitor who signs in here brings their cart (one host per page acts). */}
      <CartMergeHost />
    </div>
  );
}

export const frame = (view: CheckoutView, children: ReactNode) => (
  <Frame view={view}>{children}</Frame>
);
