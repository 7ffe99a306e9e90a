import type { ReactNode } from 'react';

/**
 * One labelled fact of an order or a quote (a `dt`/`dd` pair in a `dl.order-facts`): the order
 * confirmation's labels of spec section 3, and a quote's account, addresses and delivery method.
 * Styled by order-confirmation.css, which the component that renders the list adopts.
 */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="order-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
